// The one schema for an instant a client sends (reservation starts, calendar and audit bounds, job marks).
import { z } from "zod";
import {
  EARLIEST_INSTANT,
  LATEST_INSTANT,
  LEAP_SECOND,
  START_PATTERN,
  inAcceptedRange,
  parseInstant,
} from "./broadcast-time";

const EARLIEST = parseInstant(EARLIEST_INSTANT)!;
const RANGE = `between ${EARLIEST_INSTANT} and ${LATEST_INSTANT}`;

/** An ISO 8601 instant with its UTC offset, within the accepted range, without a leap second. */
export const Instant = (field: string, description: string) =>
  z
    .string({ error: `${field} must be an ISO 8601 date-time string` })
    .regex(START_PATTERN, `${field} must be an ISO 8601 date-time with a UTC offset, e.g. 2026-12-24T20:00:00-05:00`)
    .refine((text) => !LEAP_SECOND.test(text), { error: `${field} must not be a leap second (second 60)` })
    // RFC 3339 section 4.3: -00:00 says the local offset is unknown, so the local time it writes is no broadcast time.
    .refine((text) => !text.endsWith("-00:00"), {
      error: `${field} has the offset -00:00 (local offset unknown, RFC 3339 4.3): write Z or +00:00`,
    })
    .refine((text) => parseInstant(text) !== undefined, { error: `${field} is not a valid date-time` })
    .refine((text) => inAcceptedRange(parseInstant(text) ?? EARLIEST), { error: `${field} must be ${RANGE}` })
    .describe(`${description}. ISO 8601 with a UTC offset, ${RANGE}; no leap second (:60)`);
