// Keys' expiry and last use, and the audit log's filters, names, cursors and CSV export, over real HTTP.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";

let admin: string;
let stopServing: () => Promise<void>;
beforeAll(async () => {
  stopServing = await serveOverHttp();
  admin = await keyFor("admin");
});
afterAll(() => stopServing());

async function newKey(body: Record<string, unknown>) {
  const created = await call("POST", "/admin/v1.0/keys", { key: admin, body });
  expect(created.status).toBe(201);
  return created.body as { id: string; key: string; name: string };
}
const listed = async (id: string) =>
  (await call("GET", "/admin/v1.0/keys", { key: admin })).body.items.find((k: { id: string }) => k.id === id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("key expiry and last use", () => {
  it("refuses a key past its expiry with 401 key_expired, shown Expired with its last use", async () => {
    const expiresAt = new Date(Date.now() + 4000).toISOString();
    const key = await newKey({ name: `expiring ${Date.now()}`, role: "qa", expires_at: expiresAt });
    expect(await listed(key.id)).toMatchObject({ status: "Active", expires_at: expiresAt.replace(/Z$/, "000000Z") });
    expect((await listed(key.id)).last_used_at).toBeUndefined();
    expect((await call("GET", "/watermarking/v1.0/whoami", { key: key.key })).status).toBe(200);
    await sleep(Date.parse(expiresAt) - Date.now() + 100);
    const refused = await call("GET", "/watermarking/v1.0/whoami", { key: key.key });
    expect([refused.status, refused.body.code]).toEqual([401, "key_expired"]);
    const shown = await listed(key.id);
    expect(shown.status).toBe("Expired");
    expect(Date.parse(shown.last_used_at)).toBeLessThan(Date.parse(expiresAt));
    const unknown = await call("GET", "/watermarking/v1.0/whoami", { key: "bmk_never-issued" });
    expect([unknown.status, unknown.body.code]).toEqual([401, "unauthorized"]);
  });

  it("refuses an expiry in the past or not an instant, naming expires_at", async () => {
    for (const expires_at of ["2020-01-01T00:00:00Z", "tomorrow", 5]) {
      const refused = await call("POST", "/admin/v1.0/keys", {
        key: admin,
        body: { name: "x", role: "qa", expires_at },
      });
      expect([refused.status, refused.body.code, refused.body.errors[0].path]).toEqual([
        400,
        "validation_failed",
        "expires_at",
      ]);
    }
  });
});

describe("audit log filters, names, paging and export", () => {
  let actor: { id: string; key: string; name: string };
  let watermark: { id: string; name: string };
  let reservation: { id: string; token: string };
  beforeAll(async () => {
    actor = await newKey({ name: `audited ${Date.now()}`, role: "scheduler" });
    watermark = (
      await call("POST", "/watermarking/v1.0/measurement/watermarks", {
        key: actor.key,
        body: { ...watermarkBody(uniqueCode()), name: "Evening news, audited" },
      })
    ).body;
    const path = `/watermarking/v1.0/measurement/watermarks/${watermark.id}/linear_reservations`;
    reservation = (await call("POST", path, { key: actor.key, body: { start: "2047-01-01T20:00:00Z", duration: 60 } }))
      .body;
    await call("POST", path, { key: actor.key, body: { start: "2047-01-01T20:00:30Z", duration: 60 } });
    await call("POST", `/watermarking/v1.0/measurement/watermarks/linear_reservations/revoke/${reservation.token}`, {
      key: actor.key,
    });
    // Another key's entries, which no filter by this actor may show.
    const other = await keyFor("scheduler");
    await call("POST", "/watermarking/v1.0/measurement/watermarks", { key: other, body: watermarkBody(uniqueCode()) });
  });
  const audit = async (query: string) => {
    const response = await call("GET", `/watermarking/v1.0/audit?${query}`, { key: admin });
    expect(response.status).toBe(200);
    return response.body as { items: Array<Record<string, string | null>>; next_cursor: string | null };
  };
  const summary = (items: Array<Record<string, string | null>>) =>
    items.map((e) => [e.action, e.outcome, e.target, e.target_name]);

  it("filters by actor, with the targets' names beside their ids", async () => {
    const { items, next_cursor } = await audit(`actor=${actor.id}`);
    expect(next_cursor).toBeNull();
    expect(summary(items).reverse()).toEqual([
      ["watermark.create", "created", watermark.id, "Evening news, audited"],
      ["reservation.create", "reserved", reservation.id, "Evening news, audited"],
      ["reservation.create", "refused: slot_unavailable", watermark.id, "Evening news, audited"],
      ["reservation.revoke", "revoked", reservation.id, "Evening news, audited"],
    ]);
    expect(items.every((e) => e.actor_key_id === actor.id && e.actor_name === actor.name)).toBe(true);
    const keyCreation = (await audit(`action=key.create&target=${actor.id}`)).items;
    expect(summary(keyCreation)).toEqual([["key.create", "created", actor.id, actor.name]]);
  });

  it("filters by action, a family of actions, target and time range", async () => {
    expect(summary((await audit(`actor=${actor.id}&action=reservation.revoke`)).items)).toEqual([
      ["reservation.revoke", "revoked", reservation.id, "Evening news, audited"],
    ]);
    expect((await audit(`actor=${actor.id}&action=reservation.`)).items.map((e) => e.action)).toEqual([
      "reservation.revoke",
      "reservation.create",
      "reservation.create",
    ]);
    expect((await audit(`target=${reservation.id}`)).items.map((e) => e.action)).toEqual([
      "reservation.revoke",
      "reservation.create",
    ]);
    const all = (await audit(`actor=${actor.id}`)).items;
    // [from, to) at the millisecond a client writes: from the third newest entry (inclusive) to the newest (exclusive).
    const ms = (at: string) => `${at.slice(0, 23)}Z`;
    const ranged = (await audit(`actor=${actor.id}&from=${ms(all[2]!.at!)}&to=${ms(all[0]!.at!)}`)).items;
    expect(ranged.map((e) => e.id)).toEqual([all[1]!.id, all[2]!.id]);
  });

  it("pages with cursors: every entry once, in order, the last page without a cursor", async () => {
    const all = (await audit(`actor=${actor.id}`)).items.map((e) => e.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof audit>> = await audit(
        `actor=${actor.id}&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.items.map((e) => e.id!));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect([pages, seen]).toEqual([2, all]);
    for (const bad of ["not-a-cursor", Buffer.from(`1:${"a".repeat(32)}`).toString("base64url")]) {
      const refused = await call("GET", `/watermarking/v1.0/audit?cursor=${bad}`, { key: admin });
      expect([refused.status, refused.body.errors[0].path]).toEqual([400, "cursor"]);
    }
  });

  it("refuses a malformed actor or action, naming it", async () => {
    for (const [query, path] of [
      ["actor=bob", "actor"],
      ["action=Reservation", "action"],
      ["action=reservation", "action"],
      ["limit=0", "limit"],
    ]) {
      const refused = await call("GET", `/watermarking/v1.0/audit?${query}`, { key: admin });
      expect([refused.status, refused.body.errors[0].path]).toEqual([400, path]);
    }
    expect((await call("GET", "/watermarking/v1.0/audit", { key: actor.key })).status).toBe(403);
  });

  it("exports the filtered entries as CSV, names and detail included", async () => {
    const response = await call("GET", `/watermarking/v1.0/audit/export?actor=${actor.id}&action=reservation.`, {
      key: admin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = parse(response.body as string, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual([
      "id",
      "at",
      "actor_key_id",
      "actor_name",
      "action",
      "target",
      "target_name",
      "outcome",
      "detail",
    ]);
    const listedEntries = (await audit(`actor=${actor.id}&action=reservation.`)).items;
    expect(rows.map((r) => [r.id, r.action, r.target_name, r.actor_name])).toEqual(
      listedEntries.map((e) => [e.id, e.action, "Evening news, audited", actor.name]),
    );
    expect(JSON.parse(rows.find((r) => r.outcome === "refused: slot_unavailable")!.detail!)).toBeTypeOf("object");
  });
});
