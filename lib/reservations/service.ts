import { db } from "../db/client";
import type { LinearReservation } from "../db/generated/client";
import { Problem, notFound } from "../http/problem";
import { newId } from "../ids/random-hex";
import { audit } from "../keys/audit";
import type { Actor } from "../keys/roles";
import { decodeCursor, page } from "../paging/cursor";
import { formatNs, nowNs } from "../time/clock";
import { csidValue, getWatermark } from "../watermarks/service";
import { endText, parseInstant } from "./broadcast-time";
import type { CalendarQuery, ReservationCreateRequest, ReservationView } from "./schemas";

export async function reserve(actor: Actor, watermarkId: string, request: ReservationCreateRequest): Promise<ReservationView> {
  const watermark = await getWatermark(watermarkId);
  if (watermark.type !== "Linear") {
    throw new Problem(409, "watermark_not_linear", `watermark ${watermarkId} is a VOD watermark; only Linear watermarks take broadcast reservations`);
  }
  const startAt = new Date(parseInstant(request.start)!.epochMilliseconds);
  const endAt = new Date(startAt.getTime() + request.duration * 1000);
  let reservation: LinearReservation;
  try {
    reservation = await db().linearReservation.create({
      data: {
        id: newId(),
        token: newId(),
        watermarkId,
        sid: watermark.sid,
        sidCheckDigits: watermark.sidCheckDigits,
        csid: watermark.csid,
        csidValue: watermark.csidValue,
        csidCheckDigits: watermark.csidCheckDigits,
        start: request.start,
        startAt,
        endAt,
        duration: request.duration,
        timeZone: request.time_zone ?? null,
        status: "Active",
        createdAt: nowNs(),
        createdByKeyId: actor.keyId,
      },
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    const conflicts = await db().linearReservation.findMany({
      where: { sid: watermark.sid, csidValue: watermark.csidValue, status: "Active", startAt: { lt: endAt }, endAt: { gt: startAt } },
      orderBy: { startAt: "asc" },
    });
    await audit(actor, "reservation.create", watermarkId, "refused: slot_unavailable", { start: request.start, duration: request.duration });
    throw new Problem(
      409,
      "slot_unavailable",
      `the span ${request.start} + ${request.duration} s overlaps ${conflicts.length || "an"} active reservation(s) of the same code (sid ${watermark.sid}, csid ${watermark.csid})`,
      { conflicts: conflicts.map((c) => ({ start: c.start, end: endText(c.start, c.duration), watermark_id: c.watermarkId })) },
    );
  }
  await audit(actor, "reservation.create", reservation.id, "reserved", { watermark_id: watermarkId, start: request.start, duration: request.duration });
  return reservationView(reservation, actor);
}

/** SQLSTATE 23P01: the exclusion constraint refused an overlapping span. */
function isExclusionViolation(error: unknown): boolean {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { originalCode?: string } } } }).meta;
  return meta?.driverAdapterError?.cause?.originalCode === "23P01";
}

export async function revoke(actor: Actor, token: string, reason: string | undefined): Promise<ReservationView> {
  const reservation = await db().linearReservation.findUnique({ where: { token } });
  if (!reservation) throw notFound("a reservation with this token");
  if (actor.role !== "admin" && reservation.createdByKeyId !== actor.keyId) {
    await audit(actor, "reservation.revoke", reservation.id, "refused: forbidden");
    throw new Problem(403, "forbidden", "schedulers may revoke only reservations made with their own key");
  }
  // Conditional on Active, so two concurrent revocations cannot both succeed.
  const { count } = await db().linearReservation.updateMany({
    where: { token, status: "Active" },
    data: { status: "Revoked", revokedAt: nowNs(), revokedByKeyId: actor.keyId, revokeReason: reason ?? null },
  });
  if (count === 0) throw new Problem(409, "already_revoked", "this reservation was already revoked");
  await audit(actor, "reservation.revoke", reservation.id, "revoked", reason ? { reason } : undefined);
  return reservationView((await db().linearReservation.findUnique({ where: { token } }))!, actor);
}

/**
 * Spec 3: a reservation is revoked when applying its watermark fails. Done by the service itself
 * (audit actor "system"); a reservation already revoked stays as it is.
 */
export async function revokeAfterFailure(reservationId: string, reason: string): Promise<boolean> {
  const { count } = await db().linearReservation.updateMany({
    where: { id: reservationId, status: "Active" },
    data: { status: "Revoked", revokedAt: nowNs(), revokeReason: reason },
  });
  if (count === 1) await audit(null, "reservation.revoke", reservationId, "revoked: watermark application failed", { reason });
  return count === 1;
}

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
  return { items: items.map((row) => reservationView(row, actor)), next_cursor: next };
}

/** Rows after the cursor in (startAt asc, id asc) order. */
function earliestAfter(cursor: string | undefined) {
  if (!cursor) return {};
  const { key, id } = decodeCursor(cursor);
  const startAt = new Date(Number(key));
  return { OR: [{ startAt: { gt: startAt } }, { startAt, id: { gt: id } }] };
}

export function reservationView(reservation: LinearReservation, actor: Actor): ReservationView {
  const mayRevoke = actor.role === "admin" || reservation.createdByKeyId === actor.keyId;
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
  };
}
