// The batched reservation statement on its own: one statement, requests of every outcome, in order.
import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { reserveSpans, type NewReservation } from "./store";

let actor: Actor;
let scheduler: string;

beforeAll(async () => {
  scheduler = await keyFor("scheduler");
  const key = await db().apiKey.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
  actor = { keyId: key.id, name: key.name, role: "scheduler" };
});

async function watermark(type: "Linear" | "VOD"): Promise<string> {
  const response = await call("POST", "/watermarking/v1.0/measurement/watermarks", {
    key: scheduler,
    body: watermarkBody({ ...uniqueCode(), type }),
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

function span(watermarkId: string, start: string, duration: number): NewReservation {
  const startAt = new Date(start);
  return {
    actor,
    id: newId(),
    token: newId(),
    watermarkId,
    start,
    end: new Date(startAt.getTime() + duration * 1000).toISOString(),
    startAt,
    endAt: new Date(startAt.getTime() + duration * 1000),
    duration,
    timeZone: null,
    createdAt: 1_800_000_000_000_000_000n,
    seriesId: null,
  };
}

describe("reserveSpans", () => {
  it("answers each request of one batch in order: grants, a refusal by an earlier request of the batch, a missing and a VOD watermark", async () => {
    const [linear, vod] = await Promise.all([watermark("Linear"), watermark("VOD")]);
    const requests = [
      span(linear, "2031-03-01T10:00:00.000Z", 600),
      span(linear, "2031-03-01T10:05:00.000Z", 600), // overlaps the first and the last
      span(newId(), "2031-03-01T10:00:00.000Z", 600),
      span(vod, "2031-03-01T10:00:00.000Z", 600),
      span(linear, "2031-03-01T10:10:00.000Z", 60), // back to back with the first: half-open spans
    ];
    const outcomes = await reserveSpans(requests, 10);
    expect(outcomes.map((o) => o.outcome)).toEqual(["granted", "refused", "no_watermark", "not_linear", "granted"]);
    // Both spans it overlaps are named, though the statement that refused it granted them.
    expect(outcomes[1]).toMatchObject({
      conflicts: [
        { start: "2031-03-01T10:00:00.000Z", duration: 600, watermarkId: linear },
        { start: "2031-03-01T10:10:00.000Z", duration: 60, watermarkId: linear },
      ],
    });
    const audit = await db().auditEntry.findMany({
      where: { action: "reservation.create", OR: [{ target: linear }, { target: { in: requests.map((r) => r.id) } }] },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => [a.target, a.outcome])).toEqual([
      [requests[0]!.id, "reserved"],
      [linear, "refused: slot_unavailable"],
      [requests[4]!.id, "reserved"],
    ]);
    expect(await db().linearReservation.count({ where: { watermarkId: linear } })).toBe(2);
  });
});
