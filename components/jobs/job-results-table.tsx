"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { outputFileUrl } from "@/lib/dashboard/actions/jobs";
import { cellClass, DataTable, topRowClass, utcText } from "@/components/ui/data-table";
import { ProblemAlert } from "@/components/ui/status";
import { secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { JobView } from "@/lib/jobs/schemas";
import { StatusBadge } from "./job-status";
import { inputFileName } from "./job-inputs";
import { reportLabel, type ReportRef } from "./job-reports";
import { STALE_REASON } from "./stale-reason";

interface Row extends ReportRef {
  source: string;
  status: string;
  error?: string;
  errorCode?: string;
  stale?: NonNullable<JobView["outputs"][string]["stale"]>;
}

function rowsOf(job: JobView): Row[] {
  return [
    ...Object.entries(job.inputs).map(([name, input]) => ({
      kind: "inputs" as const,
      name,
      file: inputFileName(input),
      source: input.url,
      status: input.status,
      error: input.error,
      errorCode: input.error_code,
    })),
    ...Object.entries(job.outputs).map(([name, output]) => ({
      kind: "outputs" as const,
      name,
      source: output.type,
      status: output.status,
      error: output.error,
      stale: output.stale,
    })),
  ];
}

const same = (a: ReportRef, b: ReportRef) => a.kind === b.kind && a.name === b.name;

/** Inputs and outputs with their status and errors; completed ones open in the viewer, two compare. */
export function JobResultsTable({
  job,
  factoryId,
  shown,
  onShow,
}: {
  job: JobView;
  factoryId: string;
  shown: readonly ReportRef[];
  onShow: (refs: ReportRef[]) => void;
}) {
  const [chosen, setChosen] = useState<ReportRef[]>([]);
  const download = useMutation({
    mutationFn: async (name: string) => unwrap(await outputFileUrl(factoryId, job.id, name)),
    // The signed URL grants this one file for a few minutes: the browser fetches it without a key.
    onSuccess: (url) => Object.assign(document.createElement("a"), { href: url, download: "" }).click(),
  });
  const toggle = (ref: ReportRef, on: boolean) =>
    setChosen((current) =>
      on ? [...current.filter((c) => !same(c, ref)), ref].slice(-2) : current.filter((c) => !same(c, ref)),
    );

  return (
    <section aria-labelledby="results-heading" className="space-y-3">
      <h2 id="results-heading" className="text-lg font-semibold">
        Inputs{Object.keys(job.outputs).length > 0 && " and outputs"}
      </h2>
      <DataTable columns={["Name", "Source", "Status", "Report"]}>
        {rowsOf(job).map((row) => {
          const label = reportLabel(row);
          const done = row.status === "Completed";
          return (
            <tr key={label} className={topRowClass} data-result={label}>
              <td className={`${cellClass} font-medium`}>{label}</td>
              <td className={`max-w-xs break-all ${cellClass}`}>
                {row.file && <span className="block font-medium">{row.file}</span>}
                <span className="font-mono text-xs">{row.source}</span>
              </td>
              <td className={cellClass}>
                <StatusBadge status={row.status} />
                {row.stale && (
                  <p
                    className="mt-1 max-w-md text-xs font-medium text-amber-800 dark:text-amber-300"
                    data-testid="stale-output"
                  >
                    To render again: {STALE_REASON[row.stale.reason].toLowerCase()} ({utcText(row.stale.at)} UTC,
                    reservation <span className="font-mono break-all">{row.stale.reservation_id}</span>)
                  </p>
                )}
                {row.error && (
                  <p className="mt-1 max-w-md text-xs text-red-800 dark:text-red-200">
                    {row.error}
                    {row.errorCode && (
                      <>
                        {" "}
                        (code: <code data-testid="input-error-code">{row.errorCode}</code>)
                      </>
                    )}
                  </p>
                )}
              </td>
              <td className={cellClass}>
                {done && (
                  <div className="flex flex-wrap items-center gap-2">
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      aria-pressed={shown.length === 1 && same(shown[0]!, row)}
                      onClick={() => onShow([row])}
                    >
                      View report<span className="sr-only"> of {label}</span>
                    </button>
                    <label className="flex items-center gap-1 text-xs">
                      <input
                        type="checkbox"
                        checked={chosen.some((c) => same(c, row))}
                        onChange={(e) => toggle(row, e.target.checked)}
                      />
                      Compare<span className="sr-only"> {label}</span>
                    </label>
                    {row.kind === "outputs" && (
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        disabled={download.isPending}
                        onClick={() => download.mutate(row.name)}
                      >
                        Download file<span className="sr-only"> of {label}</span>
                      </button>
                    )}
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      {chosen.length === 2 && (
        <button type="button" className={secondaryButtonClass} onClick={() => onShow(chosen)}>
          Compare {chosen.map(reportLabel).join(" and ")}
        </button>
      )}
      {download.error && <ProblemAlert problem={download.error} />}
    </section>
  );
}
