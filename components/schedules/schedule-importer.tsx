"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { importSchedule, listScheduleImports } from "@/lib/dashboard/actions/schedules";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import type { ScheduleImportView } from "@/lib/schedules/schemas";
import { Field } from "@/components/forms/field";
import { cellClass, DataTable, rowClass, utcText } from "@/components/ui/data-table";
import { ProblemAlert, QueryStatus } from "@/components/ui/status";
import { buttonClass, cardClass, labelClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ImportFile, type ChosenFile } from "./import-file";

type Mode = "all" | "available";
type Rows = ScheduleImportView["rows"];

const OUTCOME: Record<Rows[number]["outcome"], string> = {
  granted: "Booked",
  free: "Free",
  conflict: "Conflict",
  unknown_code: "Unknown code",
  invalid: "Invalid",
};

/** Choose a schedule file, read the dry run's rows, then import it (mode all or available). */
export function ScheduleImporter() {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile>();
  const [timeZone, setTimeZone] = useState("");
  const [mode, setMode] = useState<Mode>("all");
  const query = (dryRun: boolean) =>
    ({ dry_run: dryRun ? "true" : "false", mode, ...(timeZone.trim() ? { time_zone: timeZone.trim() } : {}) }) as const;
  const check = useMutation({
    mutationFn: async () => unwrap(await importSchedule(file!.text, file!.format, query(true))),
  });
  const run = useMutation({
    mutationFn: async () => unwrap(await importSchedule(file!.text, file!.format, query(false))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["schedule-imports"] }),
  });
  const choose = (chosen: ChosenFile) => {
    setFile(chosen);
    check.reset();
    run.reset();
  };
  const refusedRows = run.error instanceof ApiProblem ? run.error.info.rows : undefined;
  const shown = run.data ?? (refusedRows ? undefined : check.data);
  return (
    <div className="space-y-6">
      <form
        aria-labelledby="import-heading"
        onSubmit={(event) => {
          event.preventDefault();
          run.reset();
          check.mutate();
        }}
      >
        <fieldset disabled={!hydrated} className={`${cardClass} grid max-w-3xl gap-4`}>
          <h2 id="import-heading" className="text-lg font-semibold">
            Schedule file
          </h2>
          <ImportFile label="Schedule file (BXF or CSV)" chosen={file} onChosen={choose} />
          <Field
            name="import-zone"
            label="Time zone of local times"
            hint="IANA name, e.g. America/New_York: BXF SmpteDateTime and CSV starts without an offset are read in it."
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
          />
          <fieldset>
            <legend className={labelClass}>When some events cannot be booked</legend>
            <label className="mt-1 flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="import-mode"
                value="all"
                checked={mode === "all"}
                onChange={() => setMode("all")}
              />
              Book nothing (all or nothing)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="import-mode"
                value="available"
                checked={mode === "available"}
                onChange={() => setMode("available")}
              />
              Book what is free
            </label>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={secondaryButtonClass} disabled={!file || check.isPending}>
              {check.isPending ? "Checking…" : "Check (dry run)"}
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={!check.data || run.isPending || Boolean(run.data)}
              onClick={() => run.mutate()}
            >
              {run.isPending
                ? "Importing…"
                : `Import ${check.data ? check.data.totals.events.toLocaleString("en") : ""} events`}
            </button>
          </div>
          {check.error && <ProblemAlert problem={check.error} />}
          {run.error && <ProblemAlert problem={run.error} />}
        </fieldset>
      </form>
      {run.data && (
        <p role="status" className="font-medium">
          Imported: {run.data.totals.granted} booked of {run.data.totals.events} events.
        </p>
      )}
      {shown && <ImportRows title={run.data ? "Imported events" : "Dry run: what would be booked"} view={shown} />}
      {refusedRows && <ImportRows title="Refused: nothing was booked" view={{ rows: refusedRows }} />}
      <PastImports />
    </div>
  );
}

function Totals({ rows }: { rows: Rows }) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.outcome, (counts.get(row.outcome) ?? 0) + 1);
  return (
    <p className={mutedTextClass}>
      {[...counts].map(([outcome, count]) => `${OUTCOME[outcome as keyof typeof OUTCOME]}: ${count}`).join(" · ")}
    </p>
  );
}

function ImportRows({ title, view }: { title: string; view: Pick<ScheduleImportView, "rows"> }) {
  return (
    <section aria-labelledby="rows-heading" className="space-y-2">
      <h2 id="rows-heading" className="text-lg font-semibold">
        {title}
      </h2>
      <Totals rows={view.rows} />
      <DataTable caption={title} columns={["Line", "Outcome", "Watermark", "Start", "End", "Clash or reason"]}>
        {view.rows.map((row) => (
          <tr key={row.line} className={rowClass}>
            <td className={`${cellClass} tabular-nums`}>{row.line}</td>
            <td className={cellClass}>{OUTCOME[row.outcome]}</td>
            <td className={`${cellClass} break-words`}>{row.watermark_name ?? "—"}</td>
            <td className={`${cellClass} tabular-nums`}>{row.start ?? "—"}</td>
            <td className={`${cellClass} tabular-nums`}>{row.end ?? "—"}</td>
            <td className={`${cellClass} break-words`}>
              {row.conflicts?.map((clash) => (
                <span key={`${clash.start}-${clash.line ?? ""}`} className="block">
                  {clash.line ? `line ${clash.line}: ` : "reserved "}
                  {clash.start} – {clash.end}
                </span>
              ))}
              {row.reason}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function PastImports() {
  const imports = useQuery({
    queryKey: ["schedule-imports"],
    queryFn: async () => unwrap(await listScheduleImports()).items,
  });
  return (
    <section aria-labelledby="past-imports-heading" className="space-y-2">
      <h2 id="past-imports-heading" className="text-lg font-semibold">
        Past imports
      </h2>
      <QueryStatus
        pending={imports.isPending}
        error={imports.error}
        what="past imports"
        empty={imports.data?.length === 0 && "No schedule imported yet."}
      >
        {() => (
          <DataTable
            caption="Past imports, newest first"
            columns={["Imported (UTC)", "By", "Format", "Mode", "Events", "Booked", "Conflicts", "Unknown or invalid"]}
          >
            {imports.data!.map((item) => (
              <tr key={item.id} className={rowClass}>
                <td className={`${cellClass} tabular-nums`}>{utcText(item.created_at)}</td>
                <td className={cellClass}>{item.created_by}</td>
                <td className={cellClass}>{item.format.toUpperCase()}</td>
                <td className={cellClass}>{item.mode}</td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.events}</td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.granted}</td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.conflict}</td>
                <td className={`${cellClass} tabular-nums`}>{item.totals.unknown_code + item.totals.invalid}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </section>
  );
}
