"use client";
// Week and day views: one column per day, as tall as the day is long in the chosen zone (a 25-hour
// day is taller than a 23-hour one), hours labelled by the wall clock, spans placed by real time.
import { useState, type PointerEvent } from "react";
import type { Temporal } from "temporal-polyfill";
import { atMinute, offsetLabel, placeInDay, type DayFrame, type Span } from "./calendar-time";

export const MINUTE_PX = 2 / 3;
const SNAP_MINUTES = 15;

export interface GridReservation extends Span {
  id: string;
  title: string;
  detail: string;
  status: "Active" | "Revoked";
  conflicting: boolean;
}

interface Selection {
  day: number;
  from: number;
  to: number;
}

export interface TimeGridProps {
  frames: readonly DayFrame[];
  timeZone: string;
  reservations: readonly GridReservation[];
  /** Spans the API named in a 409: drawn over the grid where they are. */
  conflicts: readonly Span[];
  onSelect?: (start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime) => void;
  onOpen?: (id: string) => void;
}

const snap = (minute: number, frame: DayFrame) =>
  Math.min(frame.minutes, Math.max(0, Math.round(minute / SNAP_MINUTES) * SNAP_MINUTES));

export function dayLengthNote(frame: DayFrame): string | undefined {
  if (frame.hours === 24) return undefined;
  return `${frame.hours}-hour day (${frame.hours < 24 ? "clocks go forward" : "clocks go back"})`;
}

export function TimeGrid({ frames, timeZone, reservations, conflicts, onSelect, onOpen }: TimeGridProps) {
  const [selection, setSelection] = useState<Selection>();
  const minuteAt = (event: PointerEvent<HTMLDivElement>, frame: DayFrame) =>
    snap((event.clientY - event.currentTarget.getBoundingClientRect().top) / MINUTE_PX, frame);

  const startDrag = (event: PointerEvent<HTMLDivElement>, day: number) => {
    if (event.target !== event.currentTarget || event.button !== 0 || !onSelect) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const minute = minuteAt(event, frames[day]!);
    setSelection({ day, from: minute, to: minute });
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>, day: number) => {
    if (selection?.day !== day) return;
    setSelection({ ...selection, to: minuteAt(event, frames[day]!) });
  };
  const endDrag = (day: number) => {
    if (selection?.day !== day) return;
    const frame = frames[day]!;
    const from = Math.min(selection.from, selection.to);
    // A click without a drag proposes an hour.
    const to = selection.from === selection.to ? Math.min(frame.minutes, from + 60) : Math.max(selection.from, selection.to);
    setSelection(undefined);
    if (to > from) onSelect?.(atMinute(frame, from, timeZone), atMinute(frame, to, timeZone));
  };

  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border border-slate-300 dark:border-slate-700">
      <div className="grid min-w-max" style={{ gridTemplateColumns: `repeat(${frames.length}, minmax(6.5rem, 1fr))` }}>
        {frames.map((frame) => {
          const note = dayLengthNote(frame);
          return (
            <div
              key={`head-${frame.date}`}
              className="sticky top-0 z-20 border-b border-r border-slate-300 bg-slate-50 px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="font-medium">{frame.date.toLocaleString("en-GB", { weekday: "short", day: "numeric", month: "short" })}</p>
              <p className="text-xs tabular-nums" data-testid="day-offset">
                {offsetLabel(frame)}
              </p>
              {note && (
                <p className="text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="dst-note">
                  {note}
                </p>
              )}
            </div>
          );
        })}
        {frames.map((frame, day) => (
          <div
            key={`day-${frame.date}`}
            role="group"
            aria-label={`${frame.date.toLocaleString("en-GB", { dateStyle: "full" })}, ${frame.hours} hours, ${offsetLabel(frame)}`}
            data-testid={`day-${frame.date}`}
            className="relative touch-none border-r border-slate-300 select-none dark:border-slate-700"
            style={{ height: frame.minutes * MINUTE_PX }}
            onPointerDown={(event) => startDrag(event, day)}
            onPointerMove={(event) => moveDrag(event, day)}
            onPointerUp={() => endDrag(day)}
          >
            {frame.marks.map((mark) => (
              <div
                key={mark.minute}
                className="pointer-events-none absolute inset-x-0 border-t border-slate-200 text-[10px] leading-none text-slate-600 dark:border-slate-800 dark:text-slate-400"
                style={{ top: mark.minute * MINUTE_PX }}
              >
                <span className="ml-0.5 tabular-nums">{mark.label}</span>
              </div>
            ))}
            {frame.transition && (
              <div
                className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-dashed border-amber-600 text-[10px] text-amber-800 dark:text-amber-300"
                style={{ top: frame.transition.minute * MINUTE_PX }}
              >
                <span className="ml-8 bg-white px-0.5 dark:bg-slate-950">
                  UTC{frame.transition.from} → UTC{frame.transition.to}
                </span>
              </div>
            )}
            {placeInDay(frame, reservations).map(({ item, top, height, lane, lanes }) => (
              <button
                key={item.id}
                type="button"
                data-reservation={item.id}
                aria-label={`${item.title}, ${item.detail}${item.status === "Revoked" ? ", revoked" : ""}${item.conflicting ? ", conflicting" : ""}`}
                onClick={() => onOpen?.(item.id)}
                className={`absolute z-10 overflow-hidden rounded border px-1 text-left text-[11px] leading-tight focus-visible:z-30 focus-visible:outline-2 focus-visible:outline-blue-600 ${
                  item.conflicting
                    ? "border-red-700 bg-red-100 text-red-950 ring-2 ring-red-600 dark:bg-red-950 dark:text-red-100"
                    : item.status === "Revoked"
                      ? "border-slate-400 bg-slate-100 text-slate-700 line-through dark:bg-slate-800 dark:text-slate-300"
                      : "border-blue-700 bg-blue-100 text-blue-950 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100"
                }`}
                style={{ top: top * MINUTE_PX, height: Math.max(height * MINUTE_PX, 6), left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }}
              >
                {item.title}
              </button>
            ))}
            {placeInDay(frame, conflicts).map(({ top, height }, index) => (
              <div
                key={`conflict-${index}`}
                data-testid="conflict"
                className="pointer-events-none absolute inset-x-0 z-20 border-2 border-red-600 bg-red-500/20 text-[11px] font-semibold text-red-900 dark:text-red-200"
                style={{ top: top * MINUTE_PX, height: Math.max(height * MINUTE_PX, 6) }}
              >
                <span className="bg-white/80 px-0.5 dark:bg-slate-950/80">Conflict</span>
              </div>
            ))}
            {selection?.day === day && (
              <div
                className="pointer-events-none absolute inset-x-1 z-20 rounded border-2 border-blue-600 bg-blue-500/20"
                style={{ top: Math.min(selection.from, selection.to) * MINUTE_PX, height: Math.abs(selection.to - selection.from) * MINUTE_PX }}
              />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
