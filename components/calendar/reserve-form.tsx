"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Temporal } from "temporal-polyfill";
import { reserve } from "@/lib/dashboard/actions/reservations";
import { Field, messagesByPath } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, errorTextClass, labelClass, mutedTextClass } from "@/components/ui/styles";
import { ApiProblem, unwrap, type ProblemInfo } from "@/lib/client/problem";
import { ReservationCreateRequest } from "@/lib/reservations/schemas";
import type { ReservationView } from "@/lib/reservations/schemas";
import type { WatermarkView } from "@/lib/watermarks/schemas";
import { occurrenceOf, resolveStart, startText, type Occurrence } from "./broadcast-start";
import { WatermarkCombobox, watermarkText } from "@/components/watermarks/watermark-combobox";
import { SeriesSection } from "./series-preview";

export interface Proposal {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
}

interface ReserveFormProps {
  /** The watermark the form books: the page's chosen one (its id is in the URL). */
  watermark: WatermarkView | undefined;
  onChoose: (watermark: WatermarkView | undefined) => void;
  /** Names of the watermarks on screen, to name the slots that refuse an attempt. */
  names: ReadonlyMap<string, string>;
  timeZone: string;
  /** The day the form proposes when no span was selected. */
  day: string;
  /** A span selected by dragging in the grid; the form starts from it. */
  proposal?: Proposal;
  /** Whether the last refusal still holds (the reservations it was refused against are still those shown). */
  refusalCurrent: boolean;
  /** The spans that refused the attempt (empty for other refusals), or undefined once one succeeded. */
  onRefused: (conflicts: ProblemInfo["conflicts"] | undefined) => void;
  /** A reservation was made (the calendar shows it). */
  onReserved?: (reservation: ReservationView) => void;
}

/** The service checks durations in seconds; the form speaks minutes only. */
const MAX_MINUTES = 1440;
const minutesProblem = (text: string) =>
  /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_MINUTES
    ? undefined
    : `duration must be a whole number of minutes, from 1 to ${MAX_MINUTES} (24 hours)`;

