"use client";
import { useQuery } from "@tanstack/react-query";
import { checkService } from "@/lib/dashboard/actions/session";
import { ApiProblem } from "@/lib/client/problem";
import { awayRetryDelay, isServiceAway } from "./service-away";

export const AWAY_MESSAGE = "The service is not answering; retrying…";

/**
 * Shown while the service does not answer. It keeps asking (with backoff) so that the page recovers by
 * itself even when nothing else on it is loading, e.g. after a form's submission failed; what the user
 * typed stays in the page's forms meanwhile.
 */
export function ServiceBanner() {
  useQuery({
    queryKey: ["service-check"],
    queryFn: async () => {
      const result = await checkService();
      if (!result.ok && isServiceAway(new ApiProblem(result.problem))) throw new ApiProblem(result.problem);
      return true;
    },
    retry: true,
    retryDelay: awayRetryDelay,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div
      role="status"
      className="sticky top-0 z-40 border-b border-amber-400 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="mx-auto max-w-7xl font-medium">{AWAY_MESSAGE} What you typed stays on this page.</p>
    </div>
  );
}
