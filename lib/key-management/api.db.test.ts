import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { hashKey } from "../keys/keys";

let admin: string;
beforeAll(async () => {
  admin = await keyFor("admin");
});

describe("key management", () => {
  it("creates a key shown once and stored only as a hash; the key works until revoked", async () => {
    const created = await call("POST", "/admin/v1.0/keys", {
      key: admin,
      body: { name: "playout automation", role: "scheduler" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "playout automation",
      role: "scheduler",
      status: "Active",
      key: expect.stringMatching(/^bmk_/),
    });
    const stored = await db().apiKey.findUniqueOrThrow({ where: { id: created.body.id } });
    expect(stored.keyHash).toBe(hashKey(created.body.key));
    expect(JSON.stringify(stored, (_, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain(created.body.key);

    const listed = await call("GET", "/admin/v1.0/keys", { key: admin });
    const entry = listed.body.items.find((k: { id: string }) => k.id === created.body.id);
    expect(entry).toBeDefined();
    expect(entry.key).toBeUndefined();

    const use = () => call("GET", "/watermarking/v1.0/measurement/watermarks?limit=1", { key: created.body.key });
    expect((await use()).status).toBe(200);
    const revoked = await call("POST", `/admin/v1.0/keys/${created.body.id}/revoke`, { key: admin });
    expect(revoked.body).toMatchObject({ status: "Revoked", revoked_at: expect.stringMatching(/Z$/) });
    expect((await use()).status).toBe(401);
    const again = await call("POST", `/admin/v1.0/keys/${created.body.id}/revoke`, { key: admin });
    expect([again.status, again.body.code]).toEqual([409, "already_revoked"]);
    expect((await call("POST", `/admin/v1.0/keys/${"e".repeat(32)}/revoke`, { key: admin })).status).toBe(404);
  });

  it("refuses an unknown role or an empty name", async () => {
    for (const body of [{ name: "x", role: "superuser" }, { name: "", role: "qa" }, { role: "qa" }]) {
      const response = await call("POST", "/admin/v1.0/keys", { key: admin, body });
      expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
    }
  });
});

describe("audit log", () => {
  it("records creations, reservations, refusals, revocations and key changes with the actor's name", async () => {
    const from = new Date().toISOString();
    const scheduler = await keyFor("scheduler");
    const watermark = await call("POST", "/watermarking/v1.0/measurement/watermarks", {
      key: scheduler,
      body: watermarkBody(uniqueCode()),
    });
    const path = `/watermarking/v1.0/measurement/watermarks/${watermark.body.id}/linear_reservations`;
    const granted = await call("POST", path, { key: scheduler, body: { start: "2027-09-01T00:00:00Z", duration: 60 } });
    await call("POST", path, { key: scheduler, body: { start: "2027-09-01T00:00:30Z", duration: 60 } });
    await call("POST", `/watermarking/v1.0/measurement/watermarks/linear_reservations/revoke/${granted.body.token}`, {
      key: scheduler,
    });

    const log = await call("GET", `/watermarking/v1.0/audit?from=${from}`, { key: admin });
    expect(log.status).toBe(200);
    // This key's own entries: other suites' schedulers share names ("scheduler 1") and may write meanwhile.
    const { key_id: schedulerId } = (await call("GET", "/watermarking/v1.0/whoami", { key: scheduler })).body;
    const mine = log.body.items
      .filter((e: { actor_key_id: string | null }) => e.actor_key_id === schedulerId)
      .reverse();
    expect(mine.map((e: { action: string; outcome: string }) => `${e.action} ${e.outcome}`)).toEqual([
      "watermark.create created",
      "reservation.create reserved",
      "reservation.create refused: slot_unavailable",
      "reservation.revoke revoked",
    ]);
    expect(mine[1].target).toBe(granted.body.id);
    const future = await call("GET", "/watermarking/v1.0/audit?from=2099-01-01T00:00:00Z", { key: admin });
    expect(future.body.items).toEqual([]);
  });
});

describe("whoami", () => {
  it("tells every active key its own id, name and role", async () => {
    for (const role of ["scheduler", "qa", "admin"] as const) {
      const key = await keyFor(role);
      const response = await call("GET", "/watermarking/v1.0/whoami", { key });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        role,
        name: expect.stringContaining(role),
        key_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    }
  });
});
