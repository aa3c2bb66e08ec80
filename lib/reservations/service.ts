import { db, inTransaction } from "../db/client";
import { GroupCommit } from "../db/group-commit";
import type { LinearReservation, Watermark } from "../db/generated/client";
import { Problem, notFound } from "../http/problem";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { decodeCursor, page } from "../paging/cursor";
import { reservationOutcomes } from "../metrics/metrics";
import { emitEvent, maxAttempts, onPgClient, type Execute } from "../events/emit";
import { formatNs, nowNs } from "../time/clock";
import { csidValue } from "../watermarks/schemas";
import { endText, parseInstant } from "../time/broadcast-time";
import {
  reservedSpan,
  reserveSpans,
  revokeBySystem,
  revokeReservation,
  type NewReservation,
  type ReservationRow,
} from "./store";
import { emitStaleOutputs } from "./stale";
import type { CalendarQuery, ReservationCreateRequest, ReservationView } from "./schemas";

/**
 * Concurrent reservations share statements (group commit): one statement at a time per process, with up
 * to 64 requests, so a burst costs a few round trips and commits rather than one per request. Measured
 * with `npm run bench -- reservations` (32 clients): one in flight gave both the highest rate and the
 * lowest p99; two or four in flight contended for the machine's cores.
 */
const reservations = new GroupCommit((spans: NewReservation[]) => reserveSpans(spans, maxAttempts()), 1, 64);

export async function reserve(
  actor: Actor,
  watermarkId: string,
  request: ReservationCreateRequest,
): Promise<ReservationView> {
  const span: NewReservation = {
    actor,
    id: newId(),
    token: newId(),
    watermarkId,
    ...reservedSpan(request.start, request.duration, request.time_zone),
    createdAt: nowNs(),
    seriesId: null,
  };
  const reserved = await reservations.submit(span);
  switch (reserved.outcome) {
    case "no_watermark":
      throw notFound(`watermark ${watermarkId}`);
    case "not_linear":
      throw new Problem(
        409,
        "watermark_not_linear",
        `watermark ${watermarkId} is a VOD watermark; only Linear watermarks take broadcast reservations`,
      );
    case "granted":
      reservationOutcomes.inc({ outcome: "granted" });
      return reservationView(reserved.reservation, actor);
    case "refused": {
      reservationOutcomes.inc({ outcome: "refused" });
      const { sid, csid, conflicts } = reserved;
      throw new Problem(
        409,
        "slot_unavailable",
        `the span ${request.start} + ${request.duration} s overlaps ${conflicts.length || "an"} active reservation(s) of the same code (sid ${sid}, csid ${csid})`,
        {
          conflicts: conflicts.map((c) => ({
            start: c.start,
            end: endText(c.start, c.duration),
            watermark_id: c.watermarkId,
          })),
        },
      );
    }
  }
}

export async function revoke(actor: Actor, token: string, reason: string | undefined): Promise<ReservationView> {
  const { outcome, reservation } = await inTransaction(async (client) => {
    const revoked = await revokeReservation(client, actor, token, reason ?? null, nowNs());
    if (revoked.reservation) {
      await emitReservationEvent(onPgClient(client), "reservation.revoked", revoked.reservation);
      await emitStaleOutputs(client, [revoked.reservation.id]);
    }
    return revoked;
  });
  if (outcome === "not_found") throw notFound("a reservation with this token");
  if (outcome === "forbidden")
    throw new Problem(403, "forbidden", "schedulers may revoke only reservations made with their own key");
  if (outcome === "already_revoked") throw new Problem(409, "already_revoked", "this reservation was already revoked");
  return reservationView(reservation!, actor);
}

/**
 * Spec 3: a reservation is revoked when applying its watermark fails. Done by the service itself
 * (audit actor "system"), with its audit row, event and stale outputs in one transaction; a reservation
 * already revoked stays as it is.
 */
export async function revokeAfterFailure(reservationId: string, reason: string): Promise<boolean> {
  return inTransaction(async (client) => {
    const revoked = await revokeBySystem(client, reservationId, reason, nowNs());
    if (!revoked) return false;
    await emitReservationEvent(onPgClient(client), "reservation.revoked", revoked);
    await emitStaleOutputs(client, [revoked.id]);
    return true;
  });
}

/** Webhook data: the reservation as any reader sees it (never its token). */
function emitReservationEvent(
  execute: Execute,
  type: "reservation.created" | "reservation.revoked",
  reservation: ReservationRow,
) {
  return emitEvent(execute, { type, resourceId: reservation.id, data: reservationView(reservation, NO_ONE) });
}
/** A reader who may not see tokens: the webhook events' view of a reservation. */
export const NO_ONE: Actor = { keyId: "", name: "webhook", role: "qa" };

