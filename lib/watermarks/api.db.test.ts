import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";

const PATH = "/watermarking/v1.0/measurement/watermarks";
let scheduler: string;

beforeAll(async () => {
  scheduler = await keyFor("scheduler");
});

describe("POST /watermarks", () => {
  it("registers a watermark and answers 201 with the record of docs/api.md §2.1", async () => {
    const response = await call("POST", PATH, { key: scheduler, body: watermarkBody() });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      type: "Linear",
      name: "Evening news",
      sid: 1234,
      sid_check_digits: "AB",
      csid: "0x1ABCD",
      csid_check_digits: "7Q",
      house_number: null,
      status: "Active",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/),
    });
    const read = await call("GET", `${PATH}/${response.body.id}`, { key: scheduler });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it("gives every watermark a distinct id and increasing nanosecond timestamps", async () => {
    const a = await call("POST", PATH, { key: scheduler, body: watermarkBody() });
    const b = await call("POST", PATH, { key: scheduler, body: watermarkBody() });
    expect(a.body.id).not.toBe(b.body.id);
    expect(b.body.created_at > a.body.created_at).toBe(true);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ["missing name", { name: undefined }, "name"],
    ["extra field", { colour: "red" }, "colour"],
    ["sid as a string", { sid: "1234" }, "sid"],
    ["fractional sid", { sid: 12.5 }, "sid"],
    ["sid 0", { sid: 0 }, "sid"],
    ["sid 65536", { sid: 65536 }, "sid"],
    ["sid 32755 (C3 rating window)", { sid: 32755 }, "sid"],
    ["sid 32756 (C7 rating window)", { sid: 32756 }, "sid"],
    ["csid without 0x", { csid: "1ABCD" }, "csid"],
    ["csid with 6 digits", { csid: "0x1ABCDE" }, "csid"],
    ["csid with layer 3", { csid: "0x3ABCD" }, "csid"],
    ["csid not hex", { csid: "0x1GBCD" }, "csid"],
    ["sid check digits of length 1", { sid_check_digits: "A" }, "sid_check_digits"],
    ["csid check digits of length 3", { csid_check_digits: "ABC" }, "csid_check_digits"],
    ["unknown type", { type: "Forensic" }, "type"],
    ["empty name", { name: "  " }, "name"],
    ["name of 201 characters", { name: "n".repeat(201) }, "name"],
    ["empty house number", { house_number: " " }, "house_number"],
    ["house number of 65 characters", { house_number: "h".repeat(65) }, "house_number"],
    ["house number as a number", { house_number: 12 }, "house_number"],
  ];
  it.each(invalid)(
    "refuses %s with 400 validation_failed naming the field, writing nothing",
    async (_, override, path) => {
      const before = await db().watermark.count();
      const response = await call("POST", PATH, { key: scheduler, body: watermarkBody(override) });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(response.body.code).toBe("validation_failed");
      expect(response.body.errors.map((e: { path: string }) => e.path)).toContain(path);
      expect(await db().watermark.count()).toBe(before);
    },
  );

  it("explains the reserved rating-window sids", async () => {
    const response = await call("POST", PATH, { key: scheduler, body: watermarkBody({ sid: 32755 }) });
    expect(response.body.errors[0].message).toMatch(/C3\/C7/);
  });

  it("refuses a body that is not JSON with 415, malformed JSON with 400 and more than 1 MiB with 413", async () => {
    const before = await db().watermark.count();
    const text = await call("POST", PATH, { key: scheduler, rawBody: "type=Linear", contentType: "text/plain" });
    expect([text.status, text.body.code]).toEqual([415, "unsupported_media_type"]);
    const broken = await call("POST", PATH, { key: scheduler, rawBody: '{"type":', contentType: "application/json" });
    expect([broken.status, broken.body.code]).toEqual([400, "malformed_json"]);
    const huge = await call("POST", PATH, { key: scheduler, body: watermarkBody({ name: "x".repeat(1024 * 1024) }) });
    expect([huge.status, huge.body.code]).toEqual([413, "payload_too_large"]);
    const empty = await call("POST", PATH, { key: scheduler });
    expect([empty.status, empty.body.code]).toEqual([400, "validation_failed"]);
    expect(await db().watermark.count()).toBe(before);
  });
});

describe("GET /watermarks", () => {
  it("filters by type, sid, csid and name substring, and pages newest first with a cursor", async () => {
    const marker = `Paging ${Date.now()}`;
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await call("POST", PATH, {
        key: scheduler,
        body: watermarkBody({ name: `${marker} #${i}`, sid: 4242, csid: "0x5F00D", type: i === 0 ? "VOD" : "Linear" }),
      });
      created.unshift(response.body.id);
    }
    const first = await call("GET", `${PATH}?name=${encodeURIComponent(marker.toLowerCase())}&limit=2`, {
      key: scheduler,
    });
    expect(first.status).toBe(200);
    expect(first.body.items.map((w: { id: string }) => w.id)).toEqual(created.slice(0, 2));
    const second = await call(
      "GET",
      `${PATH}?name=${encodeURIComponent(marker)}&limit=2&cursor=${first.body.next_cursor}`,
      { key: scheduler },
    );
    expect(second.body.items.map((w: { id: string }) => w.id)).toEqual(created.slice(2, 4));
    const third = await call(
      "GET",
      `${PATH}?name=${encodeURIComponent(marker)}&limit=2&cursor=${second.body.next_cursor}`,
      { key: scheduler },
    );
    expect(third.body.items.map((w: { id: string }) => w.id)).toEqual(created.slice(4));
    expect(third.body.next_cursor).toBeNull();

    const vod = await call("GET", `${PATH}?name=${encodeURIComponent(marker)}&type=VOD`, { key: scheduler });
    expect(vod.body.items.map((w: { id: string }) => w.id)).toEqual([created[4]]);
    const byCode = await call("GET", `${PATH}?sid=4242&csid=0x5f00d&name=${encodeURIComponent(marker)}`, {
      key: scheduler,
    });
    expect(byCode.body.items).toHaveLength(5);
  });

  it("refuses bad filters and foreign cursors with 400", async () => {
    for (const query of ["sid=abc", "csid=12345", "type=Other", "limit=0", "cursor=bm90LWEtY3Vyc29y", "colour=red"]) {
      const response = await call("GET", `${PATH}?${query}`, { key: scheduler });
      expect([query, response.status, response.body.code]).toEqual([query, 400, "validation_failed"]);
    }
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await call("GET", `${PATH}/${"0".repeat(32)}`, { key: scheduler })).status).toBe(404);
    expect((await call("GET", `${PATH}/not-an-id`, { key: scheduler })).status).toBe(400);
  });
});
