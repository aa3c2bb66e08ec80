// A schedule imported from a traffic system: each event of the file mapped to a watermark (resolve.ts) and
// the whole file reserved as one batch (reserveMany: one transaction, the same exclusion constraint, audit
// rows and events as single reservations). The answer has one row per event, in file order.
import { Problem } from "../http/problem";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { reserveManyWithin, type SpanOutcome, type SpanRequest } from "../reservations/batch";
import { endText } from "../time/broadcast-time";
import { formatNs, nowNs } from "../time/clock";
import { isInvalid, refText, type FileEvent } from "./event";
import { readEventsFile } from "./file";
import { WatermarkIndex } from "./resolve";
import type { ScheduleImportQuery, ScheduleImportRow, ScheduleImportTotals, ScheduleImportView } from "./schemas";
import { keepScheduleImport } from "./store";
import { candidatesFor } from "./watermark-lookup";

export async function importSchedule(
  actor: Actor,
  request: Request,
  query: ScheduleImportQuery,
): Promise<{ status: number; body: ScheduleImportView }> {
  const { format, events } = await readEventsFile(request, query.time_zone);
  const { rows, spans, rowOfSpan } = await mapEvents(events);
  const unbookable = rows.some((row) => row.outcome === "unknown_code" || row.outcome === "invalid");
  // Mode "all" with an event that cannot be booked books nothing: the batch runs as a dry run for the rows.
  const dryRun = query.dry_run || (query.mode === "all" && unbookable);
  const settle = (outcomes: SpanOutcome[]) => {
    outcomes.forEach((outcome, i) =>
      Object.assign(
        rows[rowOfSpan[i]!]!,
        rowOutcome(outcome, (index) => rows[rowOfSpan[index]!]!.line),
      ),
    );
    return { format, mode: query.mode, created_by: actor.name, totals: totalsOf(rows), rows };
  };
  const id = newId();
  const createdAt = nowNs();
  // The import's record is written in the batch's own transaction, from its outcomes: kept with the
  // reservations it made, or rolled back with them.
  const { committed, outcomes } = await reserveManyWithin(
    actor,
    spans,
    { mode: query.mode, dryRun },
    {
      beforeCommit: (client, granted) =>
        keepScheduleImport(client, { id, createdAt, createdByKeyId: actor.keyId, ...settle(granted) }),
    },
  );
  const view = settle(outcomes);
  if (query.dry_run) return { status: 200, body: { id: null, dry_run: true, created_at: formatNs(nowNs()), ...view } };
  if (!committed) {
    const refused = rows.length - view.totals.free;
    throw new Problem(
      409,
      "schedule_refused",
      `${refused} of ${rows.length} events cannot be booked; mode all books every event or none, so nothing was booked`,
      {
        totals: view.totals,
        rows,
      },
    );
  }
  return { status: 201, body: { id, dry_run: false, created_at: formatNs(createdAt), ...view } };
}

async function mapEvents(events: FileEvent[]) {
  const index = new WatermarkIndex(await candidatesFor(events.map((event) => event.ref)));
  const rows: ScheduleImportRow[] = [];
  const spans: SpanRequest[] = [];
  const rowOfSpan: number[] = [];
  for (const event of events) {
    if (isInvalid(event)) {
      rows.push({ line: event.line, outcome: "invalid", reason: event.invalid });
      continue;
    }
    const span = { start: event.start, end: endText(event.start, event.duration), duration: event.duration };
    const resolved = index.resolve(event.ref);
    if ("unknown" in resolved)
      rows.push({
        line: event.line,
        outcome: "unknown_code",
        ...span,
        reason: `no watermark matches ${refText(event.ref)}`,
      });
    else if ("ambiguous" in resolved)
      rows.push({ line: event.line, outcome: "invalid", ...span, reason: resolved.ambiguous });
    else {
      rowOfSpan.push(rows.length);
      spans.push({
        watermarkId: resolved.watermark.id,
        start: event.start,
        duration: event.duration,
        timeZone: event.timeZone ?? null,
      });
      // The outcome is set from the batch's answer.
      rows.push({
        line: event.line,
        outcome: "free",
        watermark_id: resolved.watermark.id,
        watermark_name: resolved.watermark.name,
        ...span,
      });
    }
  }
  return { rows, spans, rowOfSpan };
}

function rowOutcome(outcome: SpanOutcome, lineOfSpan: (index: number) => number): Partial<ScheduleImportRow> {
  switch (outcome.outcome) {
    case "granted":
      return { outcome: "granted", reservation_id: outcome.reservation.id };
    case "free":
      return { outcome: "free" };
    case "conflict":
      return {
        outcome: "conflict",
        conflicts: outcome.conflicts.map(({ request_index, ...clash }) => ({
          ...clash,
          ...(request_index !== undefined ? { line: lineOfSpan(request_index) } : {}),
        })),
      };
    case "unknown_watermark":
      return { outcome: "unknown_code", reason: "the watermark no longer exists" };
    case "not_linear":
      return { outcome: "invalid", reason: "a VOD watermark: only Linear watermarks take broadcast reservations" };
  }
}

function totalsOf(rows: ScheduleImportRow[]): ScheduleImportTotals {
  const totals: ScheduleImportTotals = {
    events: rows.length,
    granted: 0,
    free: 0,
    conflict: 0,
    unknown_code: 0,
    invalid: 0,
  };
  for (const row of rows) totals[row.outcome]++;
  return totals;
}
