"use client";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiProblem } from "@/lib/client/problem";
import { OutdatedBanner } from "./outdated-banner";
import { isOutdatedPage } from "./outdated-page";
import { awayRetryDelay, isServiceAway } from "./service-away";
import { ServiceBanner } from "./service-banner";

export function Providers({ children }: { children: ReactNode }) {
  const [outdated, setOutdated] = useState(false);
  const [away, setAway] = useState(false);
  const [client] = useState(() => {
    const noticeOutdated = (error: unknown) => isOutdatedPage(error) && setOutdated(true);
    const queryCache = new QueryCache({ onError: noticeOutdated });
    // Every failed attempt (retries included, which onError does not see) may say the service is away;
    // any answer says it is back.
    queryCache.subscribe((event) => {
      if (event.type !== "updated") return;
      if (event.action.type === "failed" && isServiceAway(event.action.error)) setAway(true);
      if (event.action.type === "success") setAway(false);
    });
    return new QueryClient({
      queryCache,
      mutationCache: new MutationCache({
        onError: (error) => {
          noticeOutdated(error);
          if (isServiceAway(error)) setAway(true);
        },
        onSuccess: () => setAway(false),
      }),
      defaultOptions: {
        queries: {
          staleTime: 10_000,
          // Coming back to the window shows what changed elsewhere meanwhile, however fresh the cache.
          refetchOnWindowFocus: "always",
          // While the service is away, reads are retried with backoff until it answers; a refusal (4xx)
          // will not change on retry; another failure might, twice; an outdated page never recovers.
          retry: (failures, error) =>
            isServiceAway(error) ||
            (failures < 2 && !isOutdatedPage(error) && !(error instanceof ApiProblem && error.status < 500)),
          retryDelay: awayRetryDelay,
        },
      },
    });
  });
  return (
    <QueryClientProvider client={client}>
      {outdated && <OutdatedBanner />}
      {away && !outdated && <ServiceBanner />}
      {children}
    </QueryClientProvider>
  );
}
