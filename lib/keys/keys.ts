// API keys: random, shown once, stored only as SHA-256 hashes (keys carry 192 bits of entropy, so a
// fast hash is enough and keeps authentication to one indexed lookup).
import { createHash, randomBytes } from "node:crypto";
import { db, pool } from "../db/client";
import type { ApiKey } from "../db/generated/client";
import { newId } from "../ids/random-hex";
import { nowNs } from "../time/clock";
import type { Actor, Role } from "./roles";

const KEY_PREFIX = "bmk_";

export function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function generateKey(): string {
  return KEY_PREFIX + randomBytes(24).toString("base64url");
}

export async function createKey(name: string, role: Role, key = generateKey()): Promise<{ key: string; record: ApiKey }> {
  const record = await db().apiKey.create({
    data: { id: newId(), name, role, keyHash: hashKey(key), keyPrefix: key.slice(0, 8), createdAt: nowNs() },
  });
  return { key, record };
}

/**
 * How long an active key's actor is reused without asking the database. Every request authenticates, so a
 * burst costs one lookup; a revocation takes effect at once in the process that revoked the key and
 * within this bound in every other process. Unknown and revoked keys are never kept.
 */
export const KEY_CACHE_MS = 5_000;
const KEY_CACHE_ENTRIES = 10_000;
const activeKeys = new Map<string, { actor: Actor; until: number }>();

/** The active key with this clear text if it was checked in the last KEY_CACHE_MS, without a lookup. */
export function cachedActor(key: string): Actor | undefined {
  return cachedByHash(hashKey(key));
}

function cachedByHash(hash: string): Actor | undefined {
  const cached = activeKeys.get(hash);
  return cached && cached.until > Date.now() ? cached.actor : undefined;
}

/** The active key with this clear text, or null. */
export async function authenticate(key: string): Promise<Actor | null> {
  const hash = hashKey(key);
  const cached = cachedByHash(hash);
  if (cached) return cached;
  const record = await keyByHash(hash);
  if (!record || record.revoked) {
    activeKeys.delete(hash);
    return null;
  }
  const actor: Actor = { keyId: record.id, name: record.name, role: record.role };
  if (activeKeys.size >= KEY_CACHE_ENTRIES) activeKeys.clear();
  activeKeys.set(hash, { actor, until: Date.now() + KEY_CACHE_MS });
  return actor;
}

/**
 * The key with this hash, in plain SQL through the pool: authentication and start-up ask only this, and
 * the query engine's first use costs more than the rest of an API server's start-up.
 */
async function keyByHash(hash: string): Promise<{ id: string; name: string; role: Role; revoked: boolean } | undefined> {
  const { rows } = await pool().query<{ id: string; name: string; role: Role; revoked: boolean }>({
    name: "api_key.by_hash",
    text: "SELECT id, name, role, revoked_at_ns IS NOT NULL AS revoked FROM api_key WHERE key_hash = $1",
    values: [hash],
  });
  return rows[0];
}

export async function listKeys(): Promise<ApiKey[]> {
  return db().apiKey.findMany({ orderBy: { createdAt: "desc" } });
}

/** Revokes a key; false when it does not exist or was already revoked. */
export async function revokeKey(id: string): Promise<ApiKey | null> {
  const { count } = await db().apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: nowNs() } });
  for (const [hash, { actor }] of activeKeys) if (actor.keyId === id) activeKeys.delete(hash);
  return count === 1 ? db().apiKey.findUnique({ where: { id } }) : null;
}

export async function findKey(id: string): Promise<ApiKey | null> {
  return db().apiKey.findUnique({ where: { id } });
}

/**
 * Makes sure an admin key exists: BROADMARK_ADMIN_KEY when given (automation, CI), otherwise a new one
 * on first start only. Returns the new key's clear text when one was created here.
 */
export async function ensureAdminKey(fromEnv: string | undefined): Promise<string | undefined> {
  // Processes starting together on one database take turns (a session advisory lock), so that exactly one
  // creates the first admin key, and BROADMARK_ADMIN_KEY is registered once.
  const client = await pool().connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('broadmark.first_admin_key'))");
    if (fromEnv) {
      const existing = await keyByHash(hashKey(fromEnv));
      if (existing?.role === "admin" && !existing.revoked) return undefined;
      if (existing) throw new Error("BROADMARK_ADMIN_KEY names a key that is revoked or not an admin key");
      await createKey("admin (BROADMARK_ADMIN_KEY)", "admin", fromEnv);
      return undefined;
    }
    const { rows } = await client.query("SELECT 1 FROM api_key WHERE role = 'admin' LIMIT 1");
    if (rows.length > 0) return undefined;
    return (await createKey("first admin", "admin")).key;
  } finally {
    await client.query("SELECT pg_advisory_unlock(hashtext('broadmark.first_admin_key'))").catch(() => undefined);
    client.release();
  }
}
