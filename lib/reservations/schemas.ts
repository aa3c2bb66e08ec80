import { z } from "zod";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";
import { CursorParam } from "../paging/cursor";
import { Csid, SidParam } from "../watermarks/schemas";
import { LATEST_INSTANT, inAcceptedRange, isTimeZone, offsetIn, parseInstant, writtenOffset } from "../time/broadcast-time";
import { Instant } from "../time/instant";

const MAX_DURATION_SECONDS = 86_400;

export const ReservationCreateRequest = z
  .strictObject({
    start: Instant("start", "Local broadcast start with its UTC offset (echoed back unchanged); start + duration must end by " + LATEST_INSTANT),
    duration: z
      .number({ error: "duration must be an integer number of seconds" })
      .int("duration must be an integer number of seconds")
      .min(1, "duration must be at least 1 second")
      .max(MAX_DURATION_SECONDS, "duration must be at most 86400 seconds (24 hours)"),
    time_zone: text("time_zone")
      .refine(isTimeZone, { error: "time_zone must be an IANA time zone name, e.g. America/New_York" })
      .optional()
      .describe("IANA time zone of the broadcast; when given, start's offset must be this zone's offset at that instant"),
  })
  .superRefine((request, context) => {
    // Refinements run even after a field failed; check only a well-formed start in a known zone.
    const instant = parseInstant(request.start);
    const validDuration = Number.isInteger(request.duration) && request.duration >= 1 && request.duration <= MAX_DURATION_SECONDS;
    if (instant && validDuration && !inAcceptedRange(instant.add({ seconds: request.duration }))) {
      context.addIssue({ code: "custom", path: ["start"], message: `start + duration must end by ${LATEST_INSTANT}` });
    }
    if (!request.time_zone || !instant || !isTimeZone(request.time_zone)) return;
    const expected = offsetIn(instant, request.time_zone);
    const written = writtenOffset(request.start);
    if (expected !== written) {
      context.addIssue({
        code: "custom",
        path: ["start"],
        message: `the offset ${written} is not ${request.time_zone}'s UTC offset at that instant (${expected}): check daylight saving time`,
      });
    }
  })
  .meta({ id: "ReservationCreateRequest" });
export type ReservationCreateRequest = z.infer<typeof ReservationCreateRequest>;

export const ReservationView = z
  .object({
    id: z.string().regex(HEX32),
    watermark_id: z.string().regex(HEX32),
    start: z.string().describe("As the client sent it"),
    end: z.string().describe("start + duration, written with the start's UTC offset (half-open span)"),
    duration: z.number().int(),
    time_zone: z.string().optional(),
    token: z
      .string()
      .regex(HEX32)
      .optional()
      .describe("Revocation token; shown to the key that made the reservation and to admins"),
    sid: z.number().int(),
    sid_check_digits: z.string(),
    csid: z.string(),
    csid_check_digits: z.string(),
    status: z.enum(["Active", "Revoked"]),
    created_at: z.string(),
    revoked_at: z.string().optional(),
    revoke_reason: z.string().optional(),
  })
  .meta({ id: "LinearReservation" });
export type ReservationView = z.infer<typeof ReservationView>;

export const ConflictingSpan = z
  .object({ start: z.string(), end: z.string(), watermark_id: z.string() })
  .meta({ id: "ConflictingSpan" });

export const ReservationList = z
  .object({ items: z.array(ReservationView), next_cursor: z.string().nullable() })
  .meta({ id: "LinearReservationList" });

const listLimit = z.coerce.number({ error: "limit must be an integer" }).int().min(1).max(5000).default(1000);

const RangeQuery = {
  from: Instant("from", "Only spans ending after this instant").optional(),
  to: Instant("to", "Only spans starting before this instant").optional(),
  status: z.enum(["Active", "Revoked"]).optional(),
  cursor: CursorParam,
  limit: listLimit,
};

export const WatermarkReservationsQuery = z.strictObject(RangeQuery);
export const CalendarQuery = z.strictObject({
  ...RangeQuery,
  sid: SidParam.optional(),
  csid: Csid.optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const RevokeRequest = z
  .strictObject({ reason: text("reason", { multiline: true }).max(500, "reason must be at most 500 characters").optional() })
  .optional()
  .meta({ id: "RevokeRequest" });

export const TokenParams = z.object({ token: z.string().regex(HEX32, "tokens are 32 lowercase hex digits") });
