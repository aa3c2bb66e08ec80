// The registry's code rules: a sid has one sid_check_digits pair and a csid one csid_check_digits pair.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveOverHttp, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";

const PATH = "/watermarking/v1.0/measurement/watermarks";
let scheduler: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  stop = await serveOverHttp();
  scheduler = await keyFor("scheduler");
});
afterAll(() => stop());

/**
 * A code no other test file uses: sids 33000–39999 and csids 0x56000–0x57B57, which the shared helpers
 * (uniqueCode, fixed test codes) and the search tests never draw, so other files' digits cannot clash.
 */
let drawn = 0;
function freshCode() {
  const [random] = crypto.getRandomValues(new Uint16Array(1));
  const n = (random! + drawn++ * 7919) % 7000;
  return { sid: 33000 + n, csid: `0x5${(0x6000 + n).toString(16).toUpperCase()}` };
}

async function register(overrides: Record<string, unknown>) {
  return call("POST", PATH, { key: scheduler, body: watermarkBody(overrides) });
}

async function rowCounts() {
  return [await db().watermark.count(), await db().auditEntry.count({ where: { action: "watermark.create" } })];
}

describe("check digits are one pair per sid and per csid", () => {
  it("refuses a sid registered with other digits: 409 check_digits_mismatch naming the field and the watermark, nothing written", async () => {
    const code = freshCode();
    const first = await register({ ...code, name: "Station A Late News", sid_check_digits: "K4" });
    expect(first.status).toBe(201);
    const before = await rowCounts();
    const other = freshCode();
    const response = await register({ sid: code.sid, csid: other.csid, name: "Typo", sid_check_digits: "K5" });
    expect(response.status).toBe(409);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.body).toMatchObject({
      status: 409,
      code: "check_digits_mismatch",
      errors: [{ path: "sid_check_digits", message: expect.stringContaining(first.body.id) }],
      mismatches: [
        { field: "sid_check_digits", registered: "K4", watermark: { id: first.body.id, name: "Station A Late News" } },
      ],
    });
    expect(response.body.detail).toBe(
      `sid ${code.sid} is registered with sid_check_digits K4 (watermark ${first.body.id} "Station A Late News"), not K5`,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a csid registered with other digits, whatever the case of its hex digits", async () => {
    const code = freshCode();
    const first = await register({ ...code, csid_check_digits: "P1" });
    const before = await rowCounts();
    const response = await register({ sid: freshCode().sid, csid: code.csid.toLowerCase(), csid_check_digits: "P2" });
    expect(response.status).toBe(409);
    expect(response.body.errors.map((e: { path: string }) => e.path)).toEqual(["csid_check_digits"]);
    expect(response.body.mismatches[0]).toEqual({
      field: "csid_check_digits",
      registered: "P1",
      watermark: { id: first.body.id, name: "Evening news" },
    });
    expect(await rowCounts()).toEqual(before);
  });

  it("names both fields when both codes contradict", async () => {
    const code = freshCode();
    await register({ ...code, sid_check_digits: "S1", csid_check_digits: "C1" });
    const response = await register({ ...code, sid_check_digits: "S2", csid_check_digits: "C2" });
    expect(response.status).toBe(409);
    expect(response.body.errors.map((e: { path: string }) => e.path)).toEqual([
      "sid_check_digits",
      "csid_check_digits",
    ]);
  });

  it("allows the same sid and csid with the same digits twice, and a known sid with a new csid", async () => {
    const code = freshCode();
    const digits = { sid_check_digits: "D1", csid_check_digits: "D2" };
    expect((await register({ ...code, ...digits })).status).toBe(201);
    expect((await register({ ...code, ...digits, name: "Second show" })).status).toBe(201);
    expect((await register({ sid: code.sid, csid: freshCode().csid, ...digits })).status).toBe(201);
  });

  it("lets exactly one of many concurrent registrations of a new sid with different digits succeed", async () => {
    const { sid } = freshCode();
    const before = await db().watermark.count({ where: { sid } });
    const digits = Array.from({ length: 12 }, (_, i) => `R${i.toString(36).toUpperCase()}`);
    const responses = await Promise.all(
      digits.map((d) => register({ sid, csid: freshCode().csid, sid_check_digits: d })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    const winner = responses.find((r) => r.status === 201)!.body;
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.mismatches).toEqual([
        {
          field: "sid_check_digits",
          registered: winner.sid_check_digits,
          watermark: { id: winner.id, name: winner.name },
        },
      ]);
    }
    expect(await db().watermark.count({ where: { sid } })).toBe(before + 1);
  });
});

describe("house_number", () => {
  it("is stored trimmed, shown in the view, and null when absent", async () => {
    const created = await register({ ...freshCode(), house_number: "  HN-000123  " });
    expect(created.status).toBe(201);
    expect(created.body.house_number).toBe("HN-000123");
    expect((await call("GET", `${PATH}/${created.body.id}`, { key: scheduler })).body.house_number).toBe("HN-000123");
    expect((await register(freshCode())).body.house_number).toBeNull();
  });
});
