// A wall-clock date and time in a zone → the instant a broadcast starts, with the two cases DST
// makes: a time that does not exist (spring gap) and a time that exists twice (autumn overlap).
import { Temporal } from "temporal-polyfill";

export type Occurrence = "earlier" | "later";

export interface ResolvedStart {
  start: Temporal.ZonedDateTime;
  /** The wall time fell in a DST gap: the start moved forward by the gap. */
  skipped: boolean;
  /** The wall time happens twice: both candidates, earlier first. */
  repeated?: [Temporal.ZonedDateTime, Temporal.ZonedDateTime];
}

export function resolveStart(
  date: string,
  time: string,
  timeZone: string,
  occurrence: Occurrence,
): ResolvedStart | undefined {
  let wall: Temporal.PlainDateTime;
  try {
    wall = Temporal.PlainDateTime.from(`${date}T${time}`);
  } catch {
    return undefined;
  }
  const earlier = wall.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  const later = wall.toZonedDateTime(timeZone, { disambiguation: "later" });
  const skipped = !earlier.toPlainDateTime().equals(wall);
  if (skipped) return { start: wall.toZonedDateTime(timeZone, { disambiguation: "compatible" }), skipped };
  if (earlier.equals(later)) return { start: earlier, skipped: false };
  return { start: occurrence === "earlier" ? earlier : later, skipped: false, repeated: [earlier, later] };
}

/** The API's start: local time with its UTC offset, to the second. */
export function startText(start: Temporal.ZonedDateTime): string {
  return start.toString({ timeZoneName: "never", smallestUnit: "second" });
}

/** Whether an instant is the first or the second occurrence of its wall time. */
export function occurrenceOf(start: Temporal.ZonedDateTime): Occurrence {
  return start.toPlainDateTime().toZonedDateTime(start.timeZoneId, { disambiguation: "earlier" }).equals(start)
    ? "earlier"
    : "later";
}
