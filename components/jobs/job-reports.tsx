"use client";
// The probe reports of one or two completed inputs (or outputs), of one job or two, in the probe tree
// viewer; two are compared side by side.
import { useQueries } from "@tanstack/react-query";
import { jobResult } from "@/lib/dashboard/actions/jobs";
import { ProbeReport } from "@/components/probe/probe-report";
import { Loading, ProblemAlert } from "@/components/ui/status";
import { unwrap } from "@/lib/client/problem";

export interface ReportRef {
  kind: "inputs" | "outputs";
  name: string;
  /** The file an input names (an upload's file name as uploaded). */
  file?: string;
}

/** A report of some job: the job's factory and id, and the job as titled in lists when two jobs are compared. */
export interface JobReportRef extends ReportRef {
  factoryId: string;
  jobId: string;
  job?: string;
}

export const reportLabel = (ref: ReportRef) => `${ref.kind === "inputs" ? "input" : "output"} ${ref.name}`;

/** "job Evening news · input a (news.ts)": what a report is titled by. */
export const reportTitle = (ref: ReportRef & { job?: string }) =>
  `${ref.job ? `job ${ref.job} · ` : ""}${reportLabel(ref)}${ref.file ? ` (${ref.file})` : ""}`;

export function JobReports({ refs }: { refs: readonly JobReportRef[] }) {
  const results = useQueries({
    queries: refs.map((ref) => ({
      queryKey: ["job-result", ref.jobId, ref.kind, ref.name],
      queryFn: async () => unwrap(await jobResult(ref.factoryId, ref.jobId, ref.kind, ref.name)),
      // A completed job's results never change.
      staleTime: Infinity,
    })),
  });
  const failed = results.find((result) => result.error);
  if (failed?.error) return <ProblemAlert problem={failed.error} />;
  if (results.some((result) => result.isPending)) return <Loading what="the probe report" />;
  const reports = results.map((result) => result.data);
  const names = refs.map(reportTitle);
  return (
    <ProbeReport
      key={names.join("|")}
      reports={reports.length === 2 ? [reports[0], reports[1]] : [reports[0]]}
      names={names}
    />
  );
}
