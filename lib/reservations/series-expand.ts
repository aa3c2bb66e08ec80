// A series' occurrences: the rule expanded by rrule-temporal in wall-clock (floating) time, then each
// occurrence placed in the IANA zone by Temporal. Expanding in floating time keeps 18:00 at 18:00 local across
// daylight saving changes; placing each occurrence here is what lets one in a gap or a fold be refused with its
// reason (rrule-temporal, given the zone, drops a gap occurrence or picks one side of a fold silently).
import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";
import { MAX_OCCURRENCES, untilDateTime, type Rule } from "./series-rule";

/** An occurrence: its instant in the zone, or why it has none (a gap) or two (a fold). */
export type Occurrence =
  | { local: Temporal.PlainDateTime; start: Temporal.ZonedDateTime }
  | { local: Temporal.PlainDateTime; refused: "dst_gap" | "dst_fold"; reason: string };

/**
 * The occurrences of `rule` from `start` (its first occurrence, DTSTART) in `timeZone`, or an error when
 * there are more than MAX_OCCURRENCES.
 */
export function expandRule(
  rule: Rule,
  start: Temporal.ZonedDateTime,
): { occurrences: Occurrence[] } | { error: string } {
  const floating = (local: Temporal.PlainDateTime) => Temporal.ZonedDateTime.from(`${local.toString()}[UTC]`);
  const until = rule.until === undefined ? undefined : untilDateTime(rule.until, start.timeZoneId)!;
  if (until && Temporal.PlainDateTime.compare(until, start.toPlainDateTime()) < 0)
    return { error: "UNTIL is before start" };
  let expanded: { toPlainDateTime(): { toString(): string } }[];
  try {
    expanded = new RRuleTemporal({
      freq: rule.freq,
      interval: rule.interval,
      byDay: rule.byDay,
      // One more than allowed tells "too many" apart from "exactly the maximum".
      count: rule.count ?? MAX_OCCURRENCES + 1,
      until: until && floating(until),
      dtstart: floating(start.toPlainDateTime()),
      tzid: "UTC",
    }).all();
  } catch (error) {
    return { error: `the rule cannot be expanded: ${(error as Error).message}` };
  }
  if (expanded.length > MAX_OCCURRENCES) return { error: `the rule gives more than ${MAX_OCCURRENCES} occurrences` };
  return {
    occurrences: expanded.map((occurrence) =>
      place(Temporal.PlainDateTime.from(occurrence.toPlainDateTime().toString()), start.timeZoneId),
    ),
  };
}

/** A wall-clock time in the zone: one instant, none (the clocks skip it) or two (the clocks repeat it). */
export function place(local: Temporal.PlainDateTime, timeZone: string): Occurrence {
  const earlier = local.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  if (!earlier.toPlainDateTime().equals(local)) {
    return {
      local,
      refused: "dst_gap",
      reason: `${local.toString()} does not exist in ${timeZone}: the clocks skip it (daylight saving time)`,
    };
  }
  const later = local.toZonedDateTime(timeZone, { disambiguation: "later" });
  if (!later.toInstant().equals(earlier.toInstant())) {
    return {
      local,
      refused: "dst_fold",
      reason: `${local.toString()} occurs twice in ${timeZone} (${earlier.offset} and ${later.offset}): the clocks repeat it`,
    };
  }
  return { local, start: earlier };
}
