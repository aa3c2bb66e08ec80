import { z } from "zod";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";
import { CursorParam } from "../paging/cursor";
import { Csid, SidParam } from "../watermarks/schemas";
import {
  LATEST_INSTANT,
  inAcceptedRange,
  isTimeZone,
  offsetIn,
  parseInstant,
  writtenOffset,
} from "../time/broadcast-time";
import { Instant } from "../time/instant";
import { parseRule } from "./series-rule";

const MAX_DURATION_SECONDS = 86_400;

/** The fields of a span: its start with offset, its duration and optionally its IANA time zone. */
export const SPAN_FIELDS = {
  start: Instant(
    "start",
    "Local broadcast start with its UTC offset (echoed back unchanged); start + duration must end by " + LATEST_INSTANT,
  ),
  duration: z
    .number({ error: "duration must be an integer number of seconds" })
    .int("duration must be an integer number of seconds")
    .min(1, "duration must be at least 1 second")
    .max(MAX_DURATION_SECONDS, "duration must be at most 86400 seconds (24 hours)"),
  time_zone: text("time_zone")
    .refine(isTimeZone, { error: "time_zone must be an IANA time zone name, e.g. America/New_York" })
    .optional()
    .describe("IANA time zone of the broadcast; when given, start's offset must be this zone's offset at that instant"),
};

/** The rules across a span's fields: it ends in the accepted range, and its offset is its zone's. */
export function checkSpan(request: { start: string; duration: number; time_zone?: string }, context: z.RefinementCtx) {
  // Refinements run even after a field failed; check only a well-formed start in a known zone.
  const instant = parseInstant(request.start);
  const validDuration =
    Number.isInteger(request.duration) && request.duration >= 1 && request.duration <= MAX_DURATION_SECONDS;
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
}

export const ReservationCreateRequest = z
  .strictObject(SPAN_FIELDS)
  .superRefine(checkSpan)
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
    series_id: z.string().regex(HEX32).optional().describe("The series this reservation is an occurrence of"),
    rescheduled_from: z
      .string()
      .regex(HEX32)
      .optional()
      .describe("The reservation this one replaced (now Revoked, reason rescheduled)"),
    created_by: z.string().optional().describe("The name of the API key that made the reservation"),
  })
  .meta({ id: "LinearReservation" });
export type ReservationView = z.infer<typeof ReservationView>;

export const ConflictingSpan = z
  .object({
    start: z.string(),
    end: z.string(),
    watermark_id: z.string(),
    request_index: z.number().int().optional().describe("The clash is this earlier item of the same request"),
  })
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
  .strictObject({
    reason: text("reason", { multiline: true }).max(500, "reason must be at most 500 characters").optional(),
  })
  .optional()
  .meta({ id: "RevokeRequest" });

export const TokenParams = z.object({ token: z.string().regex(HEX32, "tokens are 32 lowercase hex digits") });

const DryRun = z
  .enum(["true", "false"], { error: "dry_run must be true or false" })
  .default("false")
  .transform((value) => value === "true")
  .describe("true: check and answer what would happen, writing nothing");
const Mode = z.enum(["all", "available"], { error: "mode must be all or available" });

export const DryRunQuery = z.strictObject({ dry_run: DryRun });

export const MAX_BATCH = 1000;

export const ReservationBatchQuery = z.strictObject({
  dry_run: DryRun,
  mode: Mode.default("all").describe("all: every span or none; available: the free spans"),
});

export const ReservationBatchRequest = z
  .strictObject({
    reservations: z
      .array(
        z
          .strictObject({
            watermark_id: z.string().regex(HEX32, "watermark_id must be 32 lowercase hex digits"),
            ...SPAN_FIELDS,
          })
          .superRefine(checkSpan),
      )
      .min(1, "reservations must hold at least one span")
      .max(MAX_BATCH, `reservations must hold at most ${MAX_BATCH} spans`),
  })
  .meta({ id: "ReservationBatchRequest" });
export type ReservationBatchRequest = z.infer<typeof ReservationBatchRequest>;

const Outcome = z.enum(["granted", "free", "conflict", "unknown_watermark", "not_linear"]);

