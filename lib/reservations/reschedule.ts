// A move: the old reservation revoked (reason "rescheduled") and the new span granted by one statement, or
// nothing changed. The revocation runs first within the statement (the insert reads its row), so the new
// span may overlap the old one under the exclusion constraint; a clash with any other reservation rolls back.
import type pg from "pg";
import { pool } from "../db/client";
import { emitEvent, onPgClient } from "../events/emit";
import { Problem, notFound } from "../http/problem";
import { newId } from "../ids/random-hex";
import { AUDIT_COLUMNS } from "../keys/audit";
import type { Actor } from "../keys/roles";
import { endText, isTimeZone, offsetIn, parseInstant, writtenOffset } from "../time/broadcast-time";
import { nowNs } from "../time/clock";
import { NO_ONE, mayUseReservation, reservationView } from "./service";
import { emitStaleOutputs } from "./stale";
import { RESERVATION_COLUMNS, reservation, reservedSpan, type ReservedSpan, type Row } from "./store";
import type { RescheduleRequest } from "./schemas";

type Moved = Row & { createdBy: string | null };

export async function reschedule(actor: Actor, token: string, request: RescheduleRequest, dryRun: boolean) {
  const old = await reservationByToken(token);
  if (!old) throw notFound("a reservation with this token");
  if (!mayUseReservation(actor, old))
    throw new Problem(403, "forbidden", "schedulers may move only reservations made with their own key");
  if (old.status !== "Active")
    throw new Problem(409, "already_revoked", "this reservation was revoked; only an Active reservation can be moved");
  const duration = request.duration ?? old.duration;
  const timeZone = request.time_zone ?? old.timeZone;
  checkOffset(request.start, timeZone);
  const span = reservedSpan(request.start, duration, timeZone);

  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const moved = await move(client, actor, old.id, span);
    if (!moved) {
      await client.query("ROLLBACK");
      return refusal(old, span);
    }
    if (dryRun) {
      await client.query("ROLLBACK");
      return { status: 200, body: { start: span.start, end: span.end, duration, free: true as const } };
    }
    const to = reservationView(reservation(moved), NO_ONE);
    const from = reservationView((await reservationById(client, old.id))!, NO_ONE);
    await emitEvent(onPgClient(client), { type: "reservation.rescheduled", resourceId: moved.id, data: { from, to } });
    await emitStaleOutputs(client, [old.id]);
    await client.query("COMMIT");
    return { status: 201, body: reservationView(reservation(moved), actor) };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** An inherited time zone holds the new start to its offset just as a given one does. */
function checkOffset(start: string, timeZone: string | null) {
  if (!timeZone || !isTimeZone(timeZone)) return;
  const expected = offsetIn(parseInstant(start)!, timeZone);
  if (expected !== writtenOffset(start)) {
    const message = `the offset ${writtenOffset(start)} is not ${timeZone}'s UTC offset at that instant (${expected}): check daylight saving time`;
    throw new Problem(400, "validation_failed", `invalid body: start: ${message}`, {
      errors: [{ path: "start", message }],
    });
  }
}

async function reservationByToken(token: string) {
  const { rows } = await pool().query<Row & { createdBy: string | null }>({
    name: "reservation.by_token",
    text: `SELECT ${RESERVATION_COLUMNS} FROM linear_reservation r WHERE r.token = $1`,
    values: [token],
  });
  return rows[0] && reservation(rows[0]);
}

async function reservationById(client: pg.PoolClient, id: string) {
  const { rows } = await client.query<Row & { createdBy: string | null }>({
    name: "reservation.by_id",
    text: `SELECT ${RESERVATION_COLUMNS} FROM linear_reservation r WHERE r.id = $1`,
    values: [id],
  });
  return rows[0] && reservation(rows[0]);
}

/** The statement: revoke the old (still Active) reservation, grant the new span naming it, audit the move. Undefined when refused. */
async function move(
  client: pg.PoolClient,
  actor: Actor,
  oldId: string,
  span: ReservedSpan,
): Promise<Moved | undefined> {
  const at = nowNs();
  const { rows } = await client.query<Moved>({
    name: "reservation.reschedule",
    text: `WITH u AS (
        UPDATE linear_reservation l SET status = 'Revoked', revoked_at_ns = $1::bigint, revoked_by_key_id = $2::text, revoke_reason = 'rescheduled'
        WHERE l.id = $3::text AND l.status = 'Active'
        RETURNING l.*),
      r AS (
        INSERT INTO linear_reservation (id, token, watermark_id, sid, sid_check_digits, csid, csid_value, csid_check_digits,
          start_text, start_at, end_at, duration, time_zone, status, created_at_ns, created_by_key_id, series_id, rescheduled_from_id)
        SELECT $4::text, $5::text, u.watermark_id, u.sid, u.sid_check_digits, u.csid, u.csid_value, u.csid_check_digits,
          $6::text, $7::timestamptz, $8::timestamptz, $9::int, $10::text, 'Active', $1::bigint, $2::text, u.series_id, u.id
        FROM u
        ON CONFLICT DO NOTHING
        RETURNING *),
      a AS (
        INSERT INTO audit_entry (${AUDIT_COLUMNS})
        SELECT $1::bigint, $2::text, $11::text, 'reservation.reschedule', u.id, 'rescheduled',
          jsonb_build_object('to', r.id, 'start', r.start_text, 'duration', r.duration)
        FROM u JOIN r ON true)
      SELECT ${RESERVATION_COLUMNS} FROM r`,
    values: [
      String(at),
      actor.keyId,
      oldId,
      newId(),
      newId(),
      span.start,
      span.startAt.toISOString(),
      span.endAt.toISOString(),
      span.duration,
      span.timeZone,
      actor.name,
    ],
  });
  return rows[0];
}

/** 409 with what the new span overlaps, read after the rollback (the old reservation does not count). */
async function refusal(old: { id: string; watermarkId: string }, span: ReservedSpan): Promise<never> {
  const { rows } = await pool().query<{ start_text: string; duration: number; watermark_id: string }>({
    name: "reservation.reschedule_conflicts",
    text: `SELECT x.start_text, x.duration, x.watermark_id FROM watermark w JOIN linear_reservation x
        ON x.sid = w.sid AND x.csid_value = w.csid_value AND x.status = 'Active' AND x.start_at < $3::timestamptz AND x.end_at > $2::timestamptz
      WHERE w.id = $1::text AND x.id <> $4::text ORDER BY x.start_at`,
    values: [old.watermarkId, span.startAt.toISOString(), span.endAt.toISOString(), old.id],
  });
  const conflicts = rows.map((c) => ({
    start: c.start_text,
    end: endText(c.start_text, c.duration),
    watermark_id: c.watermark_id,
  }));
  throw new Problem(
    409,
    "slot_unavailable",
    `the span ${span.start} + ${span.duration} s overlaps an active reservation of the same code`,
    { conflicts },
  );
}
