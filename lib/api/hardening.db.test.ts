// Hostile inputs at the edge: every one is refused with a 4xx problem naming the field, before anything is
// written (docs/api.md §7, §8.2).
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "../db/client";
import { LONE_SURROGATE } from "../http/text";
import { log } from "../log/logger";
import { serviceOpenApi } from "./openapi";
import { call, keyFor, uniqueCode, watermarkBody } from "./testing/client";

const WATERMARKS = "/watermarking/v1.0/measurement/watermarks";
const UPLOADS = "/mediaprocessing/v1.0/uploads";
let admin: string;
let dataDir: string;
let watermarkId: string;
let token: string;
let factory: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "broadmark-hardening-"));
  process.env.BROADMARK_DATA_DIR = dataDir;
  admin = await keyFor("admin");
  watermarkId = (await call("POST", WATERMARKS, { key: admin, body: watermarkBody(uniqueCode()) })).body.id;
  token = (
    await call("POST", `${WATERMARKS}/${watermarkId}/linear_reservations`, {
      key: admin,
      body: { start: "2030-01-01T00:00:00Z", duration: 60 },
    })
  ).body.token;
  factory = (await call("GET", "/mediaprocessing/v1.0/factories", { key: admin })).body.items[0].id;
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Row counts of every table a request could write to. */
async function counts() {
  const client = db();
  return Promise.all([
    client.watermark.count(),
    client.linearReservation.count(),
    client.apiKey.count(),
    client.factory.count(),
    client.job.count(),
    client.upload.count(),
  ]);
}

async function expectRefused(
  response: { status: number; body: { code: string; errors?: { path: string }[] } },
  field: string,
) {
  expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
  expect(response.body.errors?.map((e) => e.path)).toContain(field);
}

const hostileTexts: [string, string][] = [
  ["a NUL", "news\u0000"],
  ["a bell (C0 control)", "news\u0007"],
  ["an escape (C0 control)", "\u001b[31mnews"],
  ["a DEL", "news\u007f"],
  ["a lone high surrogate", "news\ud800"],
  ["a lone low surrogate", "\udc00news"],
];

describe("item 1: text with NUL, control characters or lone surrogates", () => {
  it.each(hostileTexts)(
    "is refused in every body text field with 400 naming the field, writing nothing (%s)",
    async (_, text) => {
      const before = await counts();
      const requests: [string, string, unknown, string][] = [
        ["POST", WATERMARKS, watermarkBody({ ...uniqueCode(), name: text }), "name"],
        ["POST", `${WATERMARKS}/linear_reservations/revoke/${token}`, { reason: text }, "reason"],
        ["POST", "/admin/v1.0/keys", { name: text, role: "qa" }, "name"],
        ["POST", "/mediaprocessing/v1.0/factories", { name: text }, "name"],
        [
          "POST",
          `/mediaprocessing/v1.0/factories/${factory}/jobs`,
          { inputs: { a: { url: `http://example.test/${text}` } } },
          "inputs.a.url",
        ],
        [
          "POST",
          `${WATERMARKS}/${watermarkId}/linear_reservations`,
          { start: "2031-01-01T00:00:00Z", duration: 60, time_zone: `UTC${text}` },
          "time_zone",
        ],
      ];
      for (const [method, url, body, field] of requests)
        await expectRefused(await call(method, url, { key: admin, body }), field);
      expect(await counts()).toEqual(before);
    },
  );

  // A query string cannot carry a lone surrogate: percent-decoding turns invalid UTF-8 into U+FFFD.
  const queryTexts = hostileTexts.filter(([, text]) => !LONE_SURROGATE.test(text));
  it.each(queryTexts)("is refused in every text query parameter (%s)", async (_, text) => {
    const encoded = encodeURIComponent(text);
    for (const [url, field] of [
      [`${WATERMARKS}?name=${encoded}`, "name"],
      [`${WATERMARKS}?cursor=${encoded}`, "cursor"],
      [`/watermarking/v1.0/measurement/linear_reservations?cursor=${encoded}`, "cursor"],
      [`/mediaprocessing/v1.0/factories/${factory}/jobs?cursor=${encoded}`, "cursor"],
    ]) {
      await expectRefused(await call("GET", url!, { key: admin }), field!);
    }
  });

  it("keeps tab and newline where text may span lines (a revoke reason), and refuses them in names", async () => {
    await expectRefused(
      await call("POST", WATERMARKS, { key: admin, body: watermarkBody({ ...uniqueCode(), name: "a\tb" }) }),
      "name",
    );
    const reserved = await call("POST", `${WATERMARKS}/${watermarkId}/linear_reservations`, {
      key: admin,
      body: { start: "2032-01-01T00:00:00Z", duration: 60 },
    });
    const revoked = await call("POST", `${WATERMARKS}/linear_reservations/revoke/${reserved.body.token}`, {
      key: admin,
      body: { reason: "line one\n\tline two" },
    });
    expect([revoked.status, revoked.body.revoke_reason]).toEqual([200, "line one\n\tline two"]);
  });

  it("refuses an upload ?name=%00 before storing any byte (no record, no orphan blob)", async () => {
    const before = await counts();
    const response = await call("POST", `${UPLOADS}?name=a%00b`, {
      key: admin,
      rawBody: new Uint8Array([1, 2, 3]),
      contentType: "application/octet-stream",
    });
    await expectRefused(response, "name");
    expect(await counts()).toEqual(before);
    expect(await readdir(path.join(dataDir, "blobs", "uploads")).catch(() => [])).toEqual([]);
  });
});

