// The in-process cache of active keys: bounded staleness for revocations made elsewhere, none for our own.
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/client";
import { nowNs } from "../time/clock";
import { authenticate, createKey, KEY_CACHE_MS, LAST_USE_RESOLUTION_MS, revokeKey } from "./keys";

afterEach(() => {
  vi.useRealTimers();
});

describe("key authentication cache", () => {
  it("keeps honouring a key revoked by another process for at most KEY_CACHE_MS, then refuses it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { key, record } = await createKey("cached", "qa");
    expect(await authenticate(key)).toEqual({ keyId: record.id, name: "cached", role: "qa" });
    // Another process revokes it: the row changes, this process's cache does not hear of it.
    await db().apiKey.update({ where: { id: record.id }, data: { revokedAt: 1n } });
    vi.setSystemTime(Date.now() + KEY_CACHE_MS - 1);
    expect(await authenticate(key)).toMatchObject({ keyId: record.id });
    vi.setSystemTime(Date.now() + 2);
    expect(await authenticate(key)).toEqual({ refused: "revoked" });
  });

  it("refuses a key at once in the process that revoked it", async () => {
    const { key, record } = await createKey("revoked here", "qa");
    expect(await authenticate(key)).toMatchObject({ keyId: record.id });
    await revokeKey(record.id);
    expect(await authenticate(key)).toEqual({ refused: "revoked" });
    expect(await authenticate("bmk_never-issued")).toEqual({ refused: "unknown" });
  });

  it("refuses a key from its expiry on, even while it is cached", async () => {
    const { key, record } = await createKey("expiring", "qa", undefined, nowNs() + 400_000_000n);
    expect(await authenticate(key)).toMatchObject({ keyId: record.id });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await authenticate(key)).toEqual({ refused: "expired" });
  });
});

describe("a key's last use", () => {
  const lastUsed = async (id: string) => (await db().apiKey.findUniqueOrThrow({ where: { id } })).lastUsedAt;
  async function eventually(id: string, check: (value: bigint | null) => boolean) {
    for (let i = 0; i < 50 && !check(await lastUsed(id)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    return lastUsed(id);
  }

  it("is written at the first use, then at most once per LAST_USE_RESOLUTION_MS, not per request", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { key, record } = await createKey("used", "qa");
    expect(await lastUsed(record.id)).toBeNull();
    const before = nowNs();
    await authenticate(key);
    const first = await eventually(record.id, (value) => value !== null);
    expect(first).toBeGreaterThanOrEqual(before);
    expect(first).toBeLessThanOrEqual(nowNs());

    // As if written long ago (by this process): more requests within the minute write nothing.
    await db().apiKey.update({ where: { id: record.id }, data: { lastUsedAt: 1n } });
    for (let i = 0; i < 5; i++) await authenticate(key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await lastUsed(record.id)).toBe(1n);

    vi.setSystemTime(Date.now() + LAST_USE_RESOLUTION_MS + 1);
    await authenticate(key);
    expect(await eventually(record.id, (value) => value !== 1n)).toBeGreaterThan(first!);
  });
});
