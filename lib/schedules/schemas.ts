import { z } from "zod";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";
import { CursorParam } from "../paging/cursor";
import { isTimeZone } from "../time/broadcast-time";
import { Instant } from "../time/instant";

const booleanParam = (name: string) =>
  z
    .enum(["true", "false"], { error: `${name} must be true or false` })
    .default("false")
    .transform((value) => value === "true");

const TimeZoneParam = text("time_zone")
  .refine(isTimeZone, { error: "time_zone must be an IANA time zone name, e.g. America/New_York" })
  .optional()
  .describe("IANA time zone of the file's local times (BXF SmpteDateTime, CSV starts without an offset)");

export const ScheduleImportQuery = z.strictObject({
  dry_run: booleanParam("dry_run").describe("true: answer what would be booked, write nothing"),
  mode: z
    .enum(["all", "available"], { error: "mode must be all or available" })
    .default("all")
    .describe("all: every event or nothing (409 with the rows); available: book what can be, list the rest"),
  time_zone: TimeZoneParam,
});
export type ScheduleImportQuery = z.infer<typeof ScheduleImportQuery>;

const Clash = z
  .object({
    start: z.string(),
    end: z.string(),
    watermark_id: z.string(),
    line: z.number().int().optional().describe("The clash is this line's event of the same file"),
  })
  .meta({ id: "ScheduleImportClash" });

export const ImportOutcome = z.enum(["granted", "free", "conflict", "unknown_code", "invalid"]);

export const ScheduleImportRow = z
  .object({
    line: z.number().int().describe("The file's line the event starts on"),
    outcome: ImportOutcome,
    watermark_id: z.string().optional(),
    watermark_name: z.string().optional(),
    start: z.string().optional(),
    end: z.string().optional(),
    duration: z.number().int().optional(),
    reservation_id: z
      .string()
      .optional()
      .describe("The reservation granted (its token: GET the watermark's reservations)"),
    conflicts: z.array(Clash).optional(),
    reason: z.string().optional().describe("Why the event is invalid, or which code was unknown"),
  })
  .meta({ id: "ScheduleImportRow" });
export type ScheduleImportRow = z.infer<typeof ScheduleImportRow>;

const count = z.number().int();
export const ScheduleImportTotals = z
  .object({ events: count, granted: count, free: count, conflict: count, unknown_code: count, invalid: count })
  .meta({ id: "ScheduleImportTotals" });
export type ScheduleImportTotals = z.infer<typeof ScheduleImportTotals>;

const Format = z.enum(["bxf", "csv"]);

const importSummary = {
  id: z.string().regex(HEX32),
  format: Format,
  created_at: z.string(),
  created_by: z.string().describe("The name of the key that imported it"),
};

export const ScheduleImportSummary = z
  .object({ ...importSummary, mode: z.enum(["all", "available"]), totals: ScheduleImportTotals })
  .meta({ id: "ScheduleImportSummary" });

export const ScheduleImportView = z
  .object({
    ...importSummary,
    id: z.string().regex(HEX32).nullable().describe("null on a dry run: nothing was kept"),
    mode: z.enum(["all", "available"]),
    dry_run: z.boolean(),
    totals: ScheduleImportTotals,
    rows: z.array(ScheduleImportRow),
  })
  .meta({ id: "ScheduleImport" });
export type ScheduleImportView = z.infer<typeof ScheduleImportView>;

export const ScheduleImportList = z
  .object({ items: z.array(ScheduleImportSummary), next_cursor: z.string().nullable() })
  .meta({ id: "ScheduleImportList" });

export const AsRunQuery = z.strictObject({
  from: Instant("from", "Start of the window to reconcile (default: the earliest aired event)").optional(),
  to: Instant("to", "End of the window (default: the end of the latest aired event)").optional(),
  tolerance: z.coerce
    .number({ error: "tolerance must be an integer" })
    .int("tolerance must be an integer")
    .min(0, "tolerance must be 0 to 3600 seconds")
    .max(3600, "tolerance must be 0 to 3600 seconds")
    .default(1)
    .describe("Seconds a start or end may differ and still count as aired as reserved"),
  time_zone: TimeZoneParam,
});
export type AsRunQuery = z.infer<typeof AsRunQuery>;

export const AsRunOutcome = z.enum([
  "aired_as_reserved",
  "aired_at_other_time",
  "not_aired",
  "unreserved",
  "unknown_code",
  "invalid",
]);

const Span = z.object({ start: z.string(), end: z.string(), duration: z.number().int() });

export const AsRunRow = z
  .object({
    outcome: AsRunOutcome,
    line: z.number().int().optional().describe("The as-run log's line of the aired event"),
    watermark_id: z.string().optional(),
    watermark_name: z.string().optional(),
    reservation: Span.extend({ id: z.string() }).optional(),
    aired: Span.optional(),
    start_offset: z.number().int().optional().describe("Aired start minus reserved start, in seconds"),
    end_offset: z.number().int().optional().describe("Aired end minus reserved end, in seconds"),
    reason: z.string().optional(),
  })
  .meta({ id: "AsRunRow" });
export type AsRunRow = z.infer<typeof AsRunRow>;

export const AsRunTotals = z
  .object({
    aired_as_reserved: count,
    aired_at_other_time: count,
    not_aired: count,
    unreserved: count,
    unknown_code: count,
    invalid: count,
  })
  .meta({ id: "AsRunTotals" });
export type AsRunTotals = z.infer<typeof AsRunTotals>;

const asRunSummary = {
  ...importSummary,
  from: z.string(),
  to: z.string(),
  tolerance: z.number().int(),
  totals: AsRunTotals,
};

export const AsRunSummary = z.object(asRunSummary).meta({ id: "AsRunSummary" });
export const AsRunReport = z.object({ ...asRunSummary, rows: z.array(AsRunRow) }).meta({ id: "AsRunReport" });
export type AsRunReport = z.infer<typeof AsRunReport>;
export const AsRunList = z
  .object({ items: z.array(AsRunSummary), next_cursor: z.string().nullable() })
  .meta({ id: "AsRunList" });

export const ImportIdParams = z.object({ id: z.string().regex(HEX32, "import ids are 32 lowercase hex digits") });

export const ImportListQuery = z.strictObject({
  cursor: CursorParam,
  limit: z.coerce
    .number({ error: "limit must be an integer" })
    .int("limit must be an integer")
    .min(1)
    .max(200)
    .default(50),
});
export type ImportListQuery = z.infer<typeof ImportListQuery>;