/** Reserve by form: a wall-clock start in the calendar's zone, checked by the API's own schema. */
export function ReserveForm({
  watermark,
  onChoose,
  names,
  timeZone,
  day,
  proposal,
  refusalCurrent,
  onRefused,
  onReserved,
}: ReserveFormProps) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(proposal ? String(proposal.start.toPlainDate()) : day);
  const [time, setTime] = useState(
    proposal ? proposal.start.toPlainTime().toString({ smallestUnit: "minute" }) : "20:00",
  );
  const [minutes, setMinutes] = useState(
    proposal ? String(Math.round(proposal.start.until(proposal.end).total({ unit: "minutes" }))) : "60",
  );
  const [occurrence, setOccurrence] = useState<Occurrence>(proposal ? occurrenceOf(proposal.start) : "earlier");
  const [submitted, setSubmitted] = useState(false);
  const [repeating, setRepeating] = useState(false);
  const resolved = resolveStart(date, time, timeZone, occurrence);
  const body = {
    start: resolved ? startText(resolved.start) : `${date}T${time}`,
    duration: Number(minutes) * 60,
    time_zone: timeZone,
  };
  const parsed = ReservationCreateRequest.safeParse(body);
  const mutation = useMutation({
    // The id of the watermark the form shows at the moment of submission, never another.
    mutationFn: async (watermarkId: string) => unwrap(await reserve(watermarkId, parsed.data!)),
    onSuccess: async (reservation) => {
      onRefused(undefined);
      onReserved?.(reservation);
      await queryClient.invalidateQueries({ queryKey: ["reservations"] });
    },
    onError: (error) => onRefused(error instanceof ApiProblem ? error.info.conflicts : []),
  });
  const error = refusalCurrent ? mutation.error : null;
  const local: Record<string, string | undefined> = {
    ...(parsed.success ? {} : messagesByPath(parsed.error.issues)),
    duration: minutesProblem(minutes),
  };
  const server = error instanceof ApiProblem ? messagesByPath(error.info.errors) : {};
  const shown = (path: string) => (submitted ? (local[path] ?? server[path]) : server[path]);
  const unchosen = submitted && !watermark;
  // A series' clashes may lie outside the range shown: the show being booked is named whatever is on screen.
  const withChosen = watermark ? new Map([...names, [watermark.id, watermark.name]]) : names;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (repeating) return; // a series is previewed, then booked, by its own buttons
    if (parsed.success && !local.duration && watermark) mutation.mutate(watermark.id);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="reserve-heading">
      <h2 id="reserve-heading" className="text-lg font-semibold">
        Reserve a slot
      </h2>
      <WatermarkCombobox label="Watermark" type="Linear" value={watermark} onChange={onChoose} />
      <p data-testid="books" className={`${unchosen ? errorTextClass : mutedTextClass} wrap-anywhere`}>
        {watermark ? (
          <>
            Books: <span className="font-medium text-slate-900 dark:text-slate-100">{watermarkText(watermark)}</span>
          </>
        ) : (
          "Choose the watermark to book: search by name, house number, sid or csid."
        )}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field name="date" label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        <Field
          name="start"
          label={`Start (${timeZone})`}
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          error={shown("start")}
          required
        />
      </div>
      {resolved?.repeated && (
        <fieldset>
          <legend className={labelClass}>{time} happens twice that day (clocks go back): which one?</legend>
          {resolved.repeated.map((candidate, index) => {
            const value: Occurrence = index === 0 ? "earlier" : "later";
            return (
              <label key={value} className="mr-4 text-sm">
                <input
                  type="radio"
                  name="occurrence"
                  className="mr-1"
                  checked={occurrence === value}
                  onChange={() => setOccurrence(value)}
                />
                {index === 0 ? "first" : "second"} (UTC{candidate.offset})
              </label>
            );
          })}
        </fieldset>
      )}
      {resolved?.skipped && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {time} does not exist that day (clocks go forward): the slot starts at{" "}
          {resolved.start.toPlainTime().toString({ smallestUnit: "minute" })}.
        </p>
      )}
      <Field
        name="duration"
        label="Duration (minutes)"
        type="number"
        min={1}
        max={1440}
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        error={shown("duration")}
      />
      {resolved && (
        <p className={mutedTextClass} data-testid="resolved-start">
          Start sent to the service: <span className="font-mono">{startText(resolved.start)}</span>
        </p>
      )}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={repeating} onChange={(e) => setRepeating(e.target.checked)} />
        Repeat
      </label>
      {repeating && watermark && (
        <SeriesSection
          watermarkId={watermark.id}
          start={resolved?.start}
          minutes={minutes}
          timeZone={timeZone}
          names={withChosen}
          onConflicts={onRefused}
        />
      )}
      {error && (
        <ProblemAlert
          problem={
            error instanceof ApiProblem && error.info.conflicts.length > 0
              ? conflictProblem(error, withChosen, timeZone)
              : error
          }
        />
      )}
      {!repeating && (
        <button type="submit" className={buttonClass} disabled={mutation.isPending}>
          {mutation.isPending ? "Reserving…" : "Reserve"}
        </button>
      )}
    </form>
  );
}

/** The 409's spans named as a scheduler reads them: the watermark's name and the wall clock of the zone. */
function conflictProblem(error: ApiProblem, names: ReadonlyMap<string, string>, timeZone: string): ApiProblem {
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "short" });
  const spans = error.info.conflicts.map((conflict) => {
    const name = names.get(conflict.watermark_id) ?? "another watermark of this code";
    const [start, end] = [Date.parse(conflict.start), Date.parse(conflict.end)];
    const days = day.format(start) === day.format(end) ? day.format(start) : `${day.format(start)}–${day.format(end)}`;
    return `${name}, ${clock.format(start)}–${clock.format(end)} ${timeZone} (${days})`;
  });
  return new ApiProblem({ ...error.info, detail: `This slot overlaps ${spans.join("; ")}.` });
}
