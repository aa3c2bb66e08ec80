// Broadcast start times: ISO 8601 with an explicit UTC offset, checked against an IANA time zone when
// one is given. All calendar arithmetic goes through Temporal, never hand-written offset math.
import { Temporal } from "temporal-polyfill";

/** Date, time (seconds and milliseconds optional) and a mandatory offset: Z or ±hh:mm. */
export const START_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instants the API accepts: from the Unix epoch up to 9999-12-31T00:00:00Z. The upper bound leaves a
 * day's margin so that any instant, written with any UTC offset, keeps the four-digit year RFC 3339
 * requires (an end of +010000-… is not a date most clients can read); nothing is broadcast before 1970.
 */
export const EARLIEST_INSTANT = "1970-01-01T00:00:00Z";
export const LATEST_INSTANT = "9999-12-31T00:00:00Z";
const [earliestNs, latestNs] = [EARLIEST_INSTANT, LATEST_INSTANT].map((text) => Temporal.Instant.from(text).epochNanoseconds);

export function inAcceptedRange(instant: Temporal.Instant): boolean {
  return instant.epochNanoseconds >= earliestNs! && instant.epochNanoseconds <= latestNs!;
}

/** Second 60: Temporal reads a leap second as :59, which would shift the span silently. */
export const LEAP_SECOND = /T\d{2}:\d{2}:60/;

/** The last text parsed and its instant: a request's validation and handling read the same start several times. */
let lastParsed: { text: string; instant: Temporal.Instant | undefined } = { text: "", instant: undefined };

export function parseInstant(text: string): Temporal.Instant | undefined {
  if (text === lastParsed.text) return lastParsed.instant;
  let instant: Temporal.Instant | undefined;
  try {
    instant = Temporal.Instant.from(text);
  } catch {
    instant = undefined;
  }
  lastParsed = { text, instant }; // Temporal instants are immutable, so sharing one is safe
  return instant;
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
  const end = (parseInstant(start) ?? Temporal.Instant.from(start)).add({ seconds: durationSeconds });
  if (start.endsWith("Z")) return end.toString();
  return end.toZonedDateTimeISO(writtenOffset(start)).toString({ timeZoneName: "never" });
}
