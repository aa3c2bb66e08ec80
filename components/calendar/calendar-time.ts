// The calendar's time rules: which days a view shows, when each day starts and ends in the chosen
// zone and where its UTC offset changes (Temporal), hence 23-, 24- and 25-hour days; hour labels
// are the zone's wall clock (Intl). Spans are placed by real elapsed time since the day's start.
import { Temporal } from "temporal-polyfill";

/** The timeline shows a week like the week view, one row per code instead of one column per day. */
export type CalendarView = "day" | "week" | "month" | "timeline";
export const VIEWS: readonly CalendarView[] = ["day", "week", "month", "timeline"];

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface HourMark {
  /** Real minutes since the start of the day. */
  minute: number;
  /** Wall-clock label in the zone, e.g. 01:00 (twice on a 25-hour day). */
  label: string;
}

export interface DayFrame {
  date: Temporal.PlainDate;
  startMs: number;
  endMs: number;
  minutes: number;
  hours: number;
  offset: string;
  marks: HourMark[];
  /** The UTC offset changes within this day (a DST change): where, and from what to what. */
  transition?: { minute: number; from: string; to: string };
}

/** A half-open span of real time, in epoch milliseconds. */
export interface Span {
  startMs: number;
  endMs: number;
}

/** Monday-first weeks; a month view shows the whole weeks that cover the month. */
export function visibleDays(view: CalendarView, date: Temporal.PlainDate): Temporal.PlainDate[] {
  if (view === "day") return [date];
  const whole = view === "month";
  const first = whole ? date.with({ day: 1 }) : date;
  const start = first.subtract({ days: first.dayOfWeek - 1 });
  const last = whole ? date.with({ day: date.daysInMonth }) : date;
  const end = last.add({ days: 7 - last.dayOfWeek });
  const days: Temporal.PlainDate[] = [];
  for (let day = start; Temporal.PlainDate.compare(day, end) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
}

/** The previous or next view's date. */
export function stepDate(view: CalendarView, date: Temporal.PlainDate, direction: -1 | 1): Temporal.PlainDate {
  const unit = view === "day" ? { days: direction } : view === "month" ? { months: direction } : { weeks: direction };
  return date.add(unit);
}

/** Consecutive days share their boundaries, so each day costs one Temporal conversion. */
export function dayFrames(dates: readonly Temporal.PlainDate[], timeZone: string): DayFrame[] {
  if (dates.length === 0) return [];
  const clock = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const starts = [...dates, dates.at(-1)!.add({ days: 1 })].map((date) => date.toZonedDateTime({ timeZone }));
  return dates.map((date, index) => {
    const start = starts[index]!;
    const end = starts[index + 1]!;
    const startMs = start.epochMilliseconds;
    const endMs = end.epochMilliseconds;
    const marks: HourMark[] = [];
    for (let ms = startMs; ms < endMs; ms += HOUR_MS)
      marks.push({ minute: (ms - startMs) / MINUTE_MS, label: clock.format(ms) });
    const change = start.offset === end.offset ? null : start.getTimeZoneTransition("next");
    const transition = change
      ? { minute: (change.epochMilliseconds - startMs) / MINUTE_MS, from: start.offset, to: change.offset }
      : undefined;
    const minutes = (endMs - startMs) / MINUTE_MS;
    return { date, startMs, endMs, minutes, hours: minutes / 60, offset: start.offset, marks, transition };
  });
}

export interface PlacedSpan<T> {
  item: T;
  /** Minutes from the day's start, clipped to the day. */
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

/**
 * The spans overlapping a day, clipped to it, side by side where they overlap: each cluster of
 * overlapping spans shares its lanes (first free lane, in start order).
 */
export function placeInDay<T extends Span>(frame: DayFrame, items: readonly T[]): PlacedSpan<T>[] {
  const inDay = items
    .filter((item) => item.startMs < frame.endMs && item.endMs > frame.startMs)
    .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const placed: PlacedSpan<T>[] = [];
  let cluster: PlacedSpan<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -Infinity;
  for (const item of inDay) {
    if (item.startMs >= clusterEnd) {
      for (const span of cluster) span.lanes = laneEnds.length;
      cluster = [];
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((end) => end <= item.startMs);
    if (lane === -1) lane = laneEnds.push(item.endMs) - 1;
    else laneEnds[lane] = item.endMs;
    clusterEnd = cluster.length === 0 ? item.endMs : Math.max(clusterEnd, item.endMs);
    const top = Math.max(0, (item.startMs - frame.startMs) / MINUTE_MS);
    const bottom = Math.min(frame.minutes, (item.endMs - frame.startMs) / MINUTE_MS);
    const span = { item, top, height: bottom - top, lane, lanes: 1 };
    cluster.push(span);
    placed.push(span);
  }
  for (const span of cluster) span.lanes = laneEnds.length;
  return placed;
}

/** The moment a number of real minutes into the day, in the calendar's zone. */
export function atMinute(frame: DayFrame, minute: number, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(frame.startMs + minute * MINUTE_MS).toZonedDateTimeISO(timeZone);
}

/** "UTC-05:00", or "UTC-04:00 → UTC-05:00" on a day whose offset changes. */
export function offsetLabel(frame: DayFrame): string {
  return frame.transition ? `UTC${frame.transition.from} → UTC${frame.transition.to}` : `UTC${frame.offset}`;
}

/** The API writes instants in ISO 8601 with their offset, which Date.parse reads exactly. */
export function spanOf(start: string, end: string): Span {
  return { startMs: Date.parse(start), endMs: Date.parse(end) };
}

export function browserTimeZone(): string {
  return Temporal.Now.timeZoneId();
}
