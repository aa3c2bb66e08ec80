"use client";
// "Repeat" in the reserve form: the rule's fields, a dry run of the series listing every occurrence
// in the calendar's zone (free, conflict with its clash, or refused in a DST gap or fold, with why),
// then the booking, all or nothing or the free ones, and what came of it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Temporal } from "temporal-polyfill";
import { reserveSeries } from "@/lib/dashboard/actions/scheduling";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { ApiProblem, unwrap, type ProblemInfo } from "@/lib/client/problem";
import type { ReservationSeriesView } from "@/lib/reservations/schemas";
import { BookModeChoice, type BookMode } from "./book-mode";
import { startText } from "./broadcast-start";
import { RepeatFields, repeatOf, type RepeatChoice } from "./repeat-fields";
import { repeatRule, weekdayOf } from "./repeat-rule";
import { clashText, wallText } from "./schedule-text";

interface SeriesSectionProps {
  watermarkId: string;
  /** The first occurrence, as the form resolves it; undefined while the form's date or time is incomplete. */
  start?: Temporal.ZonedDateTime;
  minutes: string;
  timeZone: string;
  names: ReadonlyMap<string, string>;
  /** The clashes of the last preview or booking, for the grid to highlight (empty: none). */
  onConflicts: (conflicts: ProblemInfo["conflicts"]) => void;
}

export function SeriesSection({ watermarkId, start, minutes, timeZone, names, onConflicts }: SeriesSectionProps) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<RepeatChoice>(() => ({
    days: start ? [weekdayOf(start.toPlainDate())] : [],
    ends: "count",
    until: "",
    count: "10",
  }));
  const [mode, setMode] = useState<BookMode>("available");
  const [asked, setAsked] = useState(false);
  const rule = start ? repeatRule(repeatOf(choice), start) : undefined;
  const body =
    start && rule && "rrule" in rule && /^\d+$/.test(minutes)
      ? { start: startText(start), duration: Number(minutes) * 60, time_zone: timeZone, rrule: rule.rrule, mode }
      : undefined;
  const bodyKey = JSON.stringify({ ...body, mode: undefined, watermarkId });

  const show = (series: ReservationSeriesView) => onConflicts(series.occurrences.flatMap((o) => o.conflicts ?? []));
  const preview = useMutation({
    mutationFn: async () => ({ key: bodyKey, series: unwrap(await reserveSeries(watermarkId, body!, true)) }),
    onSuccess: ({ series }) => show(series),
  });
  const book = useMutation({
    mutationFn: async () => unwrap(await reserveSeries(watermarkId, body!, false)),
    onSuccess: async (series) => {
      show(series);
      await queryClient.invalidateQueries({ queryKey: ["reservations"] });
    },
    // All or nothing was refused: nothing was booked; the preview, asked again, shows why.
    onError: (error) => error instanceof ApiProblem && error.code === "slot_unavailable" && preview.mutate(),
  });
  const previewed = preview.data?.key === bodyKey ? preview.data.series : undefined;
  const shown = book.data ?? previewed;

  return (
    <div className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      <RepeatFields
        choice={choice}
        onChange={(next) => (setChoice(next), book.reset())}
        problem={asked && rule && !("rrule" in rule) ? rule : undefined}
      />
      <BookModeChoice name="series-mode" mode={mode} onChange={setMode} free="the free occurrences" />
      <div className="flex gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={preview.isPending}
          onClick={() => {
            setAsked(true);
            book.reset();
            if (body) preview.mutate();
          }}
        >
          {preview.isPending ? "Checking…" : "Preview"}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!previewed || book.isPending || book.isSuccess}
          onClick={() => book.mutate()}
        >
          {book.isPending ? "Booking…" : "Book series"}
        </button>
      </div>
      {!previewed && !book.data && (
        <p className={mutedTextClass}>Preview the occurrences first: nothing is booked before you confirm.</p>
      )}
      {preview.error && <ProblemAlert problem={preview.error} />}
      {book.error && (
        <ProblemAlert
          problem={book.error}
          title={
            book.error instanceof ApiProblem && book.error.code === "slot_unavailable"
              ? "Nothing was booked: some occurrences are not free (all or nothing)."
              : undefined
          }
        />
      )}
      {shown && <OccurrenceTable series={shown} booked={book.data !== undefined} timeZone={timeZone} names={names} />}
    </div>
  );
}

const OUTCOME: Record<ReservationSeriesView["occurrences"][number]["outcome"], string> = {
  granted: "Booked",
  free: "Free",
  conflict: "Conflict",
  dst_gap: "Refused: DST gap",
  dst_fold: "Refused: DST fold",
  revoked: "Revoked",
};

function OccurrenceTable({
  series,
  booked,
  timeZone,
  names,
}: {
  series: ReservationSeriesView;
  booked: boolean;
  timeZone: string;
  names: ReadonlyMap<string, string>;
}) {
  const { totals, occurrences } = series;
  const refused = totals.conflict + totals.dst_gap + totals.dst_fold;
  const summary = booked
    ? `Booked ${totals.granted} of ${occurrences.length} occurrences${refused ? `; ${refused} refused` : ""}.`
    : `${occurrences.length} occurrences: ${totals.free} free${totals.conflict ? `, ${totals.conflict} in conflict` : ""}${totals.dst_gap + totals.dst_fold ? `, ${totals.dst_gap + totals.dst_fold} refused by a DST change` : ""}.`;
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium" data-testid="series-summary">
        {summary}
      </p>
      <div
        role="region"
        aria-label="Occurrences"
        tabIndex={0}
        className="max-h-80 overflow-auto rounded border border-slate-300 dark:border-slate-700"
      >
        <table className="w-full text-left text-xs">
          <thead className="sticky top-0 bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="px-2 py-1">
                #
              </th>
              <th scope="col" className="px-2 py-1">
                In {timeZone}
              </th>
              <th scope="col" className="px-2 py-1">
                Outcome
              </th>
            </tr>
          </thead>
          <tbody>
            {occurrences.map((o, index) => (
              <tr
                key={o.start}
                data-outcome={o.outcome}
                className="border-t border-slate-200 align-top dark:border-slate-800"
              >
                <td className="px-2 py-1 tabular-nums">{index + 1}</td>
                <td className="px-2 py-1 tabular-nums">{wallText(o.start, o.end, timeZone)}</td>
                <td
                  className={`px-2 py-1 ${o.outcome === "granted" || o.outcome === "free" ? "" : "font-semibold text-red-800 dark:text-red-300"}`}
                >
                  {OUTCOME[o.outcome]}
                  {o.conflicts &&
                    o.conflicts.length > 0 &&
                    `: ${clashText(o.conflicts, names, timeZone, (i) => `occurrence ${i + 1} of this series`)}`}
                  {o.reason && `: ${o.reason}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
