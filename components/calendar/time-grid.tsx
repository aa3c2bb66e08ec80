"use client";
// Week and day views: one column per day, as tall as the day is long in the chosen zone (a 25-hour
// day is taller than a 23-hour one), hours labelled by the wall clock, spans placed by real time.
import { useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type RefObject } from "react";
import type { Temporal } from "temporal-polyfill";
import { atMinute, offsetLabel, placeInDay, type DayFrame, type Span } from "./calendar-time";
import { DayColumn, MINUTE_PX, type DayColumnHandlers, type DaySelection, type MoveGhost } from "./day-column";

export { MINUTE_PX };

const SNAP_MINUTES = 15;

export interface GridReservation extends Span {
  id: string;
  /** Wall-clock times and name, e.g. "20:00–20:30 Evening News". */
  title: string;
  times: string;
  /** The watermark's name, or its code when the name is unknown. */
  name: string;
  /** The code (sid, csid) the slot belongs to: the timeline's rows. */
  code: string;
  detail: string;
  status: "Active" | "Revoked";
  conflicting: boolean;
  /** The user may move it (drag it to another time): it is Active and came with its token. */
  movable?: boolean;
}

interface Selection extends DaySelection {
  day: number;
}

/** A slot being dragged: where it was grabbed (minutes below its start) and where it would start now. */
interface Moving {
  item: GridReservation;
  grab: number;
  day: number;
  minute: number;
  moved: boolean;
}

export interface TimeGridProps {
  frames: readonly DayFrame[];
  timeZone: string;
  reservations: readonly GridReservation[];
  /** Spans the API named in a 409: drawn over the grid where they are. */
  conflicts: readonly Span[];
  onSelect?: (start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime) => void;
  onOpen?: (id: string) => void;
  /** A movable slot was dragged to a new start (same duration). */
  onMove?: (id: string, start: Temporal.ZonedDateTime) => void;
  /** A moment to bring into view (a new, conflicting or linked slot); a new seq scrolls again. */
  focus?: GridFocus;
}

export interface GridFocus {
  startMs: number;
  seq: number;
}

const snap = (minute: number, frame: DayFrame) =>
  Math.min(frame.minutes, Math.max(0, Math.round(minute / SNAP_MINUTES) * SNAP_MINUTES));

export function dayLengthNote(frame: DayFrame): string | undefined {
  if (frame.hours === 24) return undefined;
  return `${frame.hours}-hour day (${frame.hours < 24 ? "clocks go forward" : "clocks go back"})`;
}

