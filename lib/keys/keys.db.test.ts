// The in-process cache of active keys: bounded staleness for revocations made elsewhere, none for our own.
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "../db/client";
import { authenticate, createKey, KEY_CACHE_MS, revokeKey } from "./keys";

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
    expect(await authenticate(key)).not.toBeNull();
    vi.setSystemTime(Date.now() + 2);
    expect(await authenticate(key)).toBeNull();
  });

  it("refuses a key at once in the process that revoked it", async () => {
    const { key, record } = await createKey("revoked here", "qa");
    expect(await authenticate(key)).not.toBeNull();
    await revokeKey(record.id);
    expect(await authenticate(key)).toBeNull();
  });
});
