// Broadcast start times: ISO 8601 with an explicit UTC offset, checked against an IANA time zone when
// one is given. All calendar arithmetic goes through Temporal, never hand-written offset math.
import { Temporal } from "temporal-polyfill";

/** Date, time (seconds and milliseconds optional) and a mandatory offset: Z or ±hh:mm. */
export const START_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseInstant(text: string): Temporal.Instant | undefined {
  try {
    return Temporal.Instant.from(text);
  } catch {
    return undefined;
  }
}

/** The UTC offset written in an ISO string, with Z as +00:00 (Temporal's own notation). */
export function writtenOffset(text: string): string {
  return text.endsWith("Z") ? "+00:00" : text.slice(-6);
}

export function isTimeZone(name: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(name);
    return true;
  } catch {
    return false;
  }
}

/** The offset the time zone has at that instant, e.g. -04:00 for America/New_York in July. */
export function offsetIn(instant: Temporal.Instant, timeZone: string): string {
  return instant.toZonedDateTimeISO(timeZone).offset;
}

/** The end of a span, written with the same UTC offset as its start. */
export function endText(start: string, durationSeconds: number): string {
  const end = Temporal.Instant.from(start).add({ seconds: durationSeconds });
  if (start.endsWith("Z")) return end.toString();
  return end.toZonedDateTimeISO(writtenOffset(start)).toString({ timeZoneName: "never" });
}