describe("item 2: dates outside 1970-01-01T00:00:00Z .. 9999-12-31T00:00:00Z and leap seconds", () => {
  const reserve = (body: Record<string, unknown>) =>
    call("POST", `${WATERMARKS}/${watermarkId}/linear_reservations`, { key: admin, body });

  it.each([
    ["year 0", { start: "0000-01-01T00:00:00Z", duration: 60 }],
    ["before 1970", { start: "1969-12-31T23:59:59Z", duration: 60 }],
    ["an end past the upper bound", { start: "9999-12-30T23:59:00Z", duration: 3600 }],
    ["a start past the upper bound", { start: "9999-12-31T23:59:00Z", duration: 60 }],
    ["a leap second", { start: "2030-06-30T23:59:60Z", duration: 60 }],
    ["minute 60", { start: "2030-06-30T23:60:00Z", duration: 60 }],
  ])("refuses a reservation with %s (400 naming start, nothing written)", async (_, body) => {
    const before = await counts();
    await expectRefused(await reserve(body), "start");
    expect(await counts()).toEqual(before);
  });

  it("states the range in the OpenAPI document", () => {
    const text = JSON.stringify(serviceOpenApi());
    expect(text).toContain("between 1970-01-01T00:00:00Z and 9999-12-31T00:00:00Z; no leap second");
  });

  it("accepts the bounds themselves", async () => {
    expect((await reserve({ start: "1970-01-01T00:00:00Z", duration: 60 })).status).toBe(201);
    const last = await reserve({ start: "9999-12-30T23:00:00Z", duration: 3600 });
    expect([last.status, last.body.end]).toEqual([201, "9999-12-31T00:00:00Z"]);
  });

  it.each(["0000-01-01T00:00:00Z", "+010000-01-01T00:00:00Z", "2030-06-30T23:59:60Z", "2030-13-01T00:00:00Z"])(
    "refuses from/to=%s on the calendar, the per-watermark list and the audit log",
    async (instant) => {
      const q = encodeURIComponent(instant);
      for (const base of [
        "/watermarking/v1.0/measurement/linear_reservations",
        `${WATERMARKS}/${watermarkId}/linear_reservations`,
        "/watermarking/v1.0/audit",
      ]) {
        await expectRefused(await call("GET", `${base}?from=${q}`, { key: admin }), "from");
        await expectRefused(await call("GET", `${base}?to=${q}`, { key: admin }), "to");
      }
    },
  );
});

describe("item 3: numeric query parameters have the bounds of the field they filter", () => {
  it.each(["99999999999", "0", "65536", "-1", "1.5", "1e400", "Infinity", "NaN", "abc"])(
    "refuses ?sid=%s on the watermark list and the calendar",
    async (sid) => {
      await expectRefused(await call("GET", `${WATERMARKS}?sid=${sid}`, { key: admin }), "sid");
      await expectRefused(
        await call("GET", `/watermarking/v1.0/measurement/linear_reservations?sid=${sid}`, { key: admin }),
        "sid",
      );
    },
  );

  it.each(["0", "-5", "99999999999", "1e400", "Infinity"])("refuses ?limit=%s on every listing", async (limit) => {
    for (const url of [
      WATERMARKS,
      "/watermarking/v1.0/measurement/linear_reservations",
      `${WATERMARKS}/${watermarkId}/linear_reservations`,
      "/watermarking/v1.0/audit",
      `/mediaprocessing/v1.0/factories/${factory}/jobs`,
    ]) {
      await expectRefused(await call("GET", `${url}?limit=${limit}`, { key: admin }), "limit");
    }
  });
});

