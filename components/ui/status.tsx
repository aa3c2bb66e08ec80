// Loading, empty and error states, the same everywhere.
import type { ReactNode } from "react";
import { ApiProblem, type ProblemInfo } from "@/lib/client/problem";
import { isOutdatedPage, OUTDATED_MESSAGE } from "./outdated-page";
import { isServiceAway } from "./service-away";
import { mutedTextClass } from "./styles";

const HUMAN: Record<string, string> = {
  unauthorized: "Your key is not valid any more: sign in again.",
  forbidden: "Your role may not do this.",
  not_found: "This does not exist (any more).",
  validation_failed: "Some fields need a correction.",
  slot_unavailable: "This slot is already taken for this code: the conflicting spans are highlighted.",
  already_revoked: "This was already revoked.",
  watermark_not_linear: "Only Linear watermarks take broadcast reservations.",
  rate_limited: "Too many requests: wait a moment and try again.",
  service_unreachable: "The service does not answer right now.",
  invalid_response: "The service answered something unexpected.",
};

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className={`${mutedTextClass} animate-pulse`}>
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className={`${mutedTextClass} rounded-md border border-dashed border-slate-400 p-4 dark:border-slate-600`}>
      {children}
    </p>
  );
}

/** A refusal as a human sentence, with the service's detail and its stable `code`. */
export function ProblemAlert({ problem, title }: { problem: ProblemInfo | ApiProblem | Error; title?: string }) {
  const info: ProblemInfo | undefined =
    problem instanceof ApiProblem ? problem.info : "code" in problem ? (problem as ProblemInfo) : undefined;
  if (isServiceAway(problem) && !info) {
    return (
      <ProblemAlert
        problem={new Error("Nothing was sent: what you typed is still here. Send it again once the service answers.")}
        title="The service did not answer."
      />
    );
  }
  if (isOutdatedPage(problem))
    return (
      <ProblemAlert
        problem={new Error("The page was loaded from an earlier version: nothing was sent.")}
        title={`${OUTDATED_MESSAGE}.`}
      />
    );
  const detail = info?.detail ?? (problem as Error).message;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-medium">{title ?? (info && HUMAN[info.code]) ?? "Something went wrong."}</p>
      <p className="mt-1">{detail}</p>
      {info && (
        <p className="mt-1 text-xs opacity-80">
          code: <code data-testid="problem-code">{info.code}</code>
        </p>
      )}
    </div>
  );
}

/** A query's loading, error or empty state; else what `children` renders from its data. */
export function QueryStatus({
  pending,
  error,
  what,
  empty,
  children,
}: {
  pending: boolean;
  error: Error | null;
  what: string;
  empty: ReactNode;
  children: () => ReactNode;
}) {
  if (pending) return <Loading what={what} />;
  if (error) return <ProblemAlert problem={error} />;
  if (empty) return <Empty>{empty}</Empty>;
  return children();
}
