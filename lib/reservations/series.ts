// Reservation series: a rule expanded in a time zone, each occurrence an ordinary reservation (own token,
// audit row and event) written as one batch with the series row, so a series exists exactly with its grants.
import type pg from "pg";
import { inTransaction, pool } from "../db/client";
import { emitEvents, onPgClient } from "../events/emit";
import { Problem, notFound } from "../http/problem";
import { newId } from "../ids/random-hex";
import { AUDIT_COLUMNS } from "../keys/audit";
import type { Actor } from "../keys/roles";
import { endText, inAcceptedRange, parseInstant } from "../time/broadcast-time";
import { formatNs, nowNs } from "../time/clock";
import { getWatermark } from "../watermarks/service";
import { reserveManyWithin, type SpanOutcome } from "./batch";
import { expandRule, type Occurrence } from "./series-expand";
import { parseRule } from "./series-rule";
import { NO_ONE, reservationView } from "./service";
import { emitStaleOutputs } from "./stale";
import { RESERVATION_COLUMNS, reservation, type Row } from "./store";
import type { ReservationSeriesView, SeriesCreateRequest, SeriesOccurrence } from "./schemas";

type Totals = ReservationSeriesView["totals"];

export async function createSeries(actor: Actor, watermarkId: string, request: SeriesCreateRequest, dryRun: boolean) {
  const watermark = await getWatermark(watermarkId);
  if (watermark.type !== "Linear") {
    throw new Problem(
      409,
      "watermark_not_linear",
      `watermark ${watermarkId} is a VOD watermark; only Linear watermarks take broadcast reservations`,
    );
  }
  const occurrences = occurrencesOf(request);
  const placed = occurrences.flatMap((o, index) =>
    "start" in o ? [{ index, start: o.start.toString({ timeZoneName: "never" }) }] : [],
  );
  const refusedByDst = placed.length < occurrences.length;
  const spans = placed.map((p) => ({
    watermarkId,
    start: p.start,
    duration: request.duration,
    timeZone: request.time_zone,
  }));
  const series = { id: newId(), createdAt: nowNs() };
  // Mode all with an occurrence in a gap or fold refuses the series; the batch still runs (rolled back) to list the clashes.
  const rollBack = dryRun || (request.mode === "all" && refusedByDst);
  const { committed, outcomes } = await reserveManyWithin(
    actor,
    spans,
    { mode: request.mode, dryRun: rollBack, seriesId: series.id },
    {
      before: (client) => insertSeries(client, actor, watermarkId, request, series),
    },
  );
  const byOccurrence = new Map(placed.map((p, k) => [p.index, outcomes[k]!]));
  const toOccurrence = (k: number) => placed[k]!.index;
  const views = occurrences.map((o, index) =>
    occurrenceView(o, request.duration, byOccurrence.get(index), toOccurrence),
  );
  const totals: Totals = { granted: 0, free: 0, conflict: 0, dst_gap: 0, dst_fold: 0 };
  for (const view of views) if (view.outcome !== "revoked") totals[view.outcome]++;
  const refused = totals.conflict + totals.dst_gap + totals.dst_fold;
  if (request.mode === "all" && refused > 0) {
    throw new Problem(
      409,
      "slot_unavailable",
      `${refused} of ${views.length} occurrences cannot be reserved; nothing was reserved`,
      {
        totals,
        occurrences: views,
      },
    );
  }
  const body: ReservationSeriesView = {
    id: committed ? series.id : null,
    watermark_id: watermarkId,
    start: request.start,
    duration: request.duration,
    time_zone: request.time_zone,
    rrule: request.rrule,
    mode: request.mode,
    created_at: formatNs(series.createdAt),
    created_by: actor.name,
    totals,
    occurrences: views,
  };
  return { status: dryRun ? 200 : 201, body };
}

/** The request's occurrences, or 400 naming rrule when the rule gives too many or leaves the accepted range. */
function occurrencesOf(request: SeriesCreateRequest): Occurrence[] {
  const rule = parseRule(request.rrule);
  const start = parseInstant(request.start)!.toZonedDateTimeISO(request.time_zone);
  const expanded = "rule" in rule ? expandRule(rule.rule, start) : rule;
  if ("error" in expanded) throw rruleProblem(expanded.error);
  const last = expanded.occurrences.at(-1)!;
  const lastEnd = last.local.toZonedDateTime(request.time_zone).toInstant().add({ seconds: request.duration });
  if (!inAcceptedRange(lastEnd))
    throw rruleProblem("the rule's occurrences reach beyond the accepted range of instants");
  return expanded.occurrences;
}

function rruleProblem(message: string): Problem {
  return new Problem(400, "validation_failed", `invalid body: rrule: ${message}`, {
    errors: [{ path: "rrule", message: `rrule: ${message}` }],
  });
}

function occurrenceView(
  occurrence: Occurrence,
  duration: number,
  outcome: SpanOutcome | undefined,
  toOccurrence: (spanIndex: number) => number,
): SeriesOccurrence {
  if ("refused" in occurrence) {
    const local = occurrence.local;
    return {
      start: local.toString(),
      end: local.add({ seconds: duration }).toString(),
      outcome: occurrence.refused,
      reason: occurrence.reason,
    };
  }
  const start = occurrence.start.toString({ timeZoneName: "never" });
  const span = { start, end: endText(start, duration) };
  switch (outcome!.outcome) {
    case "granted":
      return { ...span, outcome: "granted", reservation: outcome!.reservation };
    case "free":
      return { ...span, outcome: "free" };
    case "conflict":
      return {
        ...span,
        outcome: "conflict",
        conflicts: outcome!.conflicts.map(({ request_index, ...c }) =>
          request_index === undefined ? c : { ...c, request_index: toOccurrence(request_index) },
        ),
      };
    default:
      throw notFound("the series' watermark");
  }
}

