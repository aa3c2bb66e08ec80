"use client";
// "Copy this week to…": the code's active slots of the week shown, at the same wall-clock times of
// the calendar's zone in a target week (or several following ones), each with its own duration;
// previewed by a dry run of the batch, conflicts marked, then booked.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Temporal } from "temporal-polyfill";
import { reserveBatch } from "@/lib/dashboard/actions/scheduling";
import { Field } from "@/components/forms/field";
import { ProblemAlert } from "@/components/ui/status";
import { buttonClass, mutedTextClass, secondaryButtonClass } from "@/components/ui/styles";
import { ApiProblem, unwrap } from "@/lib/client/problem";
import type { ReservationBatchResult, ReservationView } from "@/lib/reservations/schemas";
import { BookModeChoice, type BookMode } from "./book-mode";
import { startText } from "./broadcast-start";
import { Modal } from "./modal";
import { clashText, wallText } from "./schedule-text";
import { weekCopies, type WeekCopy } from "./week-copies";

interface CopyWeekProps {
  /** The Monday of the week shown. */
  monday: Temporal.PlainDate;
  /** The week's reservations of the chosen code (only the Active ones are copied). */
  reservations: readonly ReservationView[];
  zone: string;
  names: ReadonlyMap<string, string>;
}

export function CopyWeek({ monday, reservations, zone, names }: CopyWeekProps) {
  const [open, setOpen] = useState(false);
  const slots = reservations.filter((r) => r.status === "Active");
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={slots.length === 0}
        onClick={() => setOpen(true)}
      >
        Copy this week to…
      </button>
      {open && (
        <CopyWeekDialog monday={monday} slots={slots} zone={zone} names={names} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function CopyWeekDialog({
  monday,
  slots,
  zone,
  names,
  onClose,
}: {
  monday: Temporal.PlainDate;
  slots: readonly ReservationView[];
  zone: string;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState(String(monday.add({ weeks: 1 })));
  const [weeks, setWeeks] = useState("1");
  const [mode, setMode] = useState<BookMode>("available");
  const copies = weekCopies(slots, monday, target, weeks, zone);
  const sent =
    "copies" in copies
      ? copies.copies.filter((c): c is WeekCopy & { start: Temporal.ZonedDateTime } => c.start !== undefined)
      : [];
  const body = {
    reservations: sent.map((c) => ({
      watermark_id: c.source.watermark_id,
      start: startText(c.start),
      duration: c.source.duration,
      time_zone: zone,
    })),
  };
  const bodyKey = JSON.stringify(body);

  const preview = useMutation({
    mutationFn: async () => ({
      key: bodyKey,
      result: unwrap(await reserveBatch(body, { dry_run: true, mode: "available" })),
    }),
  });
  const book = useMutation({
    mutationFn: async () => unwrap(await reserveBatch(body, { dry_run: false, mode })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["reservations"] }),
  });
  const previewed = preview.data?.key === bodyKey ? preview.data.result : undefined;
  const shown = book.data ?? previewed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.reset();
    if (sent.length > 0) preview.mutate();
  };

  return (
    <Modal open title="Copy this week to…" onClose={onClose}>
      <p className="text-sm">
        {slots.length} slot{slots.length === 1 ? "" : "s"} of the week of{" "}
        {monday.toLocaleString("en-GB", { dateStyle: "long" })}, at the same times in {zone}.
      </p>
      <form onSubmit={submit} noValidate className="space-y-3" aria-label="Target weeks">
        <div className="grid grid-cols-2 gap-3">
          <Field
            name="copy-target"
            label="To the week of"
            type="date"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            error={"field" in copies && copies.field === "target" ? copies.message : undefined}
          />
          <Field
            name="copy-weeks"
            label="Number of weeks"
            type="number"
            min={1}
            max={52}
            value={weeks}
            onChange={(e) => setWeeks(e.target.value)}
            error={"field" in copies && copies.field === "weeks" ? copies.message : undefined}
          />
        </div>
        <button type="submit" className={secondaryButtonClass} disabled={sent.length === 0 || preview.isPending}>
          {preview.isPending ? "Checking…" : "Preview"}
        </button>
      </form>
      <BookModeChoice name="copy-mode" mode={mode} onChange={setMode} free="the free slots" />
      {preview.error && <ProblemAlert problem={preview.error} />}
      {book.error && (
        <ProblemAlert
          problem={book.error}
          title={
            book.error instanceof ApiProblem && book.error.code === "slot_unavailable"
              ? "Nothing was booked: some slots are not free (all or nothing)."
              : undefined
          }
        />
      )}
      {"copies" in copies && shown && (
        <CopyTable copies={copies.copies} result={shown} booked={book.data !== undefined} zone={zone} names={names} />
      )}
      {!previewed && <p className={mutedTextClass}>Preview the copies first: nothing is booked before you confirm.</p>}
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={onClose}>
          {book.isSuccess ? "Close" : "Cancel"}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!previewed || book.isPending || book.isSuccess}
          onClick={() => book.mutate()}
        >
          {book.isPending ? "Copying…" : `Copy ${sent.length} slot${sent.length === 1 ? "" : "s"}`}
        </button>
      </div>
    </Modal>
  );
}

function CopyTable({
  copies,
  result,
  booked,
  zone,
  names,
}: {
  copies: readonly WeekCopy[];
  result: ReservationBatchResult;
  booked: boolean;
  zone: string;
  names: ReadonlyMap<string, string>;
}) {
  let sentIndex = 0;
  const { totals } = result;
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm font-medium" data-testid="copy-summary">
        {booked
          ? `Copied ${totals.granted ?? 0} of ${copies.length} slots.`
          : `${copies.length} copies: ${totals.free ?? 0} free, ${totals.conflict ?? 0} in conflict.`}
      </p>
      <div
        role="region"
        aria-label="Copies"
        tabIndex={0}
        className="max-h-72 overflow-auto rounded border border-slate-300 dark:border-slate-700"
      >
        <table className="w-full text-left text-xs">
          <thead className="sticky top-0 bg-slate-50 dark:bg-slate-900">
            <tr>
              {["Slot", "Copy", "Outcome"].map((column) => (
                <th key={column} scope="col" className="px-2 py-1">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {copies.map((copy) => {
              const answer = copy.start ? result.results[sentIndex++] : undefined;
              const ok = answer?.outcome === "granted" || answer?.outcome === "free";
              return (
                <tr
                  key={`${copy.source.id}-${copy.week}`}
                  data-outcome={answer?.outcome ?? "dst"}
                  className="border-t border-slate-200 align-top dark:border-slate-800"
                >
                  <td className="px-2 py-1">
                    {names.get(copy.source.watermark_id) ?? `sid ${copy.source.sid}`},{" "}
                    {wallText(copy.source.start, copy.source.end, zone)}
                  </td>
                  <td className="px-2 py-1 tabular-nums">
                    {copy.start
                      ? wallText(
                          copy.start.toString({ timeZoneName: "never" }),
                          copy.start.add({ seconds: copy.source.duration }).toString({ timeZoneName: "never" }),
                          zone,
                        )
                      : copy.wall}
                  </td>
                  <td className={`px-2 py-1 ${ok ? "" : "font-semibold text-red-800 dark:text-red-300"}`}>
                    {!answer
                      ? copy.refusal
                      : answer.outcome === "granted"
                        ? "Copied"
                        : answer.outcome === "free"
                          ? "Free"
                          : answer.outcome === "conflict"
                            ? `Conflict: ${clashText(answer.conflicts ?? [], names, zone)}`
                            : answer.outcome}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
