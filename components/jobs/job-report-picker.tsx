"use client";
// Picks a report of a completed job: the job (newest first, by name, a page at a time), then one of its
// completed inputs or outputs. The compare page uses it to set each side of a comparison.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { listJobs } from "@/lib/dashboard/actions/jobs";
import { LoadMore } from "@/components/ui/data-table";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, inputClass, labelClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { JobView } from "@/lib/jobs/schemas";
import type { ReportAddress } from "./compare-address";
import { inputFileName, jobTitle } from "./job-inputs";
import { reportTitle, type ReportRef } from "./job-reports";

function completedReports(job: JobView): ReportRef[] {
  return [
    ...Object.entries(job.inputs)
      .filter(([, input]) => input.status === "Completed")
      .map(([name, input]) => ({ kind: "inputs" as const, name, file: inputFileName(input) })),
    ...Object.entries(job.outputs)
      .filter(([, output]) => output.status === "Completed")
      .map(([name]) => ({ kind: "outputs" as const, name })),
  ];
}

const refKey = (ref: ReportRef) => `${ref.kind}/${ref.name}`;

export function JobReportPicker({
  factoryId,
  label,
  onPick,
}: {
  factoryId: string;
  label: string;
  onPick: (ref: ReportAddress) => void;
}) {
  const jobs = useInfiniteQuery({
    queryKey: ["jobs", factoryId, "Completed"],
    queryFn: async ({ pageParam }) =>
      unwrap(await listJobs(factoryId, { status: "Completed", cursor: pageParam, limit: 50 })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const [jobId, setJobId] = useState("");
  const [report, setReport] = useState("");
  const items = jobs.data?.pages.flatMap((page) => page.items) ?? [];
  const job = items.find((item) => item.id === jobId);
  const reports = job ? completedReports(job) : [];
  const picked = reports.find((ref) => refKey(ref) === report) ?? (reports.length === 1 ? reports[0] : undefined);
  const slug = label.toLowerCase().replace(/\W+/g, "-");
  return (
    <fieldset className="space-y-2" aria-label={label}>
      <legend className="font-medium">{label}</legend>
      <label className={labelClass}>
        Job
        <select
          className={`${inputClass} mt-1`}
          value={jobId}
          onChange={(e) => {
            setJobId(e.target.value);
            setReport("");
          }}
          data-testid={`${slug}-job`}
        >
          <option value="">{jobs.isPending ? "Loading completed jobs…" : "Choose a completed job"}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {jobTitle(item)} · {Object.values(item.inputs).map(inputFileName).join(", ")} ·{" "}
              {item.created_at.slice(0, 16).replace("T", " ")}
            </option>
          ))}
        </select>
      </label>
      <LoadMore query={jobs} />
      {job && (
        <label className={labelClass}>
          Report
          <select
            className={`${inputClass} mt-1`}
            value={picked ? refKey(picked) : ""}
            onChange={(e) => setReport(e.target.value)}
            data-testid={`${slug}-report`}
          >
            {reports.length !== 1 && <option value="">Choose an input or output</option>}
            {reports.map((ref) => (
              <option key={refKey(ref)} value={refKey(ref)}>
                {reportTitle(ref)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className={buttonClass}
        disabled={!job || !picked}
        onClick={() => picked && job && onPick({ factoryId, jobId: job.id, kind: picked.kind, name: picked.name })}
      >
        Use this report<span className="sr-only"> as the {label.toLowerCase()}</span>
      </button>
      {jobs.error && <ProblemAlert problem={jobs.error} />}
    </fieldset>
  );
}
