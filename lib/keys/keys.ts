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

export async function createKey(
  name: string,
  role: Role,
  key = generateKey(),
  expiresAtNs?: bigint,
): Promise<{ key: string; record: ApiKey }> {
  const record = await db().apiKey.create({
    data: {
      id: newId(),
      name,
      role,
      keyHash: hashKey(key),
      keyPrefix: key.slice(0, 8),
      createdAt: nowNs(),
      expiresAt: expiresAtNs ?? null,
    },
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

/**
 * A key's last use is written at most once per LAST_USE_RESOLUTION_MS per key and process (and not
 * when another process wrote it in that time), never once per request: it is precise to about a minute.
 */
export const LAST_USE_RESOLUTION_MS = 60_000;
const lastUseWritten = new Map<string, number>();

/** The active key with this clear text if it was checked in the last KEY_CACHE_MS, without a lookup. */
export function cachedActor(key: string): Actor | undefined {
  return cachedByHash(hashKey(key));
}

function cachedByHash(hash: string): Actor | undefined {
  const cached = activeKeys.get(hash);
  if (!cached || cached.until <= Date.now()) return undefined;
  noteUse(cached.actor.keyId);
  return cached.actor;
}

/** Why a key was refused: unknown (or never valid), revoked, or past its expiry. */
export type KeyRefusal = "unknown" | "revoked" | "expired";

/** The active key with this clear text, or why it is refused. */
export async function authenticate(key: string): Promise<Actor | { refused: KeyRefusal }> {
  const hash = hashKey(key);
  const cached = cachedByHash(hash);
  if (cached) return cached;
  const record = await keyByHash(hash);
  const refused = !record
    ? "unknown"
    : record.revoked
      ? "revoked"
      : record.expires_at_ns !== null && BigInt(record.expires_at_ns) <= nowNs()
        ? "expired"
        : undefined;
  if (!record || refused) {
    activeKeys.delete(hash);
    return { refused: refused ?? "unknown" };
  }
  const actor: Actor = { keyId: record.id, name: record.name, role: record.role };
  if (activeKeys.size >= KEY_CACHE_ENTRIES) activeKeys.clear();
  // An expiring key is kept no longer than its validity, so that it is refused from its expiry on.
  const validMs =
    record.expires_at_ns === null ? Infinity : Number((BigInt(record.expires_at_ns) - nowNs()) / 1_000_000n);
  activeKeys.set(hash, { actor, until: Date.now() + Math.min(KEY_CACHE_MS, validMs) });
  noteUse(actor.keyId);
  return actor;
}

/** Records the key's use (not awaited: a request never waits for it; a failed write is retried at the next use). */
function noteUse(keyId: string): void {
  const now = Date.now();
  if (now - (lastUseWritten.get(keyId) ?? -Infinity) < LAST_USE_RESOLUTION_MS) return;
  if (lastUseWritten.size >= KEY_CACHE_ENTRIES) lastUseWritten.clear();
  lastUseWritten.set(keyId, now);
  const at = nowNs();
  pool()
    .query({
      name: "api_key.note_use",
      text: "UPDATE api_key SET last_used_at_ns = $2 WHERE id = $1 AND (last_used_at_ns IS NULL OR last_used_at_ns < $3)",
      values: [keyId, String(at), String(at - BigInt(LAST_USE_RESOLUTION_MS) * 1_000_000n)],
    })
    .catch(() => lastUseWritten.delete(keyId));
}

/**
 * The key with this hash, in plain SQL through the pool: authentication and start-up ask only this, and
 * the query engine's first use costs more than the rest of an API server's start-up.
 */
interface KeyRecord {
  id: string;
  name: string;
  role: Role;
  revoked: boolean;
  /** bigint as text (pg's default for int8), or null. */
  expires_at_ns: string | null;
}

async function keyByHash(hash: string): Promise<KeyRecord | undefined> {
  const { rows } = await pool().query<KeyRecord>({
    name: "api_key.by_hash",
    text: "SELECT id, name, role, revoked_at_ns IS NOT NULL AS revoked, expires_at_ns FROM api_key WHERE key_hash = $1",
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
