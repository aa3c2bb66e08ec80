// The catalogue's search (q) and lookup by ids, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveOverHttp, watermarkBody } from "../api/testing/client";

const PATH = "/watermarking/v1.0/measurement/watermarks";
let scheduler: string;
let stop: () => Promise<void>;
/** A word no other watermark of the run contains, so results are this file's own. */
const tag = `Zq${Date.now().toString(36)}`;
const made: Record<string, { id: string; name: string }> = {};

async function register(label: string, overrides: Record<string, unknown>) {
  const response = await call("POST", PATH, { key: scheduler, body: watermarkBody(overrides) });
  expect(response.status).toBe(201);
  made[label] = response.body;
}

const search = async (q: string, extra = "") =>
  (await call("GET", `${PATH}?q=${encodeURIComponent(q)}${extra}`, { key: scheduler })).body.items.map(
    (w: { id: string }) => w.id,
  );

beforeAll(async () => {
  stop = await serveOverHttp();
  scheduler = await keyFor("scheduler");
  // sids and csids above the rating-window codes and in layer 5 (other files draw below 32000 / layer 2),
  // check digits as every other test registers them.
  const sid = 50000 + (Date.now() % 9000);
  const csid = (n: number) => `0x5${(0x2000 + (Date.now() % 0x1000) * 3 + n).toString(16).toUpperCase()}`;
  await register("older", { name: `Station 299 Late News ${tag}`, sid, csid: csid(0), house_number: `HN-${tag}-299` });
  await register("prefix", { name: `${tag} Morning`, sid: sid + 1, csid: csid(1), type: "VOD" });
  await register("exactName", { name: tag, sid: sid + 2, csid: csid(2) });
  await register("newer", {
    name: `WXYZ Evening News ${tag}`,
    sid: sid + 3,
    csid: csid(3),
    house_number: `HN-${tag}-300`,
  });
});
afterAll(() => stop());

describe("GET /watermarks?q=", () => {
  it("matches a case-insensitive substring of the name, newest first within a rank", async () => {
    expect(await search(`late news ${tag.toLowerCase()}`)).toEqual([made.older!.id]);
    expect(await search(`news ${tag}`)).toEqual([made.newer!.id, made.older!.id]);
  });

  it("ranks an exact name first, then names that start with the query, then other substrings", async () => {
    expect(await search(tag)).toEqual([made.exactName!.id, made.prefix!.id, made.newer!.id, made.older!.id]);
  });

  it("finds a house number, exact first", async () => {
    expect(await search(`HN-${tag}-299`)).toEqual([made.older!.id]);
    expect(await search(`hn-${tag.toLowerCase()}`)).toEqual([made.newer!.id, made.older!.id]);
  });

  it("finds a sid exactly when the query is numeric, and a csid written 0x…, ahead of substring matches", async () => {
    const older = (await call("GET", `${PATH}/${made.older!.id}`, { key: scheduler })).body;
    expect((await search(String(older.sid)))[0]).toBe(made.older!.id);
    expect(await search(String(older.sid), `&name=${tag}`)).toEqual([made.older!.id]);
    expect(await search(older.csid.toLowerCase())).toEqual([made.older!.id]);
  });

  it("combines with type and limit, and treats LIKE wildcards as text", async () => {
    expect(await search(tag, "&type=VOD")).toEqual([made.prefix!.id]);
    expect(await search(tag, "&limit=2")).toEqual([made.exactName!.id, made.prefix!.id]);
    expect(await search(`${tag}%`)).toEqual([]);
    expect(await search(`${tag.slice(0, 3)}_${tag.slice(4)}`)).toEqual([]);
  });

  it("answers in one page: no cursor with q, and refuses an empty q", async () => {
    const response = await call("GET", `${PATH}?q=${tag}&limit=1`, { key: scheduler });
    expect(response.body.next_cursor).toBeNull();
    for (const query of [`q=${tag}&cursor=abc`, "q=%20%20", `q=${"x".repeat(201)}`]) {
      const refused = await call("GET", `${PATH}?${query}`, { key: scheduler });
      expect([refused.status, refused.body.code]).toEqual([400, "validation_failed"]);
    }
  });
});

describe("GET /watermarks?ids=", () => {
  it("answers exactly the watermarks named, in one page by default, and ignores unknown ids", async () => {
    const ids = [made.older!.id, made.newer!.id, "0".repeat(32)];
    const response = await call("GET", `${PATH}?ids=${ids.join(",")}`, { key: scheduler });
    expect(response.status).toBe(200);
    expect(response.body.items.map((w: { id: string; name: string }) => [w.id, w.name])).toEqual([
      [made.newer!.id, made.newer!.name],
      [made.older!.id, made.older!.name],
    ]);
    expect(response.body.next_cursor).toBeNull();
  });

  it("looks up a full page of 200 ids at once and refuses 201 or a malformed id", async () => {
    const many = Array.from({ length: 199 }, (_, i) => i.toString(16).padStart(32, "f"));
    const full = await call("GET", `${PATH}?ids=${[made.older!.id, ...many].join(",")}`, { key: scheduler });
    expect(full.body.items.map((w: { id: string }) => w.id)).toEqual([made.older!.id]);
    for (const ids of [[...many, made.older!.id, made.newer!.id].join(","), `${made.older!.id},nope`, ""]) {
      const refused = await call("GET", `${PATH}?ids=${ids}`, { key: scheduler });
      expect([refused.status, refused.body.code, refused.body.errors[0].path]).toEqual([
        400,
        "validation_failed",
        expect.stringMatching(/^ids/),
      ]);
    }
  });
});