describe("item 7: uploads", () => {
  it.each([["text/html"], ["application/json"], ["multipart/form-data; boundary=x"], [undefined]])(
    "refuses a body sent as %s with 415, storing nothing",
    async (contentType) => {
      const before = await counts();
      const response = await call("POST", `${UPLOADS}?name=x`, { key: admin, rawBody: "<html></html>", contentType });
      expect([response.status, response.body.code, response.headers.get("content-type")]).toEqual([
        415,
        "unsupported_media_type",
        "application/problem+json",
      ]);
      expect(await counts()).toEqual(before);
    },
  );

  it("refuses an empty or missing body with 400, storing nothing", async () => {
    const before = await counts();
    for (const rawBody of [new Uint8Array(0), undefined]) {
      const response = await call("POST", `${UPLOADS}?name=x`, {
        key: admin,
        rawBody,
        headers: { "content-type": "application/octet-stream" },
      });
      expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
    }
    expect(await counts()).toEqual(before);
    expect(await readdir(path.join(dataDir, "blobs", "uploads")).catch(() => [])).toEqual([]);
  });

  it("removes the partial blob of an aborted upload and logs it at info, not as an unhandled error", async () => {
    const before = await counts();
    const info = vi.spyOn(log, "info");
    const errors = vi.spyOn(log, "error");
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(64 * 1024));
        controller.error(new Error("connection reset by peer"));
      },
    });
    const response = await call("POST", `${UPLOADS}?name=x`, {
      key: admin,
      rawBody: body,
      contentType: "application/octet-stream",
    });
    expect([response.status, response.body.code]).toEqual([400, "upload_aborted"]);
    expect(info.mock.calls.map((args) => args[1])).toContain("upload aborted by the client");
    expect(errors).not.toHaveBeenCalled();
    expect(await counts()).toEqual(before);
    expect(await readdir(path.join(dataDir, "blobs", "uploads")).catch(() => [])).toEqual([]);
    info.mockRestore();
    errors.mockRestore();
  });
});

describe("item 8: failed authentication is limited per client address", () => {
  it("holds its burst under concurrency: of 200 wrong keys sent at once, 20 are looked up and the rest answered 429", async () => {
    process.env.BROADMARK_AUTH_FAILURE_LIMIT = "0.01:20";
    try {
      const attempts = Array.from({ length: 200 }, (_, i) =>
        call("GET", "/watermarking/v1.0/whoami", {
          key: `bmk_${String(i).padStart(40, "e")}`,
          clientAddress: "198.51.100.9",
        }),
      );
      const statuses = (await Promise.all(attempts)).map((r) => r.status);
      expect([statuses.filter((s) => s === 401).length, statuses.filter((s) => s === 429).length]).toEqual([20, 180]);
      // A valid key's lookup gives its token back: the same address keeps its remaining burst.
      process.env.BROADMARK_AUTH_FAILURE_LIMIT = "0.01:2";
      const fresh = "198.51.100.10";
      const valid = await keyFor("qa");
      for (let i = 0; i < 3; i++)
        expect((await call("GET", "/watermarking/v1.0/whoami", { key: valid, clientAddress: fresh })).status).toBe(200);
      expect((await call("GET", "/watermarking/v1.0/whoami", { key: "bmk_wrong", clientAddress: fresh })).status).toBe(
        401,
      );
    } finally {
      process.env.BROADMARK_AUTH_FAILURE_LIMIT = "0";
    }
  });

  it("answers 429 with Retry-After once an address used its burst of failures, logging the address but never the key", async () => {
    // One token per 100 s: no refill can happen while the test runs, however slow the machine.
    process.env.BROADMARK_AUTH_FAILURE_LIMIT = "0.01:20";
    const info = vi.spyOn(log, "info");
    try {
      const wrongKey = `bmk_${"f".repeat(40)}`;
      const attempt = (key: string | undefined, clientAddress: string) =>
        call("GET", "/watermarking/v1.0/whoami", { key, clientAddress });
      const statuses = [];
      for (let i = 0; i < 25; i++) statuses.push((await attempt(i % 2 ? wrongKey : undefined, "198.51.100.7")).status);
      expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
      const limited = await attempt(admin, "198.51.100.7");
      expect([limited.status, limited.body.code, limited.headers.get("content-type")]).toEqual([
        429,
        "rate_limited",
        "application/problem+json",
      ]);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect((await attempt(wrongKey, "198.51.100.8")).status).toBe(401);
      expect((await attempt(admin, "198.51.100.8")).status).toBe(200);
      const logged = JSON.stringify(info.mock.calls);
      expect(logged).toContain("198.51.100.7");
      expect(logged).not.toContain(wrongKey);
    } finally {
      process.env.BROADMARK_AUTH_FAILURE_LIMIT = "0";
      info.mockRestore();
    }
  });
});
