"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { Temporal } from "temporal-polyfill";
import { reserve } from "@/app/actions/reservations";
import { Field, messagesByPath } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, labelClass, mutedTextClass } from "@/components/ui/styles";
import { ApiProblem, unwrap, type ProblemInfo } from "@/lib/client/problem";
import { ReservationCreateRequest } from "@/lib/reservations/schemas";
import type { WatermarkView } from "@/lib/watermarks/schemas";
import { occurrenceOf, resolveStart, startText, type Occurrence } from "./broadcast-start";
import { WatermarkSelect } from "./watermark-select";

export interface Proposal {
  start: Temporal.ZonedDateTime;
  end: Temporal.ZonedDateTime;
}

interface ReserveFormProps {
  watermarks: readonly WatermarkView[];
  watermarkId?: string;
  timeZone: string;
  /** The day the form proposes when no span was selected. */
  day: string;
  /** A span selected by dragging in the grid; the form starts from it. */
  proposal?: Proposal;
  onConflicts: (conflicts: ProblemInfo["conflicts"]) => void;
}

/** Reserve by form: a wall-clock start in the calendar's zone, checked by the API's own schema. */
export function ReserveForm({ watermarks, watermarkId, timeZone, day, proposal, onConflicts }: ReserveFormProps) {
  const queryClient = useQueryClient();
  const [watermark, setWatermark] = useState(watermarkId ?? watermarks[0]?.id ?? "");
  const [date, setDate] = useState(proposal ? String(proposal.start.toPlainDate()) : day);
  const [time, setTime] = useState(proposal ? proposal.start.toPlainTime().toString({ smallestUnit: "minute" }) : "20:00");
  const [minutes, setMinutes] = useState(proposal ? String(Math.round(proposal.start.until(proposal.end).total({ unit: "minutes" }))) : "60");
  const [occurrence, setOccurrence] = useState<Occurrence>(proposal ? occurrenceOf(proposal.start) : "earlier");
  const [submitted, setSubmitted] = useState(false);
  const resolved = resolveStart(date, time, timeZone, occurrence);
  const body = { start: resolved ? startText(resolved.start) : `${date}T${time}`, duration: Number(minutes) * 60, time_zone: timeZone };
  const parsed = ReservationCreateRequest.safeParse(body);
  const mutation = useMutation({
    mutationFn: async () => unwrap(await reserve(watermark, parsed.data!)),
    onSuccess: async () => {
      onConflicts([]);
      await queryClient.invalidateQueries({ queryKey: ["reservations"] });
    },
    onError: (error) => onConflicts(error instanceof ApiProblem ? error.info.conflicts : []),
  });
  const local = parsed.success ? {} : messagesByPath(parsed.error.issues);
  const server = mutation.error instanceof ApiProblem ? messagesByPath(mutation.error.info.errors) : {};
  const shown = (path: string) => (submitted ? (local[path] ?? server[path]) : server[path]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && watermark) mutation.mutate();
  };

  if (watermarks.length === 0) return <p className={mutedTextClass}>Register a Linear watermark first: reservations belong to one.</p>;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="reserve-heading">
      <h2 id="reserve-heading" className="text-lg font-semibold">
        Reserve a slot
      </h2>
      <WatermarkSelect label="Watermark" watermarks={watermarks} value={watermark} onChange={setWatermark} />
      <div className="grid grid-cols-2 gap-3">
        <Field name="date" label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        <Field name="start" label={`Start (${timeZone})`} type="time" value={time} onChange={(e) => setTime(e.target.value)} error={shown("start")} required />
      </div>
      {resolved?.repeated && (
        <fieldset>
          <legend className={labelClass}>{time} happens twice that day (clocks go back): which one?</legend>
          {resolved.repeated.map((candidate, index) => {
            const value: Occurrence = index === 0 ? "earlier" : "later";
            return (
              <label key={value} className="mr-4 text-sm">
                <input type="radio" name="occurrence" className="mr-1" checked={occurrence === value} onChange={() => setOccurrence(value)} />
                {index === 0 ? "first" : "second"} (UTC{candidate.offset})
              </label>
            );
          })}
        </fieldset>
      )}
      {resolved?.skipped && (
        <p className="text-sm text-amber-800 dark:text-amber-300">
          {time} does not exist that day (clocks go forward): the slot starts at {resolved.start.toPlainTime().toString({ smallestUnit: "minute" })}.
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
      {mutation.error && <ProblemAlert problem={mutation.error} />}
      {mutation.isSuccess && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          Reserved {mutation.data.start} for {mutation.data.duration} s.
        </p>
      )}
      <button type="submit" className={buttonClass} disabled={mutation.isPending}>
        {mutation.isPending ? "Reserving…" : "Reserve"}
      </button>
    </form>
  );
}