export const ReservationBatchResult = z
  .object({
    dry_run: z.boolean(),
    mode: Mode,
    committed: z.boolean().describe("Whether the granted spans were written"),
    totals: z.record(Outcome, z.number().int()),
    results: z.array(
      z.object({
        index: z.number().int(),
        outcome: Outcome.describe("free: would be granted (a dry run, or mode all when another span was refused)"),
        reservation: ReservationView.optional(),
        conflicts: z.array(ConflictingSpan).optional(),
      }),
    ),
  })
  .meta({ id: "ReservationBatchResult" });
export type ReservationBatchResult = z.infer<typeof ReservationBatchResult>;

export const SeriesCreateRequest = z
  .strictObject({
    start: SPAN_FIELDS.start.describe(
      "The first occurrence (DTSTART), with the time zone's UTC offset at that instant",
    ),
    duration: SPAN_FIELDS.duration,
    time_zone: text("time_zone")
      .refine(isTimeZone, { error: "time_zone must be an IANA time zone name, e.g. America/New_York" })
      .describe("IANA time zone the rule is expanded in: occurrences keep their local wall-clock time"),
    rrule: text("rrule")
      .max(500, "rrule must be at most 500 characters")
      .superRefine((rrule, context) => {
        const parsed = parseRule(rrule);
        if ("error" in parsed) context.addIssue({ code: "custom", message: `rrule: ${parsed.error}` });
      })
      .describe(
        "RFC 5545 RRULE (leading RRULE: optional): FREQ=DAILY|WEEKLY, INTERVAL, BYDAY, and COUNT or UNTIL; at most 1000 occurrences",
      ),
    mode: Mode.default("all").describe("all: every occurrence or none; available: the free occurrences"),
  })
  .superRefine(checkSpan)
  .meta({ id: "ReservationSeriesCreateRequest" });
export type SeriesCreateRequest = z.infer<typeof SeriesCreateRequest>;

export const SeriesOccurrence = z
  .object({
    start: z.string().describe("With the zone's offset; a dst_gap or dst_fold occurrence has its local time only"),
    end: z.string(),
    outcome: z.enum(["granted", "free", "conflict", "dst_gap", "dst_fold", "revoked"]),
    reservation: ReservationView.optional(),
    conflicts: z
      .array(ConflictingSpan)
      .optional()
      .describe("request_index: the clash is that occurrence of this series"),
    reason: z.string().optional(),
  })
  .meta({ id: "ReservationSeriesOccurrence" });
export type SeriesOccurrence = z.infer<typeof SeriesOccurrence>;

export const ReservationSeriesView = z
  .object({
    id: z.string().regex(HEX32).nullable().describe("null on a dry run"),
    watermark_id: z.string().regex(HEX32),
    start: z.string(),
    duration: z.number().int(),
    time_zone: z.string(),
    rrule: z.string(),
    mode: Mode,
    created_at: z.string(),
    created_by: z.string().optional(),
    totals: z.object({
      granted: z.number().int(),
      free: z.number().int(),
      conflict: z.number().int(),
      dst_gap: z.number().int(),
      dst_fold: z.number().int(),
    }),
    occurrences: z.array(SeriesOccurrence),
  })
  .meta({ id: "ReservationSeries" });
export type ReservationSeriesView = z.infer<typeof ReservationSeriesView>;

export const SeriesParams = z.object({ series_id: z.string().regex(HEX32, "series ids are 32 lowercase hex digits") });

export const SeriesRevokeRequest = z
  .strictObject({
    from: Instant(
      "from",
      "Revoke the Active occurrences starting at or after this instant (all when absent)",
    ).optional(),
    reason: text("reason", { multiline: true }).max(500, "reason must be at most 500 characters").optional(),
  })
  .optional()
  .meta({ id: "ReservationSeriesRevokeRequest" });

export const RescheduleRequest = z
  .strictObject({
    start: SPAN_FIELDS.start,
    duration: SPAN_FIELDS.duration.optional().describe("Defaults to the old reservation's duration"),
    time_zone: SPAN_FIELDS.time_zone.describe("Defaults to the old reservation's time zone"),
  })
  .meta({ id: "RescheduleRequest" });
export type RescheduleRequest = z.infer<typeof RescheduleRequest>;

export const RescheduleCheck = z
  .object({ start: z.string(), end: z.string(), duration: z.number().int(), free: z.literal(true) })
  .meta({ id: "RescheduleCheck" });
