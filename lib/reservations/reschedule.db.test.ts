import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { newId } from "../ids/random-hex";
import { nowNs } from "../time/clock";

const BASE = "/watermarking/v1.0/measurement";
let scheduler: string;
let otherScheduler: string;

serveSuiteOverHttp();
beforeAll(async () => {
  [scheduler, otherScheduler] = await Promise.all([keyFor("scheduler"), keyFor("scheduler")]);
  // An endpoint subscribed to the move's event, so that its delivery rows show the event was recorded.
  await db().webhookEndpoint.create({
    data: {
      id: newId(),
      url: "http://127.0.0.1:9/hooks",
      events: ["reservation.rescheduled"],
      secret: "whsec_test",
      createdAt: nowNs(),
      createdByKeyId: newId(),
    },
  });
});

async function newWatermark(): Promise<string> {
  const response = await call("POST", `${BASE}/watermarks`, { key: scheduler, body: watermarkBody(uniqueCode()) });
  return response.body.id;
}
const reserve = async (watermarkId: string, body: Record<string, unknown>) => {
  const response = await call("POST", `${BASE}/watermarks/${watermarkId}/linear_reservations`, {
    key: scheduler,
    body,
  });
  expect(response.status).toBe(201);
  return response.body;
};
const move = (token: string, body: Record<string, unknown>, query = "", key = scheduler) =>
  call("POST", `${BASE}/watermarks/linear_reservations/reschedule/${token}${query}`, { key, body });

describe("POST reschedule", () => {
  it("revokes the old reservation (rescheduled) and grants the new span overlapping it, with a new token, audit and event", async () => {
    const id = await newWatermark();
    const old = await reserve(id, {
      start: "2028-01-10T18:00:00-05:00",
      duration: 3600,
      time_zone: "America/New_York",
    });
    const moved = await move(old.token, { start: "2028-01-10T18:30:00-05:00" });
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({
      watermark_id: id,
      start: "2028-01-10T18:30:00-05:00",
      end: "2028-01-10T19:30:00-05:00",
      duration: 3600,
      time_zone: "America/New_York",
      status: "Active",
      rescheduled_from: old.id,
    });
    expect(moved.body.token).not.toBe(old.token);
    const before = await db().linearReservation.findUniqueOrThrow({ where: { id: old.id } });
    expect([before.status, before.revokeReason]).toEqual(["Revoked", "rescheduled"]);
    const audit = await db().auditEntry.findFirstOrThrow({
      where: { action: "reservation.reschedule", target: old.id },
    });
    expect(audit.detail).toMatchObject({ to: moved.body.id });
    const delivery = await db().webhookDelivery.findFirstOrThrow({
      where: { eventType: "reservation.rescheduled", resourceId: moved.body.id },
    });
    const data = JSON.parse(delivery.body).data;
    expect(data.from).toMatchObject({ id: old.id, status: "Revoked", revoke_reason: "rescheduled" });
    expect(data.to).toMatchObject({ id: moved.body.id, rescheduled_from: old.id });
    expect(delivery.body).not.toContain(old.token);
    expect(delivery.body).not.toContain(moved.body.token);
    // The old token no longer moves or revokes anything.
    expect((await move(old.token, { start: "2028-01-11T18:30:00-05:00" })).status).toBe(409);
    expect(
      (await call("POST", `${BASE}/watermarks/linear_reservations/revoke/${old.token}`, { key: scheduler })).status,
    ).toBe(409);
  });

  it("refuses a clash with another reservation (409 naming it) and leaves the old one Active, writing nothing", async () => {
    const id = await newWatermark();
    const old = await reserve(id, { start: "2028-02-01T10:00:00Z", duration: 600 });
    const other = await reserve(id, { start: "2028-02-01T11:00:00Z", duration: 600 });
    const before = [
      await db().linearReservation.count(),
      await db().auditEntry.count(),
      await db().webhookDelivery.count(),
    ];
    const refused = await move(old.token, { start: "2028-02-01T10:55:00Z", duration: 600 });
    expect([refused.status, refused.body.code]).toEqual([409, "slot_unavailable"]);
    expect(refused.body.conflicts).toEqual([{ start: other.start, end: other.end, watermark_id: id }]);
    expect((await db().linearReservation.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("Active");
    expect([
      await db().linearReservation.count(),
      await db().auditEntry.count(),
      await db().webhookDelivery.count(),
    ]).toEqual(before);
  });

  it("dry run answers whether the span is free and changes nothing", async () => {
    const id = await newWatermark();
    const old = await reserve(id, { start: "2028-03-01T10:00:00Z", duration: 600 });
    const dry = await move(old.token, { start: "2028-03-01T10:05:00Z" }, "?dry_run=true");
    expect([dry.status, dry.body]).toEqual([
      200,
      { start: "2028-03-01T10:05:00Z", end: "2028-03-01T10:15:00Z", duration: 600, free: true },
    ]);
    expect((await db().linearReservation.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("Active");
    expect(await db().linearReservation.count({ where: { rescheduledFromId: old.id } })).toBe(0);
  });

  it("holds the new start to the inherited time zone's offset, refuses another scheduler's reservation and an unknown token", async () => {
    const id = await newWatermark();
    const old = await reserve(id, { start: "2028-07-01T18:00:00-04:00", duration: 600, time_zone: "America/New_York" });
    const wrongOffset = await move(old.token, { start: "2028-12-01T18:00:00-04:00" });
    expect([wrongOffset.status, wrongOffset.body.errors[0].path]).toEqual([400, "start"]);
    expect((await move(old.token, { start: "2028-07-02T18:00:00-04:00" }, "", otherScheduler)).status).toBe(403);
    expect((await move("a".repeat(32), { start: "2028-07-02T18:00:00-04:00" })).status).toBe(404);
    expect((await db().linearReservation.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("Active");
  });
});
