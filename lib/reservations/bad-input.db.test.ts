// Values at the edge of a reservation's fields end in a 400 naming the field, never a 500, nothing written.
import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";

const BASE = "/watermarking/v1.0/measurement";
let scheduler: string;
let watermarkId: string;

beforeAll(async () => {
  scheduler = await keyFor("scheduler");
  watermarkId = (await call("POST", `${BASE}/watermarks`, { key: scheduler, body: watermarkBody(uniqueCode()) })).body
    .id;
});

const reserve = (body: Record<string, unknown>) =>
  call("POST", `${BASE}/watermarks/${watermarkId}/linear_reservations`, { key: scheduler, body });

describe("a reservation's bad values", () => {
  it.each([Number.MAX_SAFE_INTEGER, 1e20, 1e308, 86_401])(
    "refuses duration %d with 400 naming duration",
    async (duration) => {
      const response = await reserve({ start: "2027-01-01T00:00:00Z", duration });
      expect(response.status).toBe(400);
      expect([...new Set(response.body.errors.map((e: { path: string }) => e.path))]).toEqual(["duration"]);
    },
  );

  it("refuses a start with the offset -00:00 (local offset unknown), and accepts Z and +00:00", async () => {
    const unknown = await reserve({ start: "2027-01-02T00:00:00-00:00", duration: 60 });
    expect([unknown.status, unknown.body.errors?.[0]?.path]).toEqual([400, "start"]);
    expect(unknown.body.errors[0].message).toContain("-00:00");
    expect((await reserve({ start: "2027-01-02T00:00:00Z", duration: 60 })).status).toBe(201);
    expect((await reserve({ start: "2027-01-02T00:01:00+00:00", duration: 60 })).status).toBe(201);
    expect(await db().linearReservation.count({ where: { watermarkId } })).toBe(2);
  });
});