export function TimeGrid({
  frames,
  timeZone,
  reservations,
  conflicts,
  onSelect,
  onOpen,
  onMove,
  focus,
}: TimeGridProps) {
  const [selection, setSelection] = useState<Selection>();
  const [moving, setMoving] = useState<Moving>();
  const region = useRef<HTMLDivElement>(null);
  useScrollToFocus(region, frames, focus);
  // The drags in progress, readable by the stable handlers below without re-creating them.
  const drag = useRef<Selection>(undefined);
  const move = useRef<Moving>(undefined);
  const latest = useRef({ frames, timeZone, reservations, onSelect, onOpen, onMove });
  useLayoutEffect(() => {
    latest.current = { frames, timeZone, reservations, onSelect, onOpen, onMove };
  });
  const placed = useMemo(() => frames.map((frame) => placeInDay(frame, reservations)), [frames, reservations]);
  const placedConflicts = useMemo(() => frames.map((frame) => placeInDay(frame, conflicts)), [frames, conflicts]);

  // Stable for the grid's lifetime, so the memoized day columns re-render only when their own data changes.
  const handlers = useMemo<DayColumnHandlers>(() => {
    const minuteAt = (event: PointerEvent<HTMLDivElement>, frame: DayFrame) =>
      snap((event.clientY - event.currentTarget.getBoundingClientRect().top) / MINUTE_PX, frame);
    const show = (next: Selection | undefined) => {
      drag.current = next;
      setSelection(next);
    };
    const showMove = (next: Moving | undefined) => {
      move.current = next;
      setMoving(next);
    };
    // A slot is grabbed without pointer capture: the column under the pointer reports the moves, and a
    // press and release on the slot stays a click (which opens its card).
    const grab = (event: PointerEvent<HTMLDivElement>, day: number) => {
      const id = (event.target as HTMLElement).closest("[data-movable]")?.getAttribute("data-reservation");
      const item = latest.current.reservations.find((r) => r.id === id);
      if (!item || !latest.current.onMove) return false;
      const frame = latest.current.frames[day]!;
      const top = (item.startMs - frame.startMs) / 60_000;
      const pointer = (event.clientY - event.currentTarget.getBoundingClientRect().top) / MINUTE_PX;
      showMove({ item, grab: pointer - top, day, minute: top, moved: false });
      return true;
    };
    return {
      pointerDown: (event, day) => {
        showMove(undefined);
        if (event.button === 0 && grab(event, day)) return;
        if (event.target !== event.currentTarget || event.button !== 0 || !latest.current.onSelect) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        const minute = minuteAt(event, latest.current.frames[day]!);
        show({ day, from: minute, to: minute });
      },
      pointerMove: (event, day) => {
        const moved = move.current;
        if (moved) {
          const frame = latest.current.frames[day]!;
          const minute = snap(
            (event.clientY - event.currentTarget.getBoundingClientRect().top) / MINUTE_PX - moved.grab,
            frame,
          );
          if (minute !== moved.minute || day !== moved.day) showMove({ ...moved, day, minute, moved: true });
          return;
        }
        const current = drag.current;
        if (current?.day !== day) return;
        const to = minuteAt(event, latest.current.frames[day]!);
        if (to !== current.to) show({ ...current, to });
      },
      pointerUp: (day) => {
        const moved = move.current;
        if (moved) {
          showMove(undefined);
          const { frames: days, timeZone: zone, onMove: moveTo } = latest.current;
          const start = atMinute(days[moved.day]!, moved.minute, zone);
          if (moved.moved && day === moved.day && start.epochMilliseconds !== moved.item.startMs)
            moveTo?.(moved.item.id, start);
          return;
        }
        const current = drag.current;
        if (current?.day !== day) return;
        const { frames: days, timeZone: zone, onSelect: select } = latest.current;
        const frame = days[day]!;
        const from = Math.min(current.from, current.to);
        // A click without a drag proposes an hour.
        const to =
          current.from === current.to ? Math.min(frame.minutes, from + 60) : Math.max(current.from, current.to);
        show(undefined);
        if (to > from) select?.(atMinute(frame, from, zone), atMinute(frame, to, zone));
      },
      open: (id) => latest.current.onOpen?.(id),
    };
  }, []);

  return (
    // Focusable so that keyboard users can scroll the grid (a scrollable region must be reachable).
    <div
      ref={region}
      role="region"
      aria-label="Reservations by day"
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-lg border border-slate-300 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700"
    >
      {/* Columns share the width (a week fits a laptop's screen, a DST week too: day notes wrap), down to a
          minimum under which the grid scrolls sideways (phones). */}
      <div className="grid" style={{ gridTemplateColumns: `repeat(${frames.length}, minmax(5.5rem, 1fr))` }}>
        {frames.map((frame) => {
          const note = dayLengthNote(frame);
          return (
            <div
              key={`head-${frame.date}`}
              className="sticky top-0 z-20 border-b border-r border-slate-300 bg-slate-50 px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <p className="font-medium">
                {frame.date.toLocaleString("en-GB", { weekday: "short", day: "numeric", month: "short" })}
              </p>
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
          <DayColumn
            key={`day-${frame.date}`}
            day={day}
            frame={frame}
            placed={placed[day]!}
            conflicts={placedConflicts[day]!}
            selection={selection?.day === day ? selection : undefined}
            ghost={moving?.moved && moving.day === day ? ghostOf(moving, frame, timeZone) : undefined}
            handlers={handlers}
          />
        ))}
      </div>
    </div>
  );
}

/** Scrolls the grid (and the window), when needed, so that the focused moment shows a third of the way down. */
function useScrollToFocus(
  region: RefObject<HTMLDivElement | null>,
  frames: readonly DayFrame[],
  focus: GridFocus | undefined,
) {
  const latestFrames = useRef(frames);
  useLayoutEffect(() => {
    latestFrames.current = frames;
  });
  useLayoutEffect(() => {
    const element = region.current;
    if (!focus || !element) return;
    const day = latestFrames.current.findIndex(
      (frame) => focus.startMs >= frame.startMs && focus.startMs < frame.endMs,
    );
    const column = element.querySelectorAll<HTMLElement>("[role=group]")[day];
    if (!column) return;
    const box = element.getBoundingClientRect();
    const columnBox = column.getBoundingClientRect();
    const y =
      columnBox.top -
      box.top +
      element.scrollTop +
      ((focus.startMs - latestFrames.current[day]!.startMs) / 60_000) * MINUTE_PX;
    const x = columnBox.left - box.left + element.scrollLeft;
    const header = columnBox.top - box.top + element.scrollTop;
    const seen = y >= element.scrollTop + header && y + 24 <= element.scrollTop + element.clientHeight;
    const seenAcross = x >= element.scrollLeft && x + columnBox.width <= element.scrollLeft + element.clientWidth;
    if (!(seen && seenAcross)) {
      element.scrollTo({
        top: seen ? element.scrollTop : Math.max(0, y - element.clientHeight / 3),
        left: seenAcross ? element.scrollLeft : x,
      });
    }
    // The grid may reach below the window (a laptop's screen): bring the moment into the window too.
    const onScreen = box.top + (y - element.scrollTop);
    if (onScreen < 0 || onScreen + 48 > window.innerHeight) window.scrollBy({ top: onScreen - window.innerHeight / 3 });
  }, [region, focus]);
}

function ghostOf({ item, minute }: Moving, frame: DayFrame, timeZone: string): MoveGhost {
  const start = atMinute(frame, minute, timeZone);
  return {
    top: minute,
    height: (item.endMs - item.startMs) / 60_000,
    label: `Move to ${start.toPlainTime().toString({ smallestUnit: "minute" })}`,
  };
}
