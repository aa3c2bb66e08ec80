// The reserve form's "Repeat" as an RFC 5545 RRULE: weekly on chosen days, until a date or a count.
// The service expands it (keeping the local wall clock across DST); the form only writes the rule.
import { Temporal } from "temporal-polyfill";

export const WEEKDAYS = [
  { code: "MO", name: "Monday" },
  { code: "TU", name: "Tuesday" },
  { code: "WE", name: "Wednesday" },
  { code: "TH", name: "Thursday" },
  { code: "FR", name: "Friday" },
  { code: "SA", name: "Saturday" },
  { code: "SU", name: "Sunday" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number]["code"];

/** The service expands at most this many occurrences per series. */
export const MAX_OCCURRENCES = 1000;

export interface Repeat {
  days: readonly Weekday[];
  /** Up to and including a date of the calendar's zone, or a number of occurrences. */
  end: { until: string } | { count: string };
}

export type RuleResult = { rrule: string } | { field: "days" | "until" | "count"; message: string };

/** The weekday code of a date (Temporal numbers Monday 1 … Sunday 7). */
export const weekdayOf = (date: Temporal.PlainDate): Weekday => WEEKDAYS[date.dayOfWeek - 1]!.code;

/**
 * The RRULE of a repeat starting at `start` (its first occurrence, DTSTART), or the field to correct.
 * UNTIL is written in UTC, as RFC 5545 requires with a zoned DTSTART: the last instant of the chosen
 * date in the start's zone, so an occurrence on that date is included whatever its time.
 */
export function repeatRule(repeat: Repeat, start: Temporal.ZonedDateTime): RuleResult {
  if (repeat.days.length === 0) return { field: "days", message: "choose at least one day of the week" };
  if (!repeat.days.includes(weekdayOf(start.toPlainDate()))) {
    return {
      field: "days",
      message: `the first occurrence is a ${WEEKDAYS[start.dayOfWeek - 1]!.name}: include that day, or start on one of the chosen days`,
    };
  }
  // The rule lists the days in week order, whatever order they were ticked in.
  const byDay = WEEKDAYS.map((d) => d.code).filter((code) => repeat.days.includes(code));
  const rule = `FREQ=WEEKLY;BYDAY=${byDay.join(",")}`;
  if ("count" in repeat.end) {
    const count = repeat.end.count;
    if (!/^\d+$/.test(count) || Number(count) < 1 || Number(count) > MAX_OCCURRENCES) {
      return {
        field: "count",
        message: `the number of occurrences must be a whole number from 1 to ${MAX_OCCURRENCES}`,
      };
    }
    return { rrule: `${rule};COUNT=${Number(count)}` };
  }
  let until: Temporal.PlainDate;
  try {
    until = Temporal.PlainDate.from(repeat.end.until);
  } catch {
    return { field: "until", message: "choose the date of the last occurrence" };
  }
  if (Temporal.PlainDate.compare(until, start.toPlainDate()) < 0)
    return { field: "until", message: "the last date must not be before the first occurrence" };
  const lastInstant = until
    .add({ days: 1 })
    .toZonedDateTime({ timeZone: start.timeZoneId })
    .toInstant()
    .subtract({ seconds: 1 });
  return { rrule: `${rule};UNTIL=${utcStamp(lastInstant)}` };
}

/** 2027-03-14T04:59:59Z → 20270314T045959Z (RFC 5545's UTC DATE-TIME). */
function utcStamp(instant: Temporal.Instant): string {
  return instant.toString({ smallestUnit: "second" }).replaceAll("-", "").replaceAll(":", "");
}
