// Round-trips every Prisma model through the migrated database, so that prisma/schema.prisma and
// the SQL migrations cannot drift apart: a column missing, renamed or of another type fails here.
import { describe, expect, it } from "vitest";
import { db } from "./client";
import { newId } from "../ids/random-hex";
import { nowNs } from "../time/clock";

describe("schema.prisma matches the migrated database", () => {
  it("round-trips ApiKey, Watermark, LinearReservationSeries, LinearReservation and AuditEntry with every field set", async () => {
    const key = {
      id: newId(),
      name: "round trip",
      role: "admin",
      keyHash: "a".repeat(64),
      keyPrefix: "bmk_abcd",
      createdAt: nowNs(),
      revokedAt: nowNs(),
      lastUsedAt: nowNs(),
      expiresAt: nowNs(),
    };
    expect(await db().apiKey.create({ data: key })).toEqual(key);

    const watermark = {
      id: newId(),
      type: "Linear",
      name: "round trip",
      sid: 65535,
      sidCheckDigits: "ZZ",
      csid: "0x5FFFF",
      csidValue: 0x5ffff,
      csidCheckDigits: "00",
      houseNumber: "HN-ROUND-TRIP",
      status: "Active",
      createdAt: nowNs(),
      createdByKeyId: key.id,
    };
    expect(await db().watermark.create({ data: watermark })).toEqual(watermark);

    const series = {
      id: newId(),
      watermarkId: watermark.id,
      start: "2030-01-01T00:00:00.123+05:30",
      duration: 3600,
      timeZone: "Asia/Kolkata",
      rrule: "FREQ=DAILY;COUNT=2",
      mode: "available",
      createdAt: nowNs(),
      createdByKeyId: key.id,
    };
    expect(await db().linearReservationSeries.create({ data: series })).toEqual(series);

    const replaced = await db().linearReservation.create({
      data: {
        id: newId(),
        token: newId(),
        watermarkId: watermark.id,
        sid: 1,
        sidCheckDigits: "AA",
        csid: "0x10000",
        csidValue: 0x10000,
        csidCheckDigits: "00",
        start: "2029-01-01T00:00:00Z",
        startAt: new Date("2029-01-01T00:00:00Z"),
        endAt: new Date("2029-01-01T00:01:00Z"),
        duration: 60,
        status: "Active",
        createdAt: nowNs(),
        createdByKeyId: key.id,
      },
    });
    const reservation = {
      id: newId(),
      token: newId(),
      watermarkId: watermark.id,
      sid: watermark.sid,
      sidCheckDigits: watermark.sidCheckDigits,
      csid: watermark.csid,
      csidValue: watermark.csidValue,
      csidCheckDigits: watermark.csidCheckDigits,
      start: "2030-01-01T00:00:00.123+05:30",
      startAt: new Date("2029-12-31T18:30:00.123Z"),
      endAt: new Date("2029-12-31T19:30:00.123Z"),
      duration: 3600,
      timeZone: "Asia/Kolkata",
      status: "Revoked",
      createdAt: nowNs(),
      createdByKeyId: key.id,
      revokedAt: nowNs(),
      revokedByKeyId: key.id,
      revokeReason: "round trip",
      seriesId: series.id,
      rescheduledFromId: replaced.id,
    };
    expect(await db().linearReservation.create({ data: reservation })).toEqual(reservation);

    const entry = await db().auditEntry.create({
      data: {
        at: nowNs(),
        actorKeyId: key.id,
        actorName: key.name,
        action: "key.create",
        target: key.id,
        outcome: "ok",
        detail: { a: [1, "b"] },
      },
    });
    expect(await db().auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
    expect(entry.detail).toEqual({ a: [1, "b"] });
  });

  it("round-trips CalendarFeed", async () => {
    const key = await db().apiKey.create({
      data: {
        id: newId(),
        name: "feed",
        role: "scheduler",
        keyHash: newId() + newId(),
        keyPrefix: "bmk_feed",
        createdAt: nowNs(),
      },
    });
    const feed = { keyId: key.id, tokenHash: "f".repeat(64), createdAt: nowNs() };
    expect(await db().calendarFeed.create({ data: feed })).toEqual(feed);
  });

  it("round-trips WebhookEndpoint and WebhookDelivery with every field set", async () => {
    const factory = await db().factory.findFirstOrThrow();
    const endpoint = {
      id: newId(),
      url: "https://receiver.example/hooks",
      events: ["job.failed", "reservation.created"],
      factoryId: factory.id,
      secret: "whsec_round-trip",
      createdAt: nowNs(),
      createdByKeyId: newId(),
      pausedAt: nowNs(),
      pausedReason: "failing",
      consecutiveFailures: 20,
      failingSince: nowNs(),
      lastError: "answered 503",
      previousSecret: "whsec_before",
      previousSecretUntil: nowNs(),
    };
    expect(await db().webhookEndpoint.create({ data: endpoint })).toEqual(endpoint);
    const delivery = {
      id: newId(),
      endpointId: endpoint.id,
      eventType: "job.failed",
      resourceId: newId(),
      body: '{"id":"x","type":"job.failed"}',
      status: "Held",
      attempts: 10,
      lastStatusCode: 503,
      lastError: "answered 503",
      lastAttemptAt: nowNs(),
      createdAt: nowNs(),
    };
    const created = await db().webhookDelivery.create({ data: delivery });
    expect(created).toEqual({ ...delivery, seq: expect.any(BigInt) });
    expect(await db().webhookDelivery.findUniqueOrThrow({ where: { seq: created.seq } })).toEqual(created);
  });

  it("round-trips ScheduleImport and AsRunImport with every field set", async () => {
    const imported = {
      id: newId(),
      format: "bxf",
      mode: "available",
      totals: { events: 1, granted: 1 },
      rows: [{ line: 6, outcome: "granted" }],
      createdAt: nowNs(),
      createdByKeyId: newId(),
      createdBy: "traffic",
    };
    expect(await db().scheduleImport.create({ data: imported })).toEqual(imported);
    const report = {
      id: newId(),
      format: "csv",
      windowFrom: "2026-12-01T00:00:00Z",
      windowTo: "2026-12-02T00:00:00Z",
      tolerance: 1,
      totals: { not_aired: 1 },
      rows: [{ outcome: "not_aired" }],
      createdAt: nowNs(),
      createdByKeyId: newId(),
      createdBy: "automation",
    };
    expect(await db().asRunImport.create({ data: report })).toEqual(report);
  });
});
