// API keys: random, shown once, stored only as SHA-256 hashes (keys carry 192 bits of entropy, so a
// fast hash is enough and keeps authentication to one indexed lookup).
import { createHash, randomBytes } from "node:crypto";
import { db } from "../db/client";
import type { ApiKey } from "../db/generated/client";
import { newId } from "../ids/random-hex";
import { formatNs, nowNs } from "../time/clock";
import type { Actor, Role } from "./roles";
import type { KeyView } from "./schemas";

const KEY_PREFIX = "bmk_";

export function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function generateKey(): string {
  return KEY_PREFIX + randomBytes(24).toString("base64url");
}

export async function createKey(name: string, role: Role, key = generateKey()): Promise<{ key: string; record: ApiKey }> {
  const record = await db().apiKey.create({
    data: { id: newId(), name, role, keyHash: hashKey(key), keyPrefix: key.slice(0, 8), createdAt: nowNs() },
  });
  return { key, record };
}

/** The active key with this clear text, or null. */
export async function authenticate(key: string): Promise<Actor | null> {
  const record = await db().apiKey.findUnique({ where: { keyHash: hashKey(key) } });
  if (!record || record.revokedAt !== null) return null;
  return { keyId: record.id, name: record.name, role: record.role as Role };
}

export async function listKeys(): Promise<ApiKey[]> {
  return db().apiKey.findMany({ orderBy: { createdAt: "desc" } });
}

/** Revokes a key; false when it does not exist or was already revoked. */
export async function revokeKey(id: string): Promise<ApiKey | null> {
  const { count } = await db().apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: nowNs() } });
  return count === 1 ? db().apiKey.findUnique({ where: { id } }) : null;
}

export async function findKey(id: string): Promise<ApiKey | null> {
  return db().apiKey.findUnique({ where: { id } });
}

export function keyView(record: ApiKey): KeyView {
  return {
    id: record.id,
    name: record.name,
    role: record.role as Role,
    prefix: record.keyPrefix,
    status: record.revokedAt === null ? "Active" : "Revoked",
    created_at: formatNs(record.createdAt),
    ...(record.revokedAt !== null ? { revoked_at: formatNs(record.revokedAt) } : {}),
  };
}

/**
 * Makes sure an admin key exists: BROADMARK_ADMIN_KEY when given (automation, CI), otherwise a new one
 * on first start only. Returns the new key's clear text when one was created here.
 */
export async function ensureAdminKey(fromEnv: string | undefined): Promise<string | undefined> {
  if (fromEnv) {
    const existing = await db().apiKey.findUnique({ where: { keyHash: hashKey(fromEnv) } });
    if (existing?.role === "admin" && existing.revokedAt === null) return undefined;
    if (existing) throw new Error("BROADMARK_ADMIN_KEY names a key that is revoked or not an admin key");
    await createKey("admin (BROADMARK_ADMIN_KEY)", "admin", fromEnv);
    return undefined;
  }
  if ((await db().apiKey.count({ where: { role: "admin" } })) > 0) return undefined;
  return (await createKey("first admin", "admin")).key;
}
