// An event of an imported file (a schedule or an as-run log), whatever its format: how it names its
// watermark, when it starts and how long it lasts, and the line of the file it was read from.
import { Temporal } from "temporal-polyfill";
import {
  LEAP_SECOND,
  START_PATTERN,
  inAcceptedRange,
  isTimeZone,
  offsetIn,
  parseInstant,
  writtenOffset,
} from "../time/broadcast-time";

/** How an event names its watermark; resolve.ts applies the mapping rule (README, "Schedule imports"). */
export interface WatermarkRef {
  watermarkId?: string;
  sid?: number;
  csid?: string;
  houseNumber?: string;
  name?: string;
  /** A channel narrows a house number or a name to the watermarks whose csid (or sid) it names. */
  channel?: string;
}

/** How the event named its watermark, for a reason such as "no watermark matches house number EN-1". */
export function refText(ref: WatermarkRef): string {
  if (ref.watermarkId) return `watermark_id ${ref.watermarkId}`;
  if (ref.sid !== undefined) return `sid ${ref.sid} csid ${ref.csid}`;
  const named = [ref.houseNumber && `house number ${ref.houseNumber}`, ref.name && `name "${ref.name}"`]
    .filter(Boolean)
    .join(" or ");
  return ref.channel ? `${named} on channel ${ref.channel}` : named;
}

export interface TimedEvent {
  line: number;
  ref: WatermarkRef;
  /** ISO 8601 with the UTC offset the file gave, or the time zone's offset for a local time. */
  start: string;
  duration: number;
  timeZone?: string;
}

/** An event the file describes but that cannot be booked, with the reason (the row's outcome `invalid`). */
export interface InvalidEvent {
  line: number;
  ref: WatermarkRef;
  invalid: string;
}

export type FileEvent = TimedEvent | InvalidEvent;

export const isInvalid = (event: FileEvent): event is InvalidEvent => "invalid" in event;

/** A malformed file: the whole request is refused (400) naming this line. */
export class MalformedFile extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export const MAX_DURATION_SECONDS = 86_400;

/** Thrown by the readers below for one event; the caller turns it into that event's `invalid` reason. */
export class InvalidValue extends Error {}

/**
 * An SMPTE time code HH:MM:SS:FF (";" or "." before the frames for drop frame) or HH:MM:SS, as whole
 * seconds and whether frames were left over. No frame rate is needed: a span is widened to whole
 * seconds (see bxf.ts), so only "some frames" matters.
 */
export function timecodeSeconds(text: string, what: string): { seconds: number; frames: boolean } {
  const match = /^(\d{2}):([0-5]\d):([0-5]\d)(?:[:;.,](\d{2}))?$/.exec(text.trim());
  if (!match) throw new InvalidValue(`${what} "${text}" is not an SMPTE time code HH:MM:SS:FF`);
  const [, hours, minutes, seconds, frames] = match;
  return { seconds: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds), frames: Number(frames ?? 0) > 0 };
}

/** A duration in whole seconds: an integer, or HH:MM:SS. */
export function durationSeconds(text: string): number {
  const trimmed = text.trim();
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : timecodeSeconds(trimmed, "duration").seconds;
  return checkedDuration(seconds);
}

export function checkedDuration(seconds: number): number {
  if (seconds < 1 || seconds > MAX_DURATION_SECONDS) {
    throw new InvalidValue(`duration must be between 1 and ${MAX_DURATION_SECONDS} seconds (got ${seconds})`);
  }
  return seconds;
}

/** An ISO 8601 instant with its UTC offset, as a reservation's start accepts it. */
export function instantText(text: string): string {
  const trimmed = text.trim();
  const instant = START_PATTERN.test(trimmed) && !LEAP_SECOND.test(trimmed) ? parseInstant(trimmed) : undefined;
  if (!instant || !inAcceptedRange(instant)) {
    throw new InvalidValue(
      `start "${text}" is not an ISO 8601 date-time with a UTC offset, e.g. 2026-12-24T20:00:00-05:00`,
    );
  }
  return trimmed;
}

/**
 * A local wall-clock time in an IANA time zone, written with the zone's offset at that moment. A time
 * the zone skips (spring forward) or passes twice (fall back) is refused, never moved.
 */
export function localStart(local: Temporal.PlainDateTime, timeZone: string | undefined): string {
  if (!timeZone) throw new InvalidValue(`start ${local.toString()} has no UTC offset: give a time_zone`);
  if (!isTimeZone(timeZone)) throw new InvalidValue(`time_zone "${timeZone}" is not an IANA time zone name`);
  const earlier = local.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  const later = local.toZonedDateTime(timeZone, { disambiguation: "later" });
  if (!earlier.toPlainDateTime().equals(local))
    throw new InvalidValue(`${local.toString()} does not exist in ${timeZone} (daylight saving gap)`);
  if (!earlier.equals(later))
    throw new InvalidValue(
      `${local.toString()} happens twice in ${timeZone} (daylight saving fold): write its UTC offset`,
    );
  if (!inAcceptedRange(earlier.toInstant()))
    throw new InvalidValue(`start ${local.toString()} is out of the accepted range`);
  return earlier.toString({ timeZoneName: "never", smallestUnit: "second" });
}

/**
 * A start written with its UTC offset, or as a local date-time (YYYY-MM-DD[T ]HH:MM[:SS]) read in the
 * row's time zone or else the request's. A row's own time zone must agree with a written offset.
 */
export function startIn(
  text: string,
  rowZone: string | undefined,
  requestZone: string | undefined,
): { start: string; timeZone?: string } {
  const local = plainDateTime(text);
  const zone = rowZone ?? requestZone;
  if (local) return { start: localStart(local, zone), ...(zone ? { timeZone: zone } : {}) };
  const start = instantText(text);
  if (rowZone === undefined) return { start };
  if (!isTimeZone(rowZone)) throw new InvalidValue(`time_zone "${rowZone}" is not an IANA time zone name`);
  const expected = offsetIn(parseInstant(start)!, rowZone);
  if (expected !== writtenOffset(start))
    throw new InvalidValue(`the offset of ${start} is not ${rowZone}'s UTC offset at that instant (${expected})`);
  return { start, timeZone: rowZone };
}

/** A local date-time written YYYY-MM-DD[T ]HH:MM[:SS]. */
function plainDateTime(text: string): Temporal.PlainDateTime | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  if (!match) return undefined;
  try {
    return Temporal.PlainDateTime.from(`${match[1]}T${match[2]}`, { overflow: "reject" });
  } catch {
    return undefined;
  }
}

/** Runs one event's reading; a value it cannot read makes the event invalid instead of the file malformed. */
export function readEvent(line: number, ref: WatermarkRef, read: () => Omit<TimedEvent, "line" | "ref">): FileEvent {
  try {
    return { line, ref, ...read() };
  } catch (error) {
    if (error instanceof InvalidValue) return { line, ref, invalid: error.message };
    throw error;
  }
}
