// Stored delivery specs listed a page at a time in the order of their names, with the rules each sets, and
// deleted by an admin (audited; 404 for a name not stored), over HTTP through the real router.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp } from "../api/testing/client";
import { db } from "../db/client";

serveSuiteOverHttp();

const BASE = "/mediaprocessing/v1.0/specs";
const SPEC = { name: "Listed", video: { width: 1920, gop: { closed: true } }, audio: { languages: ["eng"] } };

/** Every stored spec whose name starts with `prefix`, read page by page with `limit`. */
async function listAll(key: string, prefix: string, limit: number) {
  const names: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const listed = await call("GET", `${BASE}${query}`, { key });
    expect(listed.status).toBe(200);
    names.push(
      ...listed.body.items.map((item: { name: string }) => item.name).filter((n: string) => n.startsWith(prefix)),
    );
    cursor = listed.body.next_cursor;
    if (!cursor) return names;
  }
  throw new Error("the listing never ended");
}

describe("listing stored delivery specs", () => {
  it("lists every spec once, in name order, whatever the page size, with its title and rules", async () => {
    const admin = await keyFor("admin");
    const qa = await keyFor("qa");
    const names = ["list-c", "list-a", "list-b.2", "list-b_1", "list-0"];
    for (const name of names)
      expect((await call("PUT", `${BASE}/${name}`, { key: admin, body: SPEC })).status).toBe(200);
    const sorted = ["list-0", "list-a", "list-b.2", "list-b_1", "list-c"];
    for (const limit of [1, 2, 3, 50]) expect(await listAll(qa, "list-", limit)).toEqual(sorted);
    const first = await call("GET", `${BASE}?limit=200`, { key: qa });
    expect(first.body.items.find((item: { name: string }) => item.name === "list-a")).toEqual({
      name: "list-a",
      title: "Listed",
      rules: ["video.width", "video.gop.closed", "audio.languages"],
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{9}Z$/),
    });
  });

  it("refuses a cursor it did not issue and a limit out of range with the field named", async () => {
    const qa = await keyFor("qa");
    const bad = await call("GET", `${BASE}?cursor=bm90LWEtY3Vyc29y`, { key: qa });
    expect([bad.status, bad.body.errors[0].path]).toEqual([400, "cursor"]);
    const limit = await call("GET", `${BASE}?limit=0`, { key: qa });
    expect([limit.status, limit.body.errors[0].path]).toEqual([400, "limit"]);
  });
});

describe("deleting a stored delivery spec", () => {
  it("deletes for an admin with an audit entry; the name is then unknown to reads and jobs", async () => {
    const admin = await keyFor("admin");
    const qa = await keyFor("qa");
    await call("PUT", `${BASE}/gone-soon`, { key: admin, body: SPEC });
    const deleted = await call("DELETE", `${BASE}/gone-soon`, { key: admin });
    expect(deleted.status).toBe(204);
    expect((await call("GET", `${BASE}/gone-soon`, { key: qa })).status).toBe(404);
    const audit = await call("GET", "/watermarking/v1.0/audit?action=delivery_spec.delete&target=gone-soon", {
      key: admin,
    });
    expect(audit.body.items).toMatchObject([
      { action: "delivery_spec.delete", target: "gone-soon", outcome: "deleted" },
    ]);
    const factory = (await call("GET", "/mediaprocessing/v1.0/factories", { key: qa })).body.items[0].id;
    const job = await call("POST", `/mediaprocessing/v1.0/factories/${factory}/jobs`, {
      key: qa,
      body: { inputs: { a: { url: "https://media.example/a.ts", spec: "gone-soon" } } },
    });
    expect([job.status, job.body.code]).toEqual([422, "unknown_spec"]);
  });

  it("answers 404 problem+json for a name not stored, and 403 to QA, deleting nothing", async () => {
    const admin = await keyFor("admin");
    const qa = await keyFor("qa");
    await call("PUT", `${BASE}/kept`, { key: admin, body: SPEC });
    const before = await db().deliverySpecRecord.count();
    const missing = await call("DELETE", `${BASE}/never-stored`, { key: admin });
    expect([missing.status, missing.headers.get("content-type"), missing.body.code]).toEqual([
      404,
      "application/problem+json",
      "not_found",
    ]);
    expect((await call("DELETE", `${BASE}/kept`, { key: qa })).status).toBe(403);
    expect(await db().deliverySpecRecord.count()).toBe(before);
  });

  it("answers any name not stored 404 when it is a spec name, else 400 naming `name`", async () => {
    const admin = await keyFor("admin");
    const specName = /^[a-z0-9][a-z0-9._-]{0,63}$/;
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (suffix) => {
        const name = `fc${suffix}`;
        const answer = await call("DELETE", `${BASE}/${encodeURIComponent(name)}`, { key: admin });
        expect(answer.status).toBe(specName.test(name) ? 404 : 400);
        if (answer.status === 400) expect(answer.body.errors[0].path).toBe("name");
      }),
      { numRuns: 60 },
    );
  });
});
