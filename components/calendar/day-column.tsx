"use client";
// One day of the week or day view. Memoized: dragging a selection in one day, or any change that
// leaves a day's spans alone, re-renders only the days it touches. Slots are light on purpose (one
// CSS class, no per-slot handler: clicks are delegated to the column), since a busy week has thousands.
import { memo, type PointerEvent } from "react";
import { offsetLabel, type DayFrame, type PlacedSpan, type Span } from "./calendar-time";
import type { GridReservation } from "./time-grid";

/** 72 px an hour: a 30-minute slot (36 px) holds two lines of 12 px text, its times and its name. */
export const MINUTE_PX = 1.2;

export interface DaySelection {
  from: number;
  to: number;
}

/** Where a dragged slot would land in this day, in minutes from its start. */
export interface MoveGhost {
  top: number;
  height: number;
  label: string;
}

export interface DayColumnHandlers {
  pointerDown: (event: PointerEvent<HTMLDivElement>, day: number) => void;
  pointerMove: (event: PointerEvent<HTMLDivElement>, day: number) => void;
  pointerUp: (day: number) => void;
  open: (id: string) => void;
}

interface DayColumnProps {
  day: number;
  frame: DayFrame;
  placed: readonly PlacedSpan<GridReservation>[];
  conflicts: readonly PlacedSpan<Span>[];
  selection?: DaySelection;
  ghost?: MoveGhost;
  handlers: DayColumnHandlers;
}

const toneOf = (item: GridReservation) =>
  item.conflicting ? "conflict" : item.status === "Revoked" ? "revoked" : undefined;

export const DayColumn = memo(function DayColumn({
  day,
  frame,
  placed,
  conflicts,
  selection,
  ghost,
  handlers,
}: DayColumnProps) {
  return (
    <div
      role="group"
      aria-label={`${frame.date.toLocaleString("en-GB", { dateStyle: "full" })}, ${frame.hours} hours, ${offsetLabel(frame)}`}
      data-testid={`day-${frame.date}`}
      className="relative touch-none border-r border-slate-300 select-none dark:border-slate-700"
      style={{ height: frame.minutes * MINUTE_PX }}
      onPointerDown={(event) => handlers.pointerDown(event, day)}
      onPointerMove={(event) => handlers.pointerMove(event, day)}
      onPointerUp={() => handlers.pointerUp(day)}
      onClick={(event) => {
        const id = (event.target as HTMLElement).closest("[data-reservation]")?.getAttribute("data-reservation");
        if (id) handlers.open(id);
      }}
    >
      {frame.marks.map((mark) => (
        <div key={mark.minute} className="calendar-hour" style={{ top: mark.minute * MINUTE_PX }}>
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
      {placed.map(({ item, top, height, lane, lanes }) => (
        <button
          key={item.id}
          type="button"
          data-reservation={item.id}
          data-movable={item.movable || undefined}
          data-tone={toneOf(item)}
          aria-label={`${item.title}, ${item.detail}${item.status === "Revoked" ? ", revoked" : ""}${item.conflicting ? ", conflicting" : ""}`}
          className={item.movable ? "calendar-slot cursor-grab" : "calendar-slot"}
          title={`${item.title}, ${item.detail}`}
          style={{
            top: top * MINUTE_PX,
            height: Math.max(height * MINUTE_PX, 6),
            left: `${(lane / lanes) * 100}%`,
            width: `${100 / lanes}%`,
          }}
        >
          <span className="block truncate tabular-nums">{item.times}</span>
          <span className="block truncate font-medium" data-testid="slot-name">
            {item.name}
          </span>
        </button>
      ))}
      {conflicts.map(({ top, height }, index) => (
        <div
          key={`conflict-${index}`}
          data-testid="conflict"
          className="pointer-events-none absolute inset-x-0 z-20 border-2 border-red-600 bg-red-500/20 text-[11px] font-semibold text-red-900 dark:text-red-200"
          style={{ top: top * MINUTE_PX, height: Math.max(height * MINUTE_PX, 6) }}
        >
          <span className="bg-white/80 px-0.5 dark:bg-slate-950/80">Conflict</span>
        </div>
      ))}
      {ghost && (
        <div
          data-testid="move-ghost"
          className="pointer-events-none absolute inset-x-1 z-30 rounded border-2 border-dashed border-blue-700 bg-blue-500/20 px-1 text-[11px] font-semibold text-blue-950 dark:text-blue-100"
          style={{ top: ghost.top * MINUTE_PX, height: Math.max(ghost.height * MINUTE_PX, 6) }}
        >
          {ghost.label}
        </div>
      )}
      {selection && (
        <div
          className="pointer-events-none absolute inset-x-1 z-20 rounded border-2 border-blue-600 bg-blue-500/20"
          style={{
            top: Math.min(selection.from, selection.to) * MINUTE_PX,
            height: Math.abs(selection.to - selection.from) * MINUTE_PX,
          }}
        />
      )}
    </div>
  );
});
