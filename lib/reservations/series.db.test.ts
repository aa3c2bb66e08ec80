import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";

const BASE = "/watermarking/v1.0/measurement";
let scheduler: string;
let otherScheduler: string;
let admin: string;

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

const createSeries = (watermarkId: string, body: Record<string, unknown>, query = "", key = scheduler) =>
  call("POST", `${BASE}/watermarks/${watermarkId}/linear_reservation_series${query}`, { key, body });
const reserve = (watermarkId: string, body: Record<string, unknown>) =>
  call("POST", `${BASE}/watermarks/${watermarkId}/linear_reservations`, { key: scheduler, body });
const starts = (occurrences: { start: string }[]) => occurrences.map((o) => o.start);
const written = async () => [
  await db().linearReservation.count(),
  await db().linearReservationSeries.count(),
  await db().auditEntry.count(),
];

describe("POST linear_reservation_series", () => {
  it("keeps 18:00 New York wall-clock time across the November change, each occurrence a reservation with its token", async () => {
    const id = await newWatermark();
    const response = await createSeries(id, {
      start: "2026-10-29T18:00:00-04:00",
      duration: 1800,
      time_zone: "America/New_York",
      rrule: "RRULE:FREQ=WEEKLY;BYDAY=MO,TH;COUNT=4",
    });
    expect(response.status).toBe(201);
    expect(starts(response.body.occurrences)).toEqual([
      "2026-10-29T18:00:00-04:00",
      "2026-11-02T18:00:00-05:00",
      "2026-11-05T18:00:00-05:00",
      "2026-11-09T18:00:00-05:00",
    ]);
    expect(response.body).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      mode: "all",
      totals: { granted: 4, free: 0, conflict: 0 },
    });
    const reservation = response.body.occurrences[1].reservation;
    expect(reservation).toMatchObject({
      series_id: response.body.id,
      end: "2026-11-02T18:30:00-05:00",
      time_zone: "America/New_York",
    });
    expect(
      new Set(response.body.occurrences.map((o: { reservation: { token: string } }) => o.reservation.token)).size,
    ).toBe(4);
  });

  it("refuses an occurrence in the spring gap (America/New_York) with dst_gap; mode available grants the rest", async () => {
    const id = await newWatermark();
    const body = {
      start: "2026-03-07T02:30:00-05:00",
      duration: 600,
      time_zone: "America/New_York",
      rrule: "FREQ=DAILY;COUNT=3",
      mode: "available",
    };
    const response = await createSeries(id, body);
    expect(response.status).toBe(201);
    expect(response.body.occurrences.map((o: { outcome: string }) => o.outcome)).toEqual([
      "granted",
      "dst_gap",
      "granted",
    ]);
    expect(response.body.occurrences[1]).toMatchObject({
      start: "2026-03-08T02:30:00",
      reason: expect.stringMatching(/does not exist/),
    });
    expect(response.body.occurrences[2].start).toBe("2026-03-09T02:30:00-04:00");
    expect(response.body.totals).toEqual({ granted: 2, free: 0, conflict: 0, dst_gap: 1, dst_fold: 0 });
  });

  it("refuses the whole series in mode all when one occurrence is in a fold (Europe/London), listing it, writing nothing", async () => {
    const id = await newWatermark();
    const before = await written();
    const response = await createSeries(id, {
      start: "2026-10-24T01:30:00+01:00",
      duration: 600,
      time_zone: "Europe/London",
      rrule: "FREQ=DAILY;COUNT=3",
    });
    expect([response.status, response.body.code]).toEqual([409, "slot_unavailable"]);
    expect(response.body.occurrences.map((o: { outcome: string }) => o.outcome)).toEqual(["free", "dst_fold", "free"]);
    expect(response.body.occurrences[1].reason).toMatch(/twice.*\+01:00.*\+00:00/);
    expect(starts(response.body.occurrences)).toEqual([
      "2026-10-24T01:30:00+01:00",
      "2026-10-25T01:30:00",
      "2026-10-26T01:30:00+00:00",
    ]);
    expect(await written()).toEqual(before);
  });

  it("keeps Sydney's wall clock across April's end of daylight saving and refuses October's gap", async () => {
    const id = await newWatermark();
    const april = await createSeries(id, {
      start: "2026-04-04T20:00:00+11:00",
      duration: 3600,
      time_zone: "Australia/Sydney",
      rrule: "FREQ=DAILY;INTERVAL=1;COUNT=2",
    });
    expect(starts(april.body.occurrences)).toEqual(["2026-04-04T20:00:00+11:00", "2026-04-05T20:00:00+10:00"]);
    const october = await createSeries(
      id,
      {
        start: "2026-09-27T02:15:00+10:00",
        duration: 60,
        time_zone: "Australia/Sydney",
        rrule: "FREQ=WEEKLY;UNTIL=20261011T000000Z",
        mode: "available",
      },
      "?dry_run=true",
    );
    expect(october.status).toBe(200);
    expect(october.body.id).toBeNull();
    // UNTIL in UTC is 2026-10-11T11:00 in Sydney, so the 11th is the last occurrence.
    expect(october.body.occurrences.map((o: { outcome: string }) => o.outcome)).toEqual(["free", "dst_gap", "free"]);
    expect(october.body.occurrences[1].start).toBe("2026-10-04T02:15:00");
  });

  it("mode all lists each conflicting occurrence with its clash (409); mode available grants the rest", async () => {
    const id = await newWatermark();
    const taken = await reserve(id, { start: "2027-01-05T18:10:00-05:00", duration: 60 });
    expect(taken.status).toBe(201);
    const body = {
      start: "2027-01-04T18:00:00-05:00",
      duration: 1800,
      time_zone: "America/New_York",
      rrule: "FREQ=DAILY;COUNT=3",
    };
    const all = await createSeries(id, body);
    expect(all.status).toBe(409);
    expect(all.body.occurrences[1]).toEqual({
      start: "2027-01-05T18:00:00-05:00",
      end: "2027-01-05T18:30:00-05:00",
      outcome: "conflict",
      conflicts: [{ start: "2027-01-05T18:10:00-05:00", end: "2027-01-05T18:11:00-05:00", watermark_id: id }],
    });
    const available = await createSeries(id, { ...body, mode: "available" });
    expect(available.status).toBe(201);
    expect(available.body.totals).toMatchObject({ granted: 2, conflict: 1 });

    const series = await call("GET", `${BASE}/linear_reservation_series/${available.body.id}`, { key: scheduler });
    expect(series.status).toBe(200);
    expect(series.body.occurrences.map((o: { outcome: string; start: string }) => [o.start, o.outcome])).toEqual([
      ["2027-01-04T18:00:00-05:00", "granted"],
      ["2027-01-06T18:00:00-05:00", "granted"],
    ]);
  });

  it("revokes a series from an instant on; another scheduler may not, an admin may", async () => {
    const id = await newWatermark();
    const created = await createSeries(id, {
      start: "2027-02-01T09:00:00Z",
      duration: 600,
      time_zone: "UTC",
      rrule: "FREQ=DAILY;COUNT=4",
    });
    const seriesId = created.body.id;
    const revokePath = `${BASE}/linear_reservation_series/${seriesId}/revoke`;
    const forbidden = await call("POST", revokePath, { key: otherScheduler, body: {} });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, "forbidden"]);
    const revoked = await call("POST", revokePath, {
      key: scheduler,
      body: { from: "2027-02-03T00:00:00+01:00", reason: "show cancelled" },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.occurrences.map((o: { outcome: string }) => o.outcome)).toEqual([
      "granted",
      "granted",
      "revoked",
      "revoked",
    ]);
    expect(revoked.body.occurrences[2].reservation.revoke_reason).toBe("show cancelled");
    const rest = await call("POST", revokePath, { key: admin });
    expect(rest.body.occurrences.map((o: { outcome: string }) => o.outcome)).toEqual([
      "revoked",
      "revoked",
      "revoked",
      "revoked",
    ]);
    expect((await call("GET", `${BASE}/linear_reservation_series/${"0".repeat(32)}`, { key: scheduler })).status).toBe(
      404,
    );
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["FREQ=MONTHLY", { rrule: "FREQ=MONTHLY;COUNT=2" }, "rrule"],
    ["neither COUNT nor UNTIL", { rrule: "FREQ=DAILY" }, "rrule"],
    ["BYMONTHDAY", { rrule: "FREQ=DAILY;COUNT=2;BYMONTHDAY=1" }, "rrule"],
    ["more than 1000 occurrences", { rrule: "FREQ=DAILY;UNTIL=20400101" }, "rrule"],
    ["no time zone", { time_zone: undefined }, "time_zone"],
    ["an unknown zone", { time_zone: "Mars/Olympus_Mons" }, "time_zone"],
    ["an offset that is not the zone's", { start: "2027-03-01T18:00:00-04:00" }, "start"],
  ];
  it.each(invalid)("refuses %s with 400 naming the field, writing nothing", async (_, overrides, path) => {
    const id = await newWatermark();
    const before = await written();
    const body = {
      start: "2027-03-01T18:00:00-05:00",
      duration: 600,
      time_zone: "America/New_York",
      rrule: "FREQ=DAILY;COUNT=2",
      ...overrides,
    };
    const response = await createSeries(id, body);
    expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
    expect(response.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await written()).toEqual(before);
  });

  it("never grants overlapping occurrences to concurrent series on the same code", async () => {
    const id = await newWatermark();
    const series = (minute: string) =>
      createSeries(id, {
        start: `2027-05-03T10:${minute}:00Z`,
        duration: 1800,
        time_zone: "UTC",
        rrule: "FREQ=DAILY;COUNT=30",
        mode: "available",
      });
    const responses = await Promise.all(
      [0, 10, 20, 0, 10, 20].map((minute) => series(String(minute).padStart(2, "0"))),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const granted = await db().linearReservation.findMany({
      where: { watermarkId: id, status: "Active" },
      orderBy: { startAt: "asc" },
    });
    expect(granted.length).toBe(30);
    for (let i = 1; i < granted.length; i++) expect(granted[i]!.startAt >= granted[i - 1]!.endAt).toBe(true);
  });
});
