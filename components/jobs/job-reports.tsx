"use client";
// The probe reports of one or two completed inputs (or outputs) in the probe tree viewer; two are
// compared side by side.
import { useQueries } from "@tanstack/react-query";
import { jobResult } from "@/lib/dashboard/actions/jobs";
import { ProbeReport } from "@/components/probe/probe-report";
import { Loading, ProblemAlert } from "@/components/ui/status";
import { unwrap } from "@/lib/client/problem";

export interface ReportRef {
  kind: "inputs" | "outputs";
  name: string;
}

export const reportLabel = (ref: ReportRef) => `${ref.kind === "inputs" ? "input" : "output"} ${ref.name}`;

export function JobReports({
  factoryId,
  jobId,
  refs,
}: {
  factoryId: string;
  jobId: string;
  refs: readonly ReportRef[];
}) {
  const results = useQueries({
    queries: refs.map((ref) => ({
      queryKey: ["job-result", jobId, ref.kind, ref.name],
      queryFn: async () => unwrap(await jobResult(factoryId, jobId, ref.kind, ref.name)),
      // A completed job's results never change.
      staleTime: Infinity,
    })),
  });
  const failed = results.find((result) => result.error);
  if (failed?.error) return <ProblemAlert problem={failed.error} />;
  if (results.some((result) => result.isPending)) return <Loading what="the probe report" />;
  const reports = results.map((result) => result.data);
  const names = refs.map(reportLabel);
  return (
    <ProbeReport
      key={names.join("|")}
      reports={reports.length === 2 ? [reports[0], reports[1]] : [reports[0]]}
      names={names}
    />
  );
}
