// The reservation writes as single SQL statements: each does its lookups, its change and its audit row at
// once, so a crash can never leave a reservation without its audit record (or the reverse). A grant also
// writes its webhook event in the same statement; a revocation runs on the caller's transaction, which
// records its event. They are named
// (prepared once per connection), so the database does not parse and plan these statements again on every
// request; instants go as ISO text.
import type pg from "pg";
import { pool } from "../db/client";
import type { LinearReservation } from "../db/generated/client";
import { AUDIT_COLUMNS } from "../keys/audit";
import type { Actor } from "../keys/roles";
import { endText, parseInstant } from "../time/broadcast-time";
import { formatNs } from "../time/clock";
import { eventCtes } from "../events/emit";

/**
 * The columns of linear_reservation a reservation's view shows, under the names of the Prisma model (the
 * timestamptz copies of the span are left out: the view writes the span from its text, and parsing them
 * into Dates was a measurable share of a reservation's CPU).
 */
export const RESERVATION_COLUMNS = `r.id, r.token, r.watermark_id AS "watermarkId", r.sid, r.sid_check_digits AS "sidCheckDigits", r.csid,
  r.csid_check_digits AS "csidCheckDigits", r.start_text AS start, r.duration, r.time_zone AS "timeZone", r.status,
  r.created_at_ns AS "createdAt", r.created_by_key_id AS "createdByKeyId", r.revoked_at_ns AS "revokedAt",
  r.revoke_reason AS "revokeReason", r.series_id AS "seriesId", r.rescheduled_from_id AS "rescheduledFromId",
  (SELECT k.name FROM api_key k WHERE k.id = r.created_by_key_id) AS "createdBy"`;

/** A reservation as its view needs it, with the name of the key that made it. */
export type ReservationRow = Omit<LinearReservation, "startAt" | "endAt" | "csidValue" | "revokedByKeyId"> & {
  createdBy: string | null;
};

export type Row = Omit<ReservationRow, "createdAt" | "revokedAt"> & { createdAt: string; revokedAt: string | null };

export function reservation(row: Row): ReservationRow {
  return { ...row, createdAt: BigInt(row.createdAt), revokedAt: row.revokedAt === null ? null : BigInt(row.revokedAt) };
}

/** The span a reservation takes: its start as written, its end with the start's offset, the instants compared. */
export type ReservedSpan = Pick<NewReservation, "start" | "end" | "startAt" | "endAt" | "duration" | "timeZone">;

export function reservedSpan(start: string, duration: number, timeZone: string | null | undefined): ReservedSpan {
  const startAt = new Date(parseInstant(start)!.epochMilliseconds);
  return {
    start,
    end: endText(start, duration),
    startAt,
    endAt: new Date(startAt.getTime() + duration * 1000),
    duration,
    timeZone: timeZone ?? null,
  };
}

export interface NewReservation {
  actor: Actor;
  id: string;
  token: string;
  watermarkId: string;
  start: string;
  /** The span's end, written with the start's UTC offset. */
  end: string;
  startAt: Date;
  endAt: Date;
  duration: number;
  timeZone: string | null;
  createdAt: bigint;
  /** The series the reservation is an occurrence of. */
  seriesId: string | null;
}

/** A span that a refused reservation overlaps. */
export interface Conflict {
  start: string;
  duration: number;
  watermarkId: string;
  /** The overlapping span is this request of the same batch. */
  requestIndex?: number;
}

export type ReserveOutcome =
  | { outcome: "no_watermark" }
  | { outcome: "not_linear" }
  | { outcome: "granted"; reservation: ReservationRow }
  | { outcome: "refused"; sid: number; csid: string; conflicts: Conflict[] };

/**
 * A reservation's reservation.created data: its view for a reader without its token (service.ts
 * reservationView, whose member order it keeps), built here so that the event is written by the same
 * statement as the reservation. A reservation without a time zone has no time_zone member.
 */
const CREATED_EVENT_DATA = `json_strip_nulls(json_build_object('id', r.id, 'watermark_id', r.watermark_id, 'start', r.start_text,
  'end', q.end_text, 'duration', r.duration, 'time_zone', r.time_zone, 'sid', r.sid, 'sid_check_digits', r.sid_check_digits,
  'csid', r.csid, 'csid_check_digits', r.csid_check_digits, 'status', r.status, 'created_at', q.created_text,
  'series_id', r.series_id, 'created_by', q.actor_name))`;

/** The Active reservations of the code (sid, csid_value) of row `code` overlapping [from, to), as JSON in start order. */
const conflictsOf = (
  code: string,
  from: string,
  to: string,
) => `(SELECT coalesce(json_agg(json_build_object('start', x.start_text,
  'duration', x.duration, 'watermarkId', x.watermark_id) ORDER BY x.start_at), '[]')
  FROM linear_reservation x
  WHERE x.sid = ${code}.sid AND x.csid_value = ${code}.csid_value AND x.status = 'Active' AND x.start_at < ${to} AND x.end_at > ${from})`;

