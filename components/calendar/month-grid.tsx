"use client";
// The month overview: how many reservations touch each day, and which days are 23 or 25 hours long.
import type { Temporal } from "temporal-polyfill";
import { placeInDay, type DayFrame, type Span } from "./calendar-time";
import { dayLengthNote } from "./time-grid";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export function MonthGrid({
  frames,
  month,
  reservations,
  onOpenDay,
}: {
  frames: readonly DayFrame[];
  month: number;
  reservations: readonly Span[];
  onOpenDay: (date: Temporal.PlainDate) => void;
}) {
  return (
    <div className="relative overflow-x-auto">
      <div className="grid min-w-[36rem] grid-cols-7 gap-px rounded-lg border border-slate-300 bg-slate-300 dark:border-slate-700 dark:bg-slate-700">
        {WEEKDAYS.map((name) => (
          <div key={name} className="bg-slate-50 px-2 py-1 text-xs font-medium dark:bg-slate-900" aria-hidden="true">
            {name}
          </div>
        ))}
        {frames.map((frame) => {
          const count = placeInDay(frame, reservations).length;
          const note = dayLengthNote(frame);
          return (
            <button
              key={String(frame.date)}
              type="button"
              onClick={() => onOpenDay(frame.date)}
              aria-label={`${frame.date.toLocaleString("en-GB", { dateStyle: "full" })}: ${count} reservation${count === 1 ? "" : "s"}${note ? `, ${note}` : ""}`}
              className={`min-h-20 bg-white p-2 text-left text-sm hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:bg-slate-950 dark:hover:bg-slate-900 ${
                frame.date.month === month ? "" : "text-slate-500 dark:text-slate-500"
              }`}
            >
              <span className="font-medium tabular-nums">{frame.date.day}</span>
              {count > 0 && (
                <span className="mt-1 block text-xs text-blue-800 dark:text-blue-300">{count} reserved</span>
              )}
              {note && <span className="mt-1 block text-xs text-amber-800 dark:text-amber-300">{frame.hours} h</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
