import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";

const BASE = "/watermarking/v1.0/measurement";
let scheduler: string;
let otherScheduler: string;
let admin: string;

// This suite goes over real HTTP to the router on 127.0.0.1, as `broadmark start` serves it.
serveSuiteOverHttp();
beforeAll(async () => {
  [scheduler, otherScheduler, admin] = await Promise.all([keyFor("scheduler"), keyFor("scheduler"), keyFor("admin")]);
});

async function newWatermark(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call("POST", `${BASE}/watermarks`, {
    key: scheduler,
    body: watermarkBody({ ...uniqueCode(), ...overrides }),
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const reserve = (watermarkId: string, body: Record<string, unknown>, key = scheduler) =>
  call("POST", `${BASE}/watermarks/${watermarkId}/linear_reservations`, { key, body });
const revoke = (token: string, key = scheduler, body?: unknown) =>
  call("POST", `${BASE}/watermarks/linear_reservations/revoke/${token}`, { key, body });

describe("POST linear_reservations", () => {
  it("reserves the span, echoing the client's offset, with a token and the watermark's code", async () => {
    const id = await newWatermark({ sid: 777, csid: "0x2AAAA" });
    const response = await reserve(id, { start: "2026-12-24T20:00:00-05:00", duration: 1800 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      watermark_id: id,
      start: "2026-12-24T20:00:00-05:00",
      end: "2026-12-24T20:30:00-05:00",
      duration: 1800,
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      sid: 777,
      sid_check_digits: "AB",
      csid: "0x2AAAA",
      csid_check_digits: "7Q",
      status: "Active",
      created_at: expect.stringMatching(/\.\d{9}Z$/),
    });
  });

  it("grants back-to-back spans (half-open) and refuses an overlap with 409 listing the conflict, without tokens", async () => {
    const id = await newWatermark();
    const first = await reserve(id, { start: "2027-01-10T10:00:00Z", duration: 3600 });
    const next = await reserve(id, { start: "2027-01-10T11:00:00Z", duration: 600 });
    expect([first.status, next.status]).toEqual([201, 201]);
    const overlap = await reserve(id, { start: "2027-01-10T11:30:00+01:00", duration: 1 });
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe("slot_unavailable");
    expect(overlap.body.conflicts).toEqual([
      { start: "2027-01-10T10:00:00Z", end: "2027-01-10T11:00:00Z", watermark_id: id },
    ]);
    expect(JSON.stringify(overlap.body)).not.toContain(first.body.token);
  });

  it("refuses the same span for another watermark with the same sid and csid, grants it for another code", async () => {
    const code = uniqueCode();
    const a = await newWatermark(code);
    const twin = await newWatermark(code);
    const other = await newWatermark();
    const span = { start: "2027-02-01T08:00:00Z", duration: 900 };
    expect((await reserve(a, span)).status).toBe(201);
    const refused = await reserve(twin, span);
    expect([refused.status, refused.body.conflicts[0].watermark_id]).toEqual([409, a]);
    expect((await reserve(other, span)).status).toBe(201);
  });

  it("accepts a start whose offset matches the IANA time zone on both sides of a DST change, and refuses a wrong one", async () => {
    const id = await newWatermark();
    // America/New_York moves from -04:00 to -05:00 at 2026-11-01T02:00 local time.
    const before = await reserve(id, {
      start: "2026-10-31T20:00:00-04:00",
      duration: 60,
      time_zone: "America/New_York",
    });
    const after = await reserve(id, {
      start: "2026-11-01T20:00:00-05:00",
      duration: 60,
      time_zone: "America/New_York",
    });
    expect([before.status, after.status]).toEqual([201, 201]);
    expect(after.body.time_zone).toBe("America/New_York");
    const before404 = await db().linearReservation.count();
    const wrong = await reserve(id, {
      start: "2026-11-02T20:00:00-04:00",
      duration: 60,
      time_zone: "America/New_York",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: "start", message: expect.stringMatching(/-04:00.*-05:00/) }]);
    expect(await db().linearReservation.count()).toBe(before404);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["start without offset", { start: "2027-03-01T10:00:00", duration: 60 }, "start"],
    ["start that is not a date", { start: "next Tuesday", duration: 60 }, "start"],
    ["start on 30 February", { start: "2027-02-30T10:00:00Z", duration: 60 }, "start"],
    ["duration 0", { start: "2027-03-01T10:00:00Z", duration: 0 }, "duration"],
    ["duration 86401", { start: "2027-03-01T10:00:00Z", duration: 86401 }, "duration"],
    ["fractional duration", { start: "2027-03-01T10:00:00Z", duration: 1.5 }, "duration"],
    ["duration as string", { start: "2027-03-01T10:00:00Z", duration: "60" }, "duration"],
    ["missing duration", { start: "2027-03-01T10:00:00Z" }, "duration"],
    ["extra field", { start: "2027-03-01T10:00:00Z", duration: 60, channel: 4 }, "channel"],
    ["unknown time zone", { start: "2027-03-01T10:00:00Z", duration: 60, time_zone: "Mars/Olympus_Mons" }, "time_zone"],
  ];
  it.each(invalid)("refuses %s with 400 validation_failed, writing nothing", async (_, body, path) => {
    const id = await newWatermark();
    const before = await db().linearReservation.count();
    const response = await reserve(id, body);
    expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
    expect(response.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await db().linearReservation.count()).toBe(before);
  });

  it("answers 404 for an unknown watermark and 409 watermark_not_linear for a VOD one, writing nothing", async () => {
    const before = await db().linearReservation.count();
    const unknown = await reserve("f".repeat(32), { start: "2027-03-01T10:00:00Z", duration: 60 });
    expect([unknown.status, unknown.body.code]).toEqual([404, "not_found"]);
    const vod = await reserve(await newWatermark({ type: "VOD" }), { start: "2027-03-01T10:00:00Z", duration: 60 });
    expect([vod.status, vod.body.code]).toEqual([409, "watermark_not_linear"]);
    expect(await db().linearReservation.count()).toBe(before);
  });
});

describe("revoke", () => {
  it("revokes by token (200, Revoked, revoked_at); the span is reservable again at once; a second revoke is 409", async () => {
    const id = await newWatermark();
    const span = { start: "2027-04-01T18:00:00+02:00", duration: 7200 };
    const granted = await reserve(id, span);
    const revoked = await revoke(granted.body.token, scheduler, { reason: "broadcast moved" });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({
      status: "Revoked",
      revoke_reason: "broadcast moved",
      revoked_at: expect.stringMatching(/\.\d{9}Z$/),
    });
    expect((await reserve(id, span)).status).toBe(201);
    const again = await revoke(granted.body.token);
    expect([again.status, again.body.code]).toEqual([409, "already_revoked"]);
  });

  it("lets a scheduler revoke only their own reservations, and an admin any", async () => {
    const id = await newWatermark();
    const granted = await reserve(id, { start: "2027-05-01T06:00:00Z", duration: 60 });
    const foreign = await revoke(granted.body.token, otherScheduler);
    expect([foreign.status, foreign.body.code]).toEqual([403, "forbidden"]);
    expect((await revoke(granted.body.token, admin)).status).toBe(200);
  });

  it("answers 404 for an unknown token and 400 for a malformed one", async () => {
    expect((await revoke("a".repeat(32))).status).toBe(404);
    const malformed = await revoke("not-a-token");
    expect([malformed.status, malformed.body.code]).toEqual([400, "validation_failed"]);
  });

  it("accepts the request without a body, as the specification sends it", async () => {
    const id = await newWatermark();
    const granted = await reserve(id, { start: "2027-05-02T06:00:00Z", duration: 60 });
    const response = await call("POST", `${BASE}/watermarks/linear_reservations/revoke/${granted.body.token}`, {
      key: scheduler,
      rawBody: "",
      contentType: "application/json",
    });
    expect(response.status).toBe(200);
  });
});

describe("listing reservations", () => {
  it("lists a watermark's reservations in a window and by status, tokens only for their owner and admins", async () => {
    const id = await newWatermark();
    const mine = await reserve(id, { start: "2027-06-01T10:00:00Z", duration: 60 });
    await reserve(id, { start: "2027-06-02T10:00:00Z", duration: 60 });
    await revoke(mine.body.token);
    const path = `${BASE}/watermarks/${id}/linear_reservations`;
    const all = await call("GET", path, { key: scheduler });
    expect(all.body.items.map((r: { start: string }) => r.start)).toEqual([
      "2027-06-01T10:00:00Z",
      "2027-06-02T10:00:00Z",
    ]);
    const active = await call("GET", `${path}?status=Active`, { key: scheduler });
    expect(active.body.items).toHaveLength(1);
    const window = await call("GET", `${path}?from=2027-06-02T00:00:00Z&to=2027-06-03T00:00:00Z`, { key: scheduler });
    expect(window.body.items.map((r: { start: string }) => r.start)).toEqual(["2027-06-02T10:00:00Z"]);
    const seenByOther = await call("GET", path, { key: otherScheduler });
    expect(seenByOther.body.items.every((r: { token?: string }) => r.token === undefined)).toBe(true);
    const seenByAdmin = await call("GET", path, { key: admin });
    expect(seenByAdmin.body.items.every((r: { token?: string }) => typeof r.token === "string")).toBe(true);
  });

  it("serves the calendar across codes, filtered by sid and csid, paged in start order", async () => {
    const code = uniqueCode();
    const id = await newWatermark(code);
    for (let hour = 10; hour < 15; hour++) await reserve(id, { start: `2027-07-01T${hour}:00:00Z`, duration: 60 });
    const base = `${BASE}/linear_reservations?sid=${code.sid}&csid=${code.csid}&from=2027-07-01T00:00:00Z&to=2027-07-02T00:00:00Z`;
    const first = await call("GET", `${base}&limit=3`, { key: scheduler });
    const second = await call("GET", `${base}&limit=3&cursor=${first.body.next_cursor}`, { key: scheduler });
    const starts = [...first.body.items, ...second.body.items].map((r: { start: string }) => r.start.slice(11, 13));
    expect(starts).toEqual(["10", "11", "12", "13", "14"]);
    expect(second.body.next_cursor).toBeNull();
    const bad = await call("GET", `${BASE}/linear_reservations?from=yesterday`, { key: scheduler });
    expect([bad.status, bad.body.code]).toEqual([400, "validation_failed"]);
  });
});

describe("concurrency", () => {
  it("grants exactly one of 100 simultaneous overlapping requests for one code", async () => {
    const id = await newWatermark();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        reserve(id, { start: `2027-08-01T12:${String(i % 60).padStart(2, "0")}:00Z`, duration: 3600 }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === "slot_unavailable")).toBe(true);
    expect(await db().linearReservation.count({ where: { watermarkId: id, status: "Active" } })).toBe(1);
    // Every refusal names the one granted span, even one refused while the winner was still committing.
    const granted = responses.find((r) => r.status === 201)!.body;
    const named = responses.filter((r) => r.status === 409).map((r) => r.body.conflicts);
    expect(
      named.every(
        (conflicts) =>
          conflicts.length === 1 && conflicts[0].start === granted.start && conflicts[0].end === granted.end,
      ),
    ).toBe(true);
    const audited = await db().auditEntry.groupBy({
      by: ["outcome"],
      where: { action: "reservation.create", OR: [{ target: id }, { target: granted.id }] },
      _count: true,
    });
    expect(Object.fromEntries(audited.map((a) => [a.outcome, a._count]))).toEqual({
      reserved: 1,
      "refused: slot_unavailable": 99,
    });
  });
});