export async function listReservations(actor: Actor, query: CalendarQuery & { watermarkId?: string }) {
  const from = query.from ? new Date(parseInstant(query.from)!.epochMilliseconds) : undefined;
  const to = query.to ? new Date(parseInstant(query.to)!.epochMilliseconds) : undefined;
  const rows = await db().linearReservation.findMany({
    where: {
      ...(query.watermarkId ? { watermarkId: query.watermarkId } : {}),
      ...(query.sid !== undefined ? { sid: query.sid } : {}),
      ...(query.csid ? { csidValue: csidValue(query.csid) } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(to ? { startAt: { lt: to } } : {}),
      ...(from ? { endAt: { gt: from } } : {}),
      ...earliestAfter(query.cursor),
    },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
    take: query.limit + 1,
  });
  const { items, next } = page(rows, query.limit, (row) => ({ key: BigInt(row.startAt.getTime()), id: row.id }));
  return { items: (await withCreators(items)).map((row) => reservationView(row, actor)), next_cursor: next };
}

/** Rows read through Prisma, with the names of the keys that made them. */
async function withCreators(
  rows: LinearReservation[],
  client: Pick<ReturnType<typeof db>, "apiKey"> = db(),
): Promise<ReservationRow[]> {
  const keys = await client.apiKey.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.createdByKeyId))] } },
    select: { id: true, name: true },
  });
  const names = new Map(keys.map((key) => [key.id, key.name]));
  return rows.map((row) => ({ ...row, createdBy: names.get(row.createdByKeyId) ?? null }));
}

/** What a calendar feed holds: every reservation (revoked ones too) overlapping [from, to), at most this many. */
export const FEED_MAX_EVENTS = 20_000;

/** The reservations of a feed's window with their watermarks' names; never a token (a feed is read by apps). */
export async function feedReservations(
  from: Date,
  to: Date,
): Promise<{ items: ReservationView[]; names: Map<string, string> }> {
  const rows = await db().linearReservation.findMany({
    where: { startAt: { lt: to }, endAt: { gt: from } },
    orderBy: [{ startAt: "asc" }, { id: "asc" }],
    take: FEED_MAX_EVENTS,
    include: { watermark: { select: { name: true } } },
  });
  const items = (await withCreators(rows)).map((row) => reservationView(row, NO_ONE));
  return { items, names: new Map(rows.map((row) => [row.watermarkId, row.watermark.name])) };
}

/** Rows after the cursor in (startAt asc, id asc) order. */
function earliestAfter(cursor: string | undefined) {
  if (!cursor) return {};
  const { key, id } = decodeCursor(cursor);
  const startAt = new Date(Number(key));
  return { OR: [{ startAt: { gt: startAt } }, { startAt, id: { gt: id } }] };
}

/** The Active reservations of a watermark's code (sid, csid) whose span holds [start, end]. */
export async function activeReservationsCovering(
  code: Pick<Watermark, "sid" | "csidValue">,
  start: Date,
  end: Date,
): Promise<LinearReservation[]> {
  return db().linearReservation.findMany({
    where: { sid: code.sid, csidValue: code.csidValue, status: "Active", startAt: { lte: start }, endAt: { gte: end } },
  });
}

/** Who may use a reservation (revoke it, see its token, mark with it): an admin, or the key that made it. */
export function mayUseReservation(actor: Actor, reservation: Pick<LinearReservation, "createdByKeyId">): boolean {
  return actor.role === "admin" || reservation.createdByKeyId === actor.keyId;
}

/** Reservations with their watermarks, whatever their status (a detect job compares aired content with them); missing ids are left out. */
export async function reservationsWithWatermark(ids: readonly string[]) {
  return db().linearReservation.findMany({ where: { id: { in: [...ids] } }, include: { watermark: true } });
}

/** A reservation with its watermark, as the composition job marks with it. */
export async function reservationWithWatermark(id: string) {
  return db().linearReservation.findUniqueOrThrow({ where: { id }, include: { watermark: true } });
}

export function reservationView(reservation: ReservationRow, actor: Actor): ReservationView {
  const mayRevoke = mayUseReservation(actor, reservation);
  return {
    id: reservation.id,
    watermark_id: reservation.watermarkId,
    start: reservation.start,
    end: endText(reservation.start, reservation.duration),
    duration: reservation.duration,
    ...(reservation.timeZone ? { time_zone: reservation.timeZone } : {}),
    ...(mayRevoke ? { token: reservation.token } : {}),
    sid: reservation.sid,
    sid_check_digits: reservation.sidCheckDigits,
    csid: reservation.csid,
    csid_check_digits: reservation.csidCheckDigits,
    status: reservation.status as ReservationView["status"],
    created_at: formatNs(reservation.createdAt),
    ...(reservation.revokedAt !== null ? { revoked_at: formatNs(reservation.revokedAt) } : {}),
    ...(reservation.revokeReason ? { revoke_reason: reservation.revokeReason } : {}),
    ...(reservation.seriesId ? { series_id: reservation.seriesId } : {}),
    ...(reservation.rescheduledFromId ? { rescheduled_from: reservation.rescheduledFromId } : {}),
    ...(reservation.createdBy !== null ? { created_by: reservation.createdBy } : {}),
  };
}
