"use client";
// The timeline: one row per code (sid, csid) over the week, its slots as bars placed by real time (a
// 25-hour day is wider). A broadcaster has hundreds of codes, so only the rows on screen are rendered.
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef } from "react";
import { offsetLabel, type DayFrame } from "./calendar-time";
import type { GridReservation } from "./time-grid";
import { dayLengthNote } from "./time-grid";

const HOUR_PX = 14;
const ROW_HEIGHT = 40;
const LABEL_PX = 224;
const HEADER_HEIGHT = 52;

interface TimelineRow {
  code: string;
  /** The names of the code's watermarks seen in the week, e.g. one show, or a show and its rerun. */
  names: string;
  slots: GridReservation[];
}

export function timelineRows(reservations: readonly GridReservation[]): TimelineRow[] {
  const byCode = new Map<string, GridReservation[]>();
  for (const reservation of reservations) {
    const slots = byCode.get(reservation.code);
    if (slots) slots.push(reservation);
    else byCode.set(reservation.code, [reservation]);
  }
  return [...byCode]
    .map(([code, slots]) => ({ code, names: [...new Set(slots.map((slot) => slot.name))].join(" · "), slots }))
    .sort((a, b) => a.names.localeCompare(b.names) || a.code.localeCompare(b.code));
}

export function Timeline({
  frames,
  reservations,
  onOpen,
}: {
  frames: readonly DayFrame[];
  reservations: readonly GridReservation[];
  onOpen: (id: string) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => timelineRows(reservations), [reservations]);
  // The compiler leaves this component unmemoized (the virtualizer's functions change as it scrolls), as it must.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const weekStart = frames[0]!.startMs;
  const x = (ms: number) => ((ms - weekStart) / 3_600_000) * HOUR_PX;
  const width = LABEL_PX + x(frames.at(-1)!.endMs);

  return (
    <div
      ref={scroller}
      role="region"
      aria-label="Timeline by code"
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-lg border border-slate-300 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700"
      onClick={(event) => {
        const id = (event.target as HTMLElement).closest("[data-reservation]")?.getAttribute("data-reservation");
        if (id) onOpen(id);
      }}
    >
      <div className="relative" style={{ width, height: HEADER_HEIGHT + virtualizer.getTotalSize() }}>
        <div
          className="sticky top-0 z-20 flex border-b border-slate-300 bg-slate-50 text-sm dark:border-slate-700 dark:bg-slate-900"
          style={{ height: HEADER_HEIGHT }}
        >
          <div
            className="sticky left-0 z-10 shrink-0 border-r border-slate-300 bg-slate-50 px-2 py-1 font-medium dark:border-slate-700 dark:bg-slate-900"
            style={{ width: LABEL_PX }}
          >
            {rows.length} code{rows.length === 1 ? "" : "s"}
          </div>
          {frames.map((frame) => (
            <div
              key={String(frame.date)}
              className="shrink-0 border-r border-slate-300 px-2 py-1 dark:border-slate-700"
              style={{ width: x(frame.endMs) - x(frame.startMs) }}
            >
              <p className="font-medium">
                {frame.date.toLocaleString("en-GB", { weekday: "short", day: "numeric", month: "short" })}
              </p>
              <p className="text-xs tabular-nums">{dayLengthNote(frame) ?? offsetLabel(frame)}</p>
            </div>
          ))}
        </div>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]!;
          return (
            <div
              key={row.code}
              data-testid="timeline-row"
              className="absolute left-0 flex border-b border-slate-200 dark:border-slate-800"
              style={{ top: HEADER_HEIGHT + virtual.start, height: ROW_HEIGHT, width }}
            >
              <div
                className="sticky left-0 z-10 shrink-0 border-r border-slate-300 bg-white px-2 text-xs leading-4 dark:border-slate-700 dark:bg-slate-950"
                style={{ width: LABEL_PX }}
                title={`${row.names} (${row.code})`}
              >
                <p className="truncate pt-0.5 font-medium">{row.names}</p>
                <p className="truncate tabular-nums text-slate-600 dark:text-slate-400">{row.code}</p>
              </div>
              {row.slots.map((slot) => (
                <button
                  key={slot.id}
                  type="button"
                  data-reservation={slot.id}
                  data-tone={slot.conflicting ? "conflict" : slot.status === "Revoked" ? "revoked" : undefined}
                  aria-label={`${slot.title}, ${slot.detail}${slot.status === "Revoked" ? ", revoked" : ""}`}
                  title={`${slot.title}, ${slot.detail}`}
                  className="calendar-slot top-1 bottom-1"
                  style={{
                    left: LABEL_PX + Math.max(0, x(slot.startMs)),
                    width: Math.max(4, x(slot.endMs) - Math.max(0, x(slot.startMs))),
                  }}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