/** A request's row of the reservation statement: its watermark's type and code, its reservation or its conflicts. */
type ReserveRow = { type: string | null; codeSid: number; codeCsid: string; conflicts: Conflict[] | null } & Row;

/**
 * Reserves spans in one statement (one round trip and one transaction for the whole batch): the inserts
 * under the exclusion constraint, each request's audit row (grant or refusal) and each grant's
 * reservation.created event. An overlap, with an existing reservation or an earlier request of the same
 * batch, makes that request's insert do nothing (ON CONFLICT DO NOTHING applies to exclusion constraints
 * too), so refusals need no second statement either. Results are in the order of the requests.
 */
export async function reserveSpans(requests: NewReservation[], maxAttempts: number): Promise<ReserveOutcome[]> {
  const { rows } = await pool().query<ReserveRow>(reserveStatement(requests, maxAttempts));
  return Promise.all(rows.map((row, i) => outcome(row, requests[i]!)));
}

/**
 * Reserves a batch's spans on the caller's transaction with the statement of reserveSpans; then, with a fresh
 * snapshot (read committed), lists what each refused span overlaps: reservations granted concurrently, and
 * earlier spans of this batch (with their request index).
 */
export async function reserveBatch(
  client: pg.PoolClient,
  requests: NewReservation[],
  maxAttempts: number,
): Promise<ReserveOutcome[]> {
  const { rows } = await client.query<ReserveRow>(reserveStatement(requests, maxAttempts));
  const refused = rows.flatMap((row, i) => (row.type === "Linear" && !row.id ? [i] : []));
  const conflicts = await batchConflicts(client, requests, refused);
  return rows.map((row, i) => {
    if (row.type === null) return { outcome: "no_watermark" };
    if (row.type !== "Linear") return { outcome: "not_linear" };
    if (row.id) return { outcome: "granted", reservation: reservation(row) };
    return { outcome: "refused", sid: row.codeSid, csid: row.codeCsid, conflicts: conflicts.get(i) ?? [] };
  });
}

async function batchConflicts(
  client: pg.PoolClient,
  requests: NewReservation[],
  indexes: number[],
): Promise<Map<number, Conflict[]>> {
  if (indexes.length === 0) return new Map();
  const { rows } = await client.query<{ i: number; conflicts: Conflict[] }>({
    name: "reservation.batch_conflicts",
    text: `SELECT q.i, json_agg(json_build_object('start', x.start_text, 'duration', x.duration, 'watermarkId', x.watermark_id,
         'requestIndex', b.n - 1) ORDER BY x.start_at) AS conflicts
       FROM unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[]) AS q(i, watermark_id, start_at, end_at)
       JOIN watermark w ON w.id = q.watermark_id
       JOIN linear_reservation x ON x.sid = w.sid AND x.csid_value = w.csid_value AND x.status = 'Active'
         AND x.start_at < q.end_at AND x.end_at > q.start_at
       LEFT JOIN unnest($5::text[]) WITH ORDINALITY AS b(id, n) ON b.id = x.id
       GROUP BY q.i`,
    values: [
      indexes,
      indexes.map((i) => requests[i]!.watermarkId),
      indexes.map((i) => requests[i]!.startAt.toISOString()),
      indexes.map((i) => requests[i]!.endAt.toISOString()),
      requests.map((r) => r.id),
    ],
  });
  return new Map(
    rows.map((row) => [
      row.i,
      row.conflicts.map(({ requestIndex, ...c }) => (requestIndex === null ? c : { ...c, requestIndex })),
    ]),
  );
}

