"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { cancelJob, getJob } from "@/lib/dashboard/actions/jobs";
import { Loading, ProblemAlert } from "@/components/ui/status";
import { cardClass, dangerButtonClass, linkClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { JobView } from "@/lib/jobs/schemas";
import { compareHref } from "./compare-address";
import { isActive, POLL_MS, StatusBadge } from "./job-status";
import { inputFileName } from "./job-inputs";
import { JobReports, reportTitle, type ReportRef } from "./job-reports";
import { mayRunAgain, runAgainRequest } from "./run-again";
import { useSubmitJob } from "./use-submit-job";
import { JobResultsTable } from "./job-results-table";
import { useShownReports } from "./shown-reports";
import { DetectionResult } from "./detection-timeline";

/** One job, live while it runs: per-input status and errors, its reports, cancel. */
export function JobDetail({ factoryId, jobId }: { factoryId: string; jobId: string }) {
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: ["job", factoryId, jobId],
    queryFn: async () => unwrap(await getJob(factoryId, jobId)),
    refetchInterval: (current) => (current.state.data && !isActive(current.state.data.status) ? false : POLL_MS),
  });
  const cancel = useMutation({
    mutationFn: async () => unwrap(await cancelJob(factoryId, jobId)),
    onSuccess: (canceled) => {
      queryClient.setQueryData(["job", factoryId, jobId], canceled);
      return queryClient.invalidateQueries({ queryKey: ["jobs", factoryId] });
    },
  });
  const [shown, setShown] = useShownReports();

  if (job.isPending) return <Loading what="the job" />;
  if (job.error) return <ProblemAlert problem={job.error} />;
  const data = job.data;
  const reports = shown.map((ref) => withFile(data, ref));
  return (
    <div className="space-y-6">
      <div className={`${cardClass} space-y-2`}>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">
            {data.name ? (
              <>
                {data.name} <span className={`${mutedTextClass} break-all font-mono`}>{data.id}</span>
              </>
            ) : (
              <>
                Job <span className="break-all font-mono text-lg">{data.id}</span>
              </>
            )}
          </h1>
          <StatusBadge status={data.status} testId="job-status" />
          {!isActive(data.status) && mayRunAgain(data) && <RunAgain job={data} />}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <progress className="h-2 w-48" max={100} value={data.progress} aria-label="Job progress" />
          <span className="tabular-nums" data-testid="job-progress">
            {data.progress}%
          </span>
        </div>
        <p className={mutedTextClass}>
          Submitted {data.created_at.slice(0, 19).replace("T", " ")} UTC
          {data.started_at && `, started ${data.started_at.slice(11, 19)}`}
          {data.completed_at && `, finished ${data.completed_at.slice(11, 19)}`}
        </p>
        {data.error && (
          <p className="text-sm text-red-700 dark:text-red-300">
            {data.error_code && <span className="font-mono">{data.error_code}: </span>}
            {data.error}
          </p>
        )}
        {isActive(data.status) && (
          <button
            type="button"
            className={dangerButtonClass}
            disabled={cancel.isPending}
            onClick={() => window.confirm("Cancel this job? Inputs not yet probed will not be.") && cancel.mutate()}
          >
            Cancel job
          </button>
        )}
        {cancel.error && <ProblemAlert problem={cancel.error} />}
      </div>
      <JobResultsTable job={data} factoryId={factoryId} shown={shown} onShow={setShown} />
      {data.detection && <DetectionResult detection={data.detection} />}
      {data.composition !== undefined && (
        <details className={cardClass}>
          <summary className="cursor-pointer font-medium">Composition</summary>
          <pre className="mt-2 overflow-x-auto text-xs">{JSON.stringify(data.composition, null, 2)}</pre>
        </details>
      )}
      {reports.length > 0 && (
        <section aria-labelledby="report-heading" className="space-y-2">
          <h2 id="report-heading" className="text-lg font-semibold">
            {reports.length === 2
              ? `Comparing ${reports.map(reportTitle).join(" and ")}`
              : `Probe report of ${reportTitle(reports[0]!)}`}
          </h2>
          {reports.length === 1 && (
            <Link className={linkClass} href={compareHref({ factoryId, jobId, ...reports[0]! })}>
              Compare with a report of another job…
            </Link>
          )}
          <JobReports refs={reports.map((ref) => ({ ...ref, factoryId, jobId }))} />
        </section>
      )}
    </div>
  );
}

/** A report named by the URL's hash carries only its kind and name: an input's file name comes from the job. */
function withFile(job: JobView, ref: ReportRef): ReportRef {
  const input = ref.kind === "inputs" ? job.inputs[ref.name] : undefined;
  return input ? { ...ref, file: inputFileName(input) } : ref;
}

/** Sends the job again with the same name, inputs, analyses and spec (run-again.ts), then opens the copy. */
function RunAgain({ job }: { job: JobView }) {
  const { submit } = useSubmitJob(job.factory_id, runAgainRequest(job), false);
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={submit.isPending}
        onClick={() => submit.mutate()}
      >
        {submit.isPending ? "Submitting…" : "Run again"}
      </button>
      {submit.error && <ProblemAlert problem={submit.error} />}
    </>
  );
}
