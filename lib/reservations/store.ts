// The reservation writes as single SQL statements: each does its lookups, its change and its audit row at
// once, so a crash can never leave a reservation without its audit record (or the reverse). Grants and
// revocations run on the caller's transaction, which also records their webhook event. They are named
// (prepared once per connection), so the database does not parse and plan these statements again on every
// request; instants go as ISO text.
import type pg from "pg";
import { pool } from "../db/client";
import type { LinearReservation } from "../db/generated/client";
import { AUDIT_COLUMNS } from "../keys/audit";
import type { Actor } from "../keys/roles";

/**
 * The columns of linear_reservation a reservation's view shows, under the names of the Prisma model (the
 * timestamptz copies of the span are left out: the view writes the span from its text, and parsing them
 * into Dates was a measurable share of a reservation's CPU).
 */
const RESERVATION_COLUMNS = `r.id, r.token, r.watermark_id AS "watermarkId", r.sid, r.sid_check_digits AS "sidCheckDigits", r.csid,
  r.csid_check_digits AS "csidCheckDigits", r.start_text AS start, r.duration, r.time_zone AS "timeZone", r.status,
  r.created_at_ns AS "createdAt", r.created_by_key_id AS "createdByKeyId", r.revoked_at_ns AS "revokedAt",
  r.revoke_reason AS "revokeReason"`;

/** A reservation as its view needs it. */
export type ReservationRow = Omit<LinearReservation, "startAt" | "endAt" | "csidValue" | "revokedByKeyId">;

type Row = Omit<ReservationRow, "createdAt" | "revokedAt"> & { createdAt: string; revokedAt: string | null };

function reservation(row: Row): ReservationRow {
  return { ...row, createdAt: BigInt(row.createdAt), revokedAt: row.revokedAt === null ? null : BigInt(row.revokedAt) };
}

export interface NewReservation {
  id: string;
  token: string;
  watermarkId: string;
  start: string;
  startAt: Date;
  endAt: Date;
  duration: number;
  timeZone: string | null;
  createdAt: bigint;
}

/**
 * Inserts the reservation under the exclusion constraint, with its audit row, for a Linear watermark.
 * The watermark's type is null when it does not exist; the reservation is absent when it is not Linear.
 * An overlap fails the whole statement with SQLSTATE 23P01 (see isExclusionViolation).
 */
export async function insertReservation(
  client: pg.PoolClient,
  actor: Actor,
  r: NewReservation,
): Promise<{ type: string | null; reservation?: ReservationRow }> {
  const { rows } = await client.query<{ type: string | null } & Row>({
    name: "reservation.create",
    text: `WITH w AS (SELECT * FROM watermark WHERE id = $3::text),
     r AS (
       INSERT INTO linear_reservation (id, token, watermark_id, sid, sid_check_digits, csid, csid_value, csid_check_digits,
         start_text, start_at, end_at, duration, time_zone, status, created_at_ns, created_by_key_id)
       SELECT $1::text, $2::text, w.id, w.sid, w.sid_check_digits, w.csid, w.csid_value, w.csid_check_digits,
         $4::text, $5::timestamptz, $6::timestamptz, $7::int, $8::text, 'Active', $9::bigint, $10::text
       FROM w WHERE w.type = 'Linear'
       RETURNING *),
     a AS (
       INSERT INTO audit_entry (${AUDIT_COLUMNS})
       SELECT $9::bigint, $10::text, $11::text, 'reservation.create', r.id, 'reserved', $12::jsonb FROM r)
     SELECT t.type, ${RESERVATION_COLUMNS}
     FROM (SELECT 1) one LEFT JOIN w t ON true LEFT JOIN r ON true`,
    values: [
      r.id, r.token, r.watermarkId, r.start, r.startAt.toISOString(), r.endAt.toISOString(), r.duration, r.timeZone, String(r.createdAt),
      actor.keyId, actor.name, JSON.stringify({ watermark_id: r.watermarkId, start: r.start, duration: r.duration }),
    ],
  });
  const row = rows[0]!;
  return { type: row.type, reservation: row.id ? reservation(row) : undefined };
}

