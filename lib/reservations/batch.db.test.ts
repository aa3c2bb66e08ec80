import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";

const BASE = "/watermarking/v1.0/measurement";
let scheduler: string;

serveSuiteOverHttp();
beforeAll(async () => {
  scheduler = await keyFor("scheduler");
});

async function newWatermark(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call("POST", `${BASE}/watermarks`, {
    key: scheduler,
    body: watermarkBody({ ...uniqueCode(), ...overrides }),
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const batch = (reservations: unknown[], query = "", key = scheduler) =>
  call("POST", `${BASE}/linear_reservation_batches${query}`, { key, body: { reservations } });

/** What a batch may have written: reservations, their audit rows and their events. */
const written = async () => [
  await db().linearReservation.count(),
  await db().auditEntry.count(),
  await db().webhookDelivery.count(),
];

describe("POST linear_reservation_batches", () => {
  it("grants every span of a free batch (201) with tokens, created_by and an audit row and event each", async () => {
    const [a, b] = [await newWatermark(), await newWatermark()];
    const [, auditBefore] = await written();
    const response = await batch([
      { watermark_id: a, start: "2030-01-06T18:00:00-05:00", duration: 1800, time_zone: "America/New_York" },
      { watermark_id: b, start: "2030-01-06T18:00:00-05:00", duration: 1800 },
      { watermark_id: a, start: "2030-01-06T18:30:00-05:00", duration: 1800 },
    ]);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      dry_run: false,
      mode: "all",
      committed: true,
      totals: { granted: 3, free: 0, conflict: 0 },
    });
    expect(response.body.results.map((r: { index: number; outcome: string }) => [r.index, r.outcome])).toEqual([
      [0, "granted"],
      [1, "granted"],
      [2, "granted"],
    ]);
    expect(response.body.results[0].reservation).toMatchObject({
      watermark_id: a,
      start: "2030-01-06T18:00:00-05:00",
      time_zone: "America/New_York",
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      created_by: expect.stringMatching(/^scheduler /),
    });
    const [, auditAfter] = await written();
    expect(auditAfter! - auditBefore!).toBe(3);
  });

  it("dry run answers free for each span and writes nothing (200)", async () => {
    const id = await newWatermark();
    const before = await written();
    const response = await batch(
      [{ watermark_id: id, start: "2030-02-01T10:00:00Z", duration: 60 }],
      "?dry_run=true&mode=available",
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      dry_run: true,
      mode: "available",
      committed: false,
      totals: { free: 1, granted: 0 },
    });
    expect(response.body.results).toEqual([{ index: 0, outcome: "free" }]);
    expect(await written()).toEqual(before);
  });

  it("mode all: one conflict refuses the whole batch with 409 listing each result, writing nothing", async () => {
    const id = await newWatermark();
    const taken = await batch([{ watermark_id: id, start: "2030-03-01T10:00:00Z", duration: 3600 }]);
    expect(taken.status).toBe(201);
    const before = await written();
    const response = await batch([
      { watermark_id: id, start: "2030-03-01T08:00:00Z", duration: 600 },
      { watermark_id: id, start: "2030-03-01T10:30:00Z", duration: 600 },
      { watermark_id: "f".repeat(32), start: "2030-03-01T08:00:00Z", duration: 600 },
    ]);
    expect([response.status, response.body.code]).toEqual([409, "slot_unavailable"]);
    expect(response.body.results).toEqual([
      { index: 0, outcome: "free" },
      {
        index: 1,
        outcome: "conflict",
        conflicts: [{ start: "2030-03-01T10:00:00Z", end: "2030-03-01T11:00:00Z", watermark_id: id }],
      },
      { index: 2, outcome: "unknown_watermark" },
    ]);
    expect(await written()).toEqual(before);
  });

  it("mode available grants the free spans and lists the refused ones with their clash", async () => {
    const id = await newWatermark();
    const vod = await newWatermark({ type: "VOD" });
    await batch([{ watermark_id: id, start: "2030-04-01T10:00:00Z", duration: 3600 }]);
    const response = await batch(
      [
        { watermark_id: id, start: "2030-04-01T09:00:00Z", duration: 3600 },
        { watermark_id: id, start: "2030-04-01T10:59:59Z", duration: 2 },
        { watermark_id: vod, start: "2030-04-01T10:00:00Z", duration: 60 },
      ],
      "?mode=available",
    );
    expect(response.status).toBe(201);
    expect(response.body.totals).toEqual({ granted: 1, free: 0, conflict: 1, unknown_watermark: 0, not_linear: 1 });
    expect(response.body.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      "granted",
      "conflict",
      "not_linear",
    ]);
    expect(response.body.results[1].conflicts).toEqual([
      { start: "2030-04-01T10:00:00Z", end: "2030-04-01T11:00:00Z", watermark_id: id },
    ]);
    const active = await db().linearReservation.count({ where: { watermarkId: id, status: "Active" } });
    expect(active).toBe(2);
  });

  it("a span overlapping an earlier span of the same batch is a conflict naming it by request_index", async () => {
    const code = uniqueCode();
    const [a, twin] = [await newWatermark(code), await newWatermark(code)];
    const spans = [
      { watermark_id: a, start: "2030-05-01T10:00:00Z", duration: 3600 },
      { watermark_id: twin, start: "2030-05-01T10:30:00+00:00", duration: 60 },
    ];
    const dry = await batch(spans, "?dry_run=true&mode=available");
    const real = await batch(spans, "?mode=available");
    for (const response of [dry, real]) {
      expect(response.body.results[1]).toEqual({
        index: 1,
        outcome: "conflict",
        conflicts: [{ start: "2030-05-01T10:00:00Z", end: "2030-05-01T11:00:00Z", watermark_id: a, request_index: 0 }],
      });
    }
    expect(real.body.results[0].outcome).toBe("granted");
  });

  it("refuses malformed batches with 400 naming the item's field, writing nothing", async () => {
    const id = await newWatermark();
    const before = await written();
    const wrongOffset = await batch([
      { watermark_id: id, start: "2030-06-01T10:00:00Z", duration: 60 },
      { watermark_id: id, start: "2030-07-01T10:00:00-05:00", duration: 60, time_zone: "America/New_York" },
    ]);
    expect(wrongOffset.status).toBe(400);
    expect(wrongOffset.body.errors).toEqual([
      { path: "reservations[1].start", message: expect.stringMatching(/-05:00.*-04:00/) },
    ]);
    expect((await batch([])).body.errors[0].path).toBe("reservations");
    expect(
      (await batch([{ watermark_id: id, start: "2030-06-01T10:00:00Z", duration: 60 }], "?mode=some")).body.errors[0]
        .path,
    ).toBe("mode");
    expect(await written()).toEqual(before);
  });

  it("never grants overlapping spans to concurrent batches on the same code", async () => {
    const id = await newWatermark();
    // Eight batches of 24 hourly spans, each shifted by a quarter hour from the last: all of them overlap.
    const spans = (shift: number) =>
      Array.from({ length: 24 }, (_, hour) => ({
        watermark_id: id,
        start: new Date(Date.UTC(2030, 7, 1, hour, shift * 15)).toISOString().replace(".000", ""),
        duration: 3600,
      }));
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, shift) => batch(spans(shift % 4), "?mode=available")),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const granted = await db().linearReservation.findMany({
      where: { watermarkId: id, status: "Active" },
      orderBy: { startAt: "asc" },
    });
    for (let i = 1; i < granted.length; i++) expect(granted[i]!.startAt >= granted[i - 1]!.endAt).toBe(true);
    const grantedCount = responses.reduce((sum, r) => sum + r.body.totals.granted, 0);
    expect(grantedCount).toBe(granted.length);
    expect(grantedCount).toBeGreaterThanOrEqual(24);
  });
});
