// Broadcast start times: ISO 8601 with an explicit UTC offset, checked against an IANA time zone when
// one is given. Parsing and time zones go through Temporal; only a span's end (an instant plus seconds, in
// the start's fixed offset) is computed by hand.
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
const [earliestNs, latestNs] = [EARLIEST_INSTANT, LATEST_INSTANT].map(
  (text) => Temporal.Instant.from(text).epochNanoseconds,
);

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

/**
 * The end of a span, written with the same UTC offset as its start (Temporal's notation: Z stays Z, -00:00
 * becomes +00:00, fractional seconds without trailing zeros). A fixed offset and a duration in seconds need
 * no calendar, so this is plain arithmetic on epoch milliseconds: Temporal's formatting was a measurable
 * share of a reservation's CPU. broadcast-time.test.ts checks it against Temporal.
 */
export function endText(start: string, durationSeconds: number): string {
  const offset = start.endsWith("Z") ? "Z" : start.slice(-6).replace("-00:00", "+00:00");
  const offsetMinutes =
    offset === "Z" ? 0 : (offset[0] === "-" ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const wallClock = new Date(Date.parse(start) + durationSeconds * 1000 + offsetMinutes * 60_000).toISOString();
  const fraction = wallClock.slice(20, 23).replace(/0+$/, "");
  return `${wallClock.slice(0, 19)}${fraction ? `.${fraction}` : ""}${offset}`;
}