/** SQLSTATE 23P01: the exclusion constraint refused an overlapping span. */
export function isExclusionViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "23P01";
}

/** The active reservations of the watermark's code that overlap the span, in start order, and the refusal's audit row. */
export async function recordRefusal(actor: Actor, r: NewReservation) {
  const { rows } = await pool().query<{ sid: number; csid: string; start: string | null; duration: number | null; watermarkId: string | null }>({
    name: "reservation.refuse",
    text: `WITH w AS (SELECT sid, csid, csid_value FROM watermark WHERE id = $1::text),
     a AS (INSERT INTO audit_entry (${AUDIT_COLUMNS}) VALUES ($4::bigint, $5::text, $6::text, 'reservation.create', $1::text, 'refused: slot_unavailable', $7::jsonb))
     SELECT w.sid, w.csid, r.start_text AS start, r.duration, r.watermark_id AS "watermarkId"
     FROM w LEFT JOIN linear_reservation r
       ON r.sid = w.sid AND r.csid_value = w.csid_value AND r.status = 'Active' AND r.start_at < $3::timestamptz AND r.end_at > $2::timestamptz
     ORDER BY r.start_at`,
    values: [
      r.watermarkId, r.startAt.toISOString(), r.endAt.toISOString(), String(r.createdAt), actor.keyId, actor.name,
      JSON.stringify({ start: r.start, duration: r.duration }),
    ],
  });
  const conflicts = rows.flatMap((row) => (row.start === null ? [] : [{ start: row.start, duration: row.duration!, watermarkId: row.watermarkId! }]));
  return { sid: rows[0]!.sid, csid: rows[0]!.csid, conflicts };
}

export type RevokeOutcome = "not_found" | "forbidden" | "already_revoked" | "revoked";

/**
 * Revokes an active reservation by token with its audit row, in one statement: only an admin or the key
 * that made it may; a refusal for another key's reservation is audited too.
 */
export async function revokeReservation(
  client: pg.PoolClient,
  actor: Actor,
  token: string,
  reason: string | null,
  at: bigint,
): Promise<{ outcome: RevokeOutcome; reservation?: ReservationRow }> {
  const { rows } = await client.query<{ allowed: boolean; revoked: boolean } & Row>({
    name: "reservation.revoke",
    text: `WITH t AS (SELECT id, created_by_key_id = $3::text OR $5::boolean AS allowed FROM linear_reservation WHERE token = $1::text FOR UPDATE),
     u AS (
       UPDATE linear_reservation l SET status = 'Revoked', revoked_at_ns = $2::bigint, revoked_by_key_id = $3::text, revoke_reason = $4::text
       FROM t WHERE l.id = t.id AND t.allowed AND l.status = 'Active'
       RETURNING l.*),
     a AS (
       INSERT INTO audit_entry (${AUDIT_COLUMNS})
       SELECT $2::bigint, $3::text, $6::text, 'reservation.revoke', t.id, CASE WHEN t.allowed THEN 'revoked' ELSE 'refused: forbidden' END, $7::jsonb
       FROM t WHERE NOT t.allowed OR EXISTS (SELECT 1 FROM u))
     SELECT t.allowed, r.id IS NOT NULL AS revoked, ${RESERVATION_COLUMNS}
     FROM t LEFT JOIN u r ON true`,
    values: [token, String(at), actor.keyId, reason, actor.role === "admin", actor.name, reason ? JSON.stringify({ reason }) : null],
  });
  const row = rows[0];
  if (!row) return { outcome: "not_found" };
  if (!row.allowed) return { outcome: "forbidden" };
  if (!row.revoked) return { outcome: "already_revoked" };
  return { outcome: "revoked", reservation: reservation(row) };
}
