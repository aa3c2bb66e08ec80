"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { getAsRunReport, importAsRun, listAsRunReports } from "@/lib/dashboard/actions/schedules";
import { unwrap } from "@/lib/client/problem";
import type { AsRunReport } from "@/lib/schedules/schemas";
import { Field } from "@/components/forms/field";
import { cellClass, DataTable, rowClass, utcText } from "@/components/ui/data-table";
import { ProblemAlert, QueryStatus } from "@/components/ui/status";
import { buttonClass, cardClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ImportFile, type ChosenFile } from "./import-file";

const OUTCOME: Record<AsRunReport["rows"][number]["outcome"], string> = {
  aired_as_reserved: "Aired as reserved",
  aired_at_other_time: "Aired at another time",
  not_aired: "Not aired",
  unreserved: "Aired without reservation",
  unknown_code: "Unknown code",
  invalid: "Invalid",
};

const seconds = (value: number | undefined) => (value === undefined ? "" : `${value > 0 ? "+" : ""}${value} s`);

/** Upload an as-run log, read its reconciliation report, and the past reports. */
export function AsRunReports() {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile>();
  const [timeZone, setTimeZone] = useState("");
  const [tolerance, setTolerance] = useState("1");
  const [shownId, setShownId] = useState<string>();
  const upload = useMutation({
    mutationFn: async () =>
      unwrap(
        await importAsRun(file!.text, file!.format, {
          tolerance: Number(tolerance),
          ...(timeZone.trim() ? { time_zone: timeZone.trim() } : {}),
        }),
      ),
    onSuccess: (report) => {
      setShownId(report.id);
      queryClient.setQueryData(["as-run", report.id], report);
      return queryClient.invalidateQueries({ queryKey: ["as-run-reports"] });
    },
  });
  return (
    <div className="space-y-6">
      <form
        aria-labelledby="as-run-heading"
        onSubmit={(event) => {
          event.preventDefault();
          upload.mutate();
        }}
      >
        <fieldset disabled={!hydrated} className={`${cardClass} grid max-w-3xl gap-4`}>
          <h2 id="as-run-heading" className="text-lg font-semibold">
            As-run log
          </h2>
          <ImportFile label="As-run log (BXF or CSV)" chosen={file} onChosen={setFile} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              name="as-run-zone"
              label="Time zone of local times"
              value={timeZone}
              onChange={(e) => setTimeZone(e.target.value)}
            />
            <Field
              name="as-run-tolerance"
              label="Tolerance (seconds)"
              type="number"
              min={0}
              max={3600}
              value={tolerance}
              onChange={(e) => setTolerance(e.target.value)}
            />
          </div>
          <div>
            <button type="submit" className={buttonClass} disabled={!file || upload.isPending}>
              {upload.isPending ? "Reconciling…" : "Reconcile"}
            </button>
          </div>
          {upload.error && <ProblemAlert problem={upload.error} />}
        </fieldset>
      </form>
      {shownId && <Report id={shownId} />}
      <PastReports onShow={setShownId} />
    </div>
  );
}

function Report({ id }: { id: string }) {
  const report = useQuery({ queryKey: ["as-run", id], queryFn: async () => unwrap(await getAsRunReport(id)) });
  return (
    <QueryStatus pending={report.isPending} error={report.error} what="the report" empty={false}>
      {() => {
        const { from, to, totals, rows } = report.data!;
        return (
          <section aria-labelledby="report-heading" className="space-y-2">
            <h2 id="report-heading" className="text-lg font-semibold">
              Reconciliation {utcText(from)} – {utcText(to)} UTC
            </h2>
            <p className={mutedTextClass}>
              {Object.entries(OUTCOME)
                .map(([outcome, label]) => `${label}: ${totals[outcome as keyof typeof totals]}`)
                .join(" · ")}
            </p>
            <DataTable
              caption="Reservations and aired events"
              columns={["Outcome", "Watermark", "Reserved", "Aired", "Start offset", "End offset", "Line", "Reason"]}
            >
              {rows.map((row, index) => (
                <tr key={`${row.reservation?.id ?? ""}-${row.line ?? ""}-${index}`} className={rowClass}>
                  <td className={cellClass}>{OUTCOME[row.outcome]}</td>
                  <td className={`${cellClass} break-words`}>{row.watermark_name ?? "—"}</td>
                  <td className={`${cellClass} tabular-nums`}>
                    {row.reservation ? `${row.reservation.start} – ${row.reservation.end}` : "—"}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>
                    {row.aired ? `${row.aired.start} – ${row.aired.end}` : "—"}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>{seconds(row.start_offset)}</td>
                  <td className={`${cellClass} tabular-nums`}>{seconds(row.end_offset)}</td>
                  <td className={`${cellClass} tabular-nums`}>{row.line ?? ""}</td>
                  <td className={`${cellClass} break-words`}>{row.reason ?? ""}</td>
                </tr>
              ))}
            </DataTable>
          </section>
        );
      }}
    </QueryStatus>
  );
}

function PastReports({ onShow }: { onShow: (id: string) => void }) {
  const reports = useQuery({
    queryKey: ["as-run-reports"],
    queryFn: async () => unwrap(await listAsRunReports()).items,
  });
  return (
    <section aria-labelledby="past-reports-heading" className="space-y-2">
      <h2 id="past-reports-heading" className="text-lg font-semibold">
        Past reports
      </h2>
      <QueryStatus
        pending={reports.isPending}
        error={reports.error}
        what="past reports"
        empty={reports.data?.length === 0 && "No as-run log reconciled yet."}
      >
        {() => (
          <DataTable
            caption="Past reports, newest first"
            columns={[
              "Reconciled (UTC)",
              "By",
              "Window (UTC)",
              "As reserved",
              "Other time",
              "Not aired",
              "Unreserved",
              "",
            ]}
          >
            {reports.data!.map((item) => (
              <tr key={item.id} className={rowClass}>
                <td className={`${cellClass} tabular-nums`}>{utcText(item.created_at)}</td>
                <td className={cellClass}>{item.created_by}</td>
                <td className={`${cellClass} tabular-nums`}>
                  {utcText(item.from)} – {utcText(item.to)}
                </td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.aired_as_reserved}</td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.aired_at_other_time}</td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.not_aired}</td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.unreserved}</td>
                <td className={cellClass}>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => onShow(item.id)}
                    aria-label={`Show the report of ${utcText(item.created_at)}`}
                  >
                    Show
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </section>
  );
}