function reserveStatement(requests: NewReservation[], maxAttempts: number): pg.QueryConfig {
  const column = <T>(value: (r: NewReservation) => T) => requests.map(value);
  return {
    name: "reservation.create",
    text: `WITH q AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::int[], $8::text[],
         $9::bigint[], $10::text[], $11::text[], $12::text[], $13::text[], $15::text[]) WITH ORDINALITY
       AS q(id, token, watermark_id, start_text, start_at, end_at, duration, time_zone, created_at_ns, key_id, actor_name, end_text, created_text,
         series_id, n)),
     w AS (SELECT q.n, wm.type, wm.sid, wm.sid_check_digits, wm.csid, wm.csid_value, wm.csid_check_digits
       FROM q JOIN watermark wm ON wm.id = q.watermark_id),
     r AS (
       INSERT INTO linear_reservation (id, token, watermark_id, sid, sid_check_digits, csid, csid_value, csid_check_digits,
         start_text, start_at, end_at, duration, time_zone, status, created_at_ns, created_by_key_id, series_id)
       SELECT q.id, q.token, q.watermark_id, w.sid, w.sid_check_digits, w.csid, w.csid_value, w.csid_check_digits,
         q.start_text, q.start_at, q.end_at, q.duration, q.time_zone, 'Active', q.created_at_ns, q.key_id, q.series_id
       FROM q JOIN w USING (n) WHERE w.type = 'Linear' ORDER BY q.n
       ON CONFLICT DO NOTHING
       RETURNING *),
     a AS (
       INSERT INTO audit_entry (${AUDIT_COLUMNS})
       SELECT q.created_at_ns, q.key_id, q.actor_name, 'reservation.create', coalesce(r.id, q.watermark_id),
         CASE WHEN r.id IS NULL THEN 'refused: slot_unavailable' ELSE 'reserved' END,
         CASE WHEN r.id IS NULL THEN jsonb_build_object('start', q.start_text, 'duration', q.duration)
           ELSE jsonb_build_object('watermark_id', q.watermark_id, 'start', q.start_text, 'duration', q.duration) END
       FROM q JOIN w USING (n) LEFT JOIN r ON r.id = q.id WHERE w.type = 'Linear' ORDER BY q.n),
     created AS (SELECT r.id AS resource_id, ${CREATED_EVENT_DATA} AS data, q.created_text, q.created_at_ns FROM r JOIN q ON q.id = r.id),
     ${eventCtes({ events: "created", type: "'reservation.created'::text", factoryId: "NULL::text", timestamp: "ev.created_text", atNs: "ev.created_at_ns", maxAttempts: "$14::int" })}
     SELECT w.type, w.sid AS "codeSid", w.csid AS "codeCsid", ${RESERVATION_COLUMNS},
       CASE WHEN r.id IS NULL AND w.type = 'Linear' THEN ${conflictsOf("w", "q.start_at", "q.end_at")} END AS conflicts,
       (SELECT count(*) FROM webhook_jobs) AS events
     FROM q LEFT JOIN w USING (n) LEFT JOIN r ON r.id = q.id
     ORDER BY q.n`,
    values: [
      column((r) => r.id),
      column((r) => r.token),
      column((r) => r.watermarkId),
      column((r) => r.start),
      column((r) => r.startAt.toISOString()),
      column((r) => r.endAt.toISOString()),
      column((r) => r.duration),
      column((r) => r.timeZone),
      column((r) => String(r.createdAt)),
      column((r) => r.actor.keyId),
      column((r) => r.actor.name),
      column((r) => r.end),
      column((r) => formatNs(r.createdAt)),
      maxAttempts,
      column((r) => r.seriesId),
    ],
  };
}

async function outcome(row: ReserveRow, request: NewReservation): Promise<ReserveOutcome> {
  if (row.type === null) return { outcome: "no_watermark" };
  if (row.type !== "Linear") return { outcome: "not_linear" };
  if (row.id) return { outcome: "granted", reservation: reservation(row) };
  // A reservation granted after this statement's snapshot (by a concurrent statement, or earlier in the same
  // batch) is not in the list: read again with a fresh snapshot so that the 409 names it.
  const conflicts = row.conflicts!.length > 0 ? row.conflicts! : await currentConflicts(request);
  return { outcome: "refused", sid: row.codeSid, csid: row.codeCsid, conflicts };
}

async function currentConflicts(r: NewReservation): Promise<Conflict[]> {
  const { rows } = await pool().query<{ conflicts: Conflict[] }>({
    name: "reservation.conflicts",
    text: `SELECT ${conflictsOf("w", "$2::timestamptz", "$3::timestamptz")} AS conflicts FROM watermark w WHERE w.id = $1::text`,
    values: [r.watermarkId, r.startAt.toISOString(), r.endAt.toISOString()],
  });
  return rows[0]?.conflicts ?? [];
}

export type RevokeOutcome = "not_found" | "forbidden" | "already_revoked" | "revoked";

/**
 * The service's own revocation (docs: a reservation is revoked when applying its watermark fails): the
 * reservation, if still Active, and its audit row (actor "system") in one statement. Undefined when it was
 * already revoked.
 */
export async function revokeBySystem(
  client: pg.PoolClient,
  id: string,
  reason: string,
  at: bigint,
): Promise<ReservationRow | undefined> {
  const { rows } = await client.query<Row>({
    name: "reservation.revoke_by_system",
    text: `WITH u AS (
       UPDATE linear_reservation l SET status = 'Revoked', revoked_at_ns = $2::bigint, revoke_reason = $3::text
       WHERE l.id = $1::text AND l.status = 'Active'
       RETURNING l.*),
     a AS (
       INSERT INTO audit_entry (${AUDIT_COLUMNS})
       SELECT $2::bigint, NULL, 'system', 'reservation.revoke', u.id, 'revoked: watermark application failed', jsonb_build_object('reason', $3::text)
       FROM u)
     SELECT ${RESERVATION_COLUMNS} FROM u r`,
    values: [id, String(at), reason],
  });
  return rows[0] && reservation(rows[0]);
}

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
    values: [
      token,
      String(at),
      actor.keyId,
      reason,
      actor.role === "admin",
      actor.name,
      reason ? JSON.stringify({ reason }) : null,
    ],
  });
  const row = rows[0];
  if (!row) return { outcome: "not_found" };
  if (!row.allowed) return { outcome: "forbidden" };
  if (!row.revoked) return { outcome: "already_revoked" };
  return { outcome: "revoked", reservation: reservation(row) };
}
