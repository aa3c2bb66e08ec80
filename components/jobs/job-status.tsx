// A job's or an input's status as a labelled badge (text, never colour alone).
const TONE: Record<string, string> = {
  Queued: "border-slate-500 text-slate-800 dark:text-slate-200",
  Pending: "border-slate-500 text-slate-800 dark:text-slate-200",
  Running: "border-blue-700 text-blue-900 dark:border-blue-400 dark:text-blue-200",
  Completed: "border-green-700 text-green-900 dark:border-green-500 dark:text-green-200",
  Failed: "border-red-700 text-red-900 dark:border-red-500 dark:text-red-200",
  Canceled: "border-amber-700 text-amber-900 dark:border-amber-500 dark:text-amber-200",
};

export function StatusBadge({ status, testId = "status" }: { status: string; testId?: string }) {
  return (
    <span
      data-testid={testId}
      className={`inline-block rounded border px-1.5 py-0.5 text-xs font-medium ${TONE[status] ?? ""}`}
    >
      {status}
    </span>
  );
}

/** Whether a job can still change: lists and details keep polling while one of theirs can. */
export const isActive = (status: string) => status === "Queued" || status === "Running";

export const POLL_MS = 1_000;
