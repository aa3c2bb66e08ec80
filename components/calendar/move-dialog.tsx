"use client";
// "Move…": a new date, start and duration for a reservation, previewed (free, or the clash) before
// the reschedule, which revokes the old one and grants the new span in one step or changes nothing.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Temporal } from "temporal-polyfill";
import { checkReschedule, rescheduleReservation } from "@/lib/dashboard/actions/scheduling";
import { Field } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, secondaryButtonClass } from "@/components/ui/styles";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import type { ReservationView } from "@/lib/reservations/schemas";
import { occurrenceOf, resolveStart, startText } from "./broadcast-start";
import { Modal } from "./modal";
import { clashText, wallText } from "./schedule-text";

interface MoveDialogProps {
  reservation: ReservationView;
  name?: string;
  zone: string;
  names: ReadonlyMap<string, string>;
  /** The start proposed by dragging the slot; else the reservation's own. */
  proposed?: Temporal.ZonedDateTime;
  onClose: () => void;
  onMoved: (moved: ReservationView) => void;
}

export function MoveDialog({ reservation: r, name, zone, names, proposed, onClose, onMoved }: MoveDialogProps) {
  const queryClient = useQueryClient();
  const initial = proposed ?? Temporal.Instant.from(r.start).toZonedDateTimeISO(zone);
  const [date, setDate] = useState(String(initial.toPlainDate()));
  const [time, setTime] = useState(initial.toPlainTime().toString({ smallestUnit: "minute" }));
  // The repeated hour of a DST fold: the proposed start says which of the two it is.
  const occurrence = occurrenceOf(initial);
  const [minutes, setMinutes] = useState(String(r.duration / 60));
  const resolved = resolveStart(date, time, zone, occurrence);
  const body =
    resolved && /^\d+$/.test(minutes)
      ? { start: startText(resolved.start), duration: Number(minutes) * 60, time_zone: zone }
      : undefined;
  const bodyKey = JSON.stringify(body);

  const preview = useMutation({
    mutationFn: async () => ({ key: bodyKey, answer: unwrap(await checkReschedule(r.token!, body!)) }),
  });
  const move = useMutation({
    mutationFn: async () => unwrap(await rescheduleReservation(r.token!, body!)),
    onSuccess: async (moved) => {
      queryClient.setQueryData(["reservation", r.id], { ...r, status: "Revoked", revoke_reason: "rescheduled" });
      await queryClient.invalidateQueries({ queryKey: ["reservations"] });
      onMoved(moved);
    },
  });
  const previewed = preview.data?.key === bodyKey ? preview.data.answer : undefined;
  const refusal = [move.error, preview.error].find((e) => e) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.reset();
    if (body) preview.mutate();
  };

  return (
    <Modal open title="Move this reservation" onClose={onClose}>
      <p className="text-sm">
        {name ? `${name}, ` : ""}sid {r.sid}, csid {r.csid}: now {wallText(r.start, r.end, zone)}
      </p>
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="New time">
        <div className="grid grid-cols-3 gap-3">
          <Field
            name="move-date"
            label="New date"
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            required
          />
          <Field
            name="move-start"
            label={`New start (${zone})`}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            required
          />
          <Field
            name="move-duration"
            label="Duration (minutes)"
            type="number"
            min={1}
            max={1440}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </div>
        {resolved?.skipped && (
          <p className="text-sm text-amber-800 dark:text-amber-300">
            {time} does not exist that day (clocks go forward): the slot would start at{" "}
            {resolved.start.toPlainTime().toString({ smallestUnit: "minute" })}.
          </p>
        )}
        <button type="submit" className={secondaryButtonClass} disabled={!body || preview.isPending}>
          {preview.isPending ? "Checking…" : "Preview"}
        </button>
      </form>
      {previewed && !move.error && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300" data-testid="move-preview">
          Free: {wallText(previewed.start, previewed.end, zone)}. Moving revokes the current reservation (reason
          “rescheduled”) in the same step.
        </p>
      )}
      {refusal && (
        <ProblemAlert
          problem={
            refusal instanceof ApiProblem && refusal.info.conflicts.length > 0
              ? new ApiProblem({
                  ...refusal.info,
                  detail: `The new span ${clashText(refusal.info.conflicts, names, zone)}. Nothing was changed.`,
                })
              : refusal
          }
          title={
            refusal instanceof ApiProblem && refusal.code === "slot_unavailable"
              ? "The new time is taken for this code."
              : undefined
          }
        />
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!previewed || move.isPending}
          onClick={() => move.mutate()}
        >
          {move.isPending ? "Moving…" : "Move"}
        </button>
      </div>
    </Modal>
  );
}
