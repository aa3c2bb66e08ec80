// The subscribable calendar feed over real HTTP: a key issues its URL, calendar applications read it with
// no key; a replaced secret or a revoked key reads nothing, and the secret reaches no log line or audit entry.
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, keyFor, send, serveSuiteOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { createKey, revokeKey } from "../keys/keys";
import { log } from "../log/logger";

const BASE = "/watermarking/v1.0/measurement";
const HOUR_MS = 3_600_000;
serveSuiteOverHttp();
afterEach(() => vi.restoreAllMocks());

const issue = (key: string) => call("POST", `${BASE}/calendar_feed`, { key });
/** A feed read as a calendar application reads it: no X-Api-Key. */
async function readFeed(path: string) {
  const response = await send(new Request(new URL(path, "http://broadmark.test")));
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}
/** An instant some hours from now, to the second, as the API takes starts. */
const hoursFromNow = (hours: number) =>
  new Date(Math.floor((Date.now() + hours * HOUR_MS) / 1000) * 1000).toISOString().replace(".000Z", "Z");

async function watermarkWithSlots(key: string, name: string) {
  const watermark = await call("POST", `${BASE}/watermarks`, { key, body: watermarkBody({ ...uniqueCode(), name }) });
  expect(watermark.status).toBe(201);
  const reserve = (start: string) =>
    call("POST", `${BASE}/watermarks/${watermark.body.id}/linear_reservations`, {
      key,
      body: { start, duration: 1800 },
    });
  const [kept, revoked, tooFar] = await Promise.all([
    reserve(hoursFromNow(24)),
    reserve(hoursFromNow(48)),
    reserve(hoursFromNow(24 * 90)),
  ]);
  expect([kept.status, revoked.status, tooFar.status]).toEqual([201, 201, 201]);
  expect(
    (
      await call("POST", `${BASE}/watermarks/linear_reservations/revoke/${revoked.body.token}`, {
        key,
        body: { reason: "moved to Friday" },
      })
    ).status,
  ).toBe(200);
  return { kept: kept.body, revoked: revoked.body, tooFar: tooFar.body };
}

describe("calendar feeds", () => {
  it("serves the key's slots around now as text/calendar to anyone holding the URL, named by show, revoked ones cancelled", async () => {
    const key = await keyFor("scheduler");
    const name = `Morning show ${Date.now()}`;
    const { kept, revoked, tooFar } = await watermarkWithSlots(key, name);
    const issued = await issue(key);
    expect(issued.status).toBe(201);
    expect(issued.body.path).toMatch(
      /^\/watermarking\/v1\.0\/measurement\/calendar_feeds\/bmf_[A-Za-z0-9_-]{32}\.ics$/,
    );
    expect(issued.body.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+${issued.body.path.replaceAll(".", "\\.")}$`),
    );

    const feed = await readFeed(issued.body.path);
    expect([feed.status, feed.type]).toEqual([200, "text/calendar; charset=utf-8"]);
    const event = (id: string) => feed.text.split("BEGIN:VEVENT").find((block) => block.includes(`UID:${id}`));
    expect(event(kept.id)).toContain(`SUMMARY:${name} (sid ${kept.sid}\\, csid ${kept.csid})`);
    expect(event(kept.id)).toContain("STATUS:CONFIRMED");
    expect(event(revoked.id)).toContain("STATUS:CANCELLED");
    expect(event(revoked.id)).toContain("revoked: moved to Friday");
    expect(event(tooFar.id)).toBeUndefined();
    expect(feed.text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    // Reservation tokens are the right to revoke: a feed never carries them.
    for (const token of [kept.token, revoked.token]) expect(feed.text).not.toContain(token);
  });

  it("issuing again replaces the secret: the old URL answers 404, the new one the feed", async () => {
    const key = await keyFor("scheduler");
    const first = await issue(key);
    const second = await issue(key);
    expect(second.body.path).not.toBe(first.body.path);
    const [old, current] = await Promise.all([readFeed(first.body.path), readFeed(second.body.path)]);
    expect([old.status, current.status]).toEqual([404, 200]);
    expect(JSON.parse(old.text)).toMatchObject({ code: "not_found" });
  });

  it("ends with its key: a revoked key's feed answers 404", async () => {
    const { key, record } = await createKey("feed of a key revoked later", "scheduler");
    const issued = await issue(key);
    expect((await readFeed(issued.body.path)).status).toBe(200);
    await revokeKey(record.id);
    expect((await readFeed(issued.body.path)).status).toBe(404);
  });

  it("answers 404 to a guessed or malformed URL, and refuses roles that may not read the calendar", async () => {
    for (const file of [`bmf_${"A".repeat(32)}.ics`, "bmf_short.ics", "x", `bmf_${"A".repeat(32)}`]) {
      expect((await readFeed(`${BASE}/calendar_feeds/${file}`)).status).toBe(404);
    }
    expect((await issue(await keyFor("qa"))).status).toBe(403);
    expect((await call("POST", `${BASE}/calendar_feed`)).status).toBe(401);
  });

  it("keeps the secret out of every log line and audit entry", async () => {
    const lines: unknown[] = [];
    for (const level of ["info", "warn", "error", "debug"] as const) {
      vi.spyOn(log, level).mockImplementation(((...args: unknown[]) => void lines.push(args)) as never);
    }
    const { key, record } = await createKey("feed audit", "scheduler");
    const issued = await issue(key);
    const token = issued.body.path.split("/").at(-1).replace(".ics", "");
    await readFeed(issued.body.path);
    await issue(key);
    await readFeed(issued.body.path); // replaced: a failed authentication is logged
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(token);
    const entries = await db().auditEntry.findMany({ where: { actorKeyId: record.id } });
    expect(entries.map((entry) => entry.action)).toEqual(["calendar_feed.issue", "calendar_feed.issue"]);
    expect(JSON.stringify(entries, (_, value) => (typeof value === "bigint" ? String(value) : value))).not.toContain(
      token,
    );
  });
});
