// Authentication and roles on every operation of the API, plus the rate limit.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createKey, revokeKey } from "../keys/keys";
import { AREA_ROLES, Role } from "../keys/roles";
import { call, keyFor } from "./testing/client";
import { operations } from "./operations";

const samplePath = (path: string) => path.replace(/\{\w+\}/g, "0123456789abcdef0123456789abcdef");
let revokedKey: string;

beforeAll(async () => {
  const { key, record } = await createKey("soon revoked", "admin");
  await revokeKey(record.id);
  revokedKey = key;
});

const keyed = operations.flatMap((o) =>
  o.area === "signed-url" || o.area === "public" ? [] : [{ ...o, area: o.area }],
);

describe.each(keyed.map((o) => [`${o.method} ${o.path}`, o] as const))("%s", (_, operation) => {
  const path = samplePath(operation.path);
  it("answers 401 unauthorized without a key, with an unknown key and with a revoked key", async () => {
    for (const key of [undefined, "bmk_not-a-real-key", revokedKey]) {
      const response = await call(operation.method, path, { key, body: operation.method === "POST" ? {} : undefined });
      expect([response.status, response.body.code]).toEqual([401, "unauthorized"]);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
    }
  });

  const allowed = AREA_ROLES[operation.area] as readonly Role[];
  const refused = Role.options.filter((role) => !allowed.includes(role));
  it(`answers 403 forbidden to ${refused.join(" and ") || "no role"}, and lets ${allowed.join(", ")} through`, async () => {
    for (const role of Role.options) {
      const response = await call(operation.method, path, {
        key: await keyFor(role),
        body: operation.method === "POST" ? {} : undefined,
      });
      if (refused.includes(role))
        expect([role, response.status, response.body?.code]).toEqual([role, 403, "forbidden"]);
      else expect([role, response.status]).not.toContainEqual(expect.toBeOneOf([401, 403]));
    }
  });
});

describe("rate limit", () => {
  afterEach(() => {
    process.env.BROADMARK_RATE_LIMIT = "0";
  });

  it("answers 429 rate_limited with Retry-After once a key spends its burst, other keys unaffected", async () => {
    // A burst of 4 and one token per 100 s: no token refills during the six requests, however slow they are.
    process.env.BROADMARK_RATE_LIMIT = "0.01:4";
    const key = await keyFor("scheduler");
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 6; i++) {
      const response = await call("GET", "/watermarking/v1.0/measurement/watermarks?limit=1", { key });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
    expect(limited!.body.code).toBe("rate_limited");
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const other = await call("GET", "/watermarking/v1.0/measurement/watermarks?limit=1", {
      key: await keyFor("scheduler"),
    });
    expect(other.status).toBe(200);
  });
});