async function insertSeries(
  client: pg.PoolClient,
  actor: Actor,
  watermarkId: string,
  request: SeriesCreateRequest,
  series: { id: string; createdAt: bigint },
) {
  await client.query({
    name: "reservation_series.insert",
    text: `INSERT INTO linear_reservation_series (id, watermark_id, start_text, duration, time_zone, rrule, mode, created_at_ns, created_by_key_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    values: [
      series.id,
      watermarkId,
      request.start,
      request.duration,
      request.time_zone,
      request.rrule,
      request.mode,
      String(series.createdAt),
      actor.keyId,
    ],
  });
}

interface SeriesRow {
  id: string;
  watermark_id: string;
  start_text: string;
  duration: number;
  time_zone: string;
  rrule: string;
  mode: "all" | "available";
  created_at_ns: string;
  created_by_key_id: string;
  created_by: string | null;
}

/** A series with its reservations (outcome granted while Active, revoked after). */
export async function getSeries(actor: Actor, seriesId: string): Promise<ReservationSeriesView> {
  const { rows } = await pool().query<SeriesRow>({
    name: "reservation_series.get",
    text: `SELECT s.*, (SELECT k.name FROM api_key k WHERE k.id = s.created_by_key_id) AS created_by FROM linear_reservation_series s WHERE s.id = $1`,
    values: [seriesId],
  });
  const series = rows[0];
  if (!series) throw notFound(`series ${seriesId}`);
  const { rows: reservations } = await pool().query<Row & { createdBy: string | null }>({
    name: "reservation_series.reservations",
    text: `SELECT ${RESERVATION_COLUMNS} FROM linear_reservation r WHERE r.series_id = $1 ORDER BY r.start_at, r.id`,
    values: [seriesId],
  });
  const occurrences = reservations.map((row): SeriesOccurrence => {
    const view = reservationView(reservation(row), actor);
    return {
      start: view.start,
      end: view.end,
      outcome: view.status === "Active" ? "granted" : "revoked",
      reservation: view,
    };
  });
  return {
    id: series.id,
    watermark_id: series.watermark_id,
    start: series.start_text,
    duration: series.duration,
    time_zone: series.time_zone,
    rrule: series.rrule,
    mode: series.mode,
    created_at: formatNs(BigInt(series.created_at_ns)),
    ...(series.created_by !== null ? { created_by: series.created_by } : {}),
    totals: {
      granted: occurrences.filter((o) => o.outcome === "granted").length,
      free: 0,
      conflict: 0,
      dst_gap: 0,
      dst_fold: 0,
    },
    occurrences,
  };
}

/**
 * Revokes a series' Active occurrences starting at or after `from` (all without it), with an audit row
 * each, in one statement; their reservation.revoked and output.stale events go on the same transaction.
 * Schedulers revoke their own series, admins any; a refusal is audited.
 */
export async function revokeSeries(
  actor: Actor,
  seriesId: string,
  request: { from?: string; reason?: string } | undefined,
) {
  const from = request?.from ? new Date(parseInstant(request.from)!.epochMilliseconds).toISOString() : null;
  const at = nowNs();
  const allowed = await inTransaction(async (client) => {
    const { rows } = await client.query<{ allowed: boolean } & Row & { createdBy: string | null }>({
      name: "reservation_series.revoke",
      text: `WITH s AS (SELECT id, created_by_key_id = $2::text OR $3::boolean AS allowed FROM linear_reservation_series WHERE id = $1::text),
        t AS (SELECT l.id FROM linear_reservation l JOIN s ON s.allowed AND l.series_id = s.id
          WHERE l.status = 'Active' AND l.start_at >= coalesce($4::timestamptz, '-infinity') FOR UPDATE OF l),
        u AS (
          UPDATE linear_reservation l SET status = 'Revoked', revoked_at_ns = $5::bigint, revoked_by_key_id = $2::text, revoke_reason = $6::text
          FROM t WHERE l.id = t.id AND l.status = 'Active'
          RETURNING l.*),
        a AS (
          INSERT INTO audit_entry (${AUDIT_COLUMNS})
          SELECT $5::bigint, $2::text, $7::text, 'reservation.revoke', u.id, 'revoked', jsonb_strip_nulls(jsonb_build_object('series_id', $1::text, 'reason', $6::text)) FROM u
          UNION ALL
          SELECT $5::bigint, $2::text, $7::text, 'reservation.revoke', s.id, 'refused: forbidden', NULL FROM s WHERE NOT s.allowed)
        SELECT s.allowed, ${RESERVATION_COLUMNS} FROM s LEFT JOIN u r ON true ORDER BY r.start_at`,
      values: [seriesId, actor.keyId, actor.role === "admin", from, String(at), request?.reason ?? null, actor.name],
    });
    if (rows.length === 0) throw notFound(`series ${seriesId}`);
    const revoked = rows.filter((row) => row.id !== null).map(reservation);
    const events = revoked.map((r) => ({
      type: "reservation.revoked" as const,
      resourceId: r.id,
      data: reservationView(r, NO_ONE),
    }));
    await emitEvents(onPgClient(client), events);
    await emitStaleOutputs(
      client,
      revoked.map((r) => r.id),
    );
    return rows[0]!.allowed;
  });
  if (!allowed) throw new Problem(403, "forbidden", "schedulers may revoke only series made with their own key");
  return getSeries(actor, seriesId);
}
