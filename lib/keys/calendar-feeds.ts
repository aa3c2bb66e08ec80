// Calendar feeds: a calendar application subscribes to a URL and cannot send X-Api-Key, so a key may hold
// one feed secret that the URL carries. Like keys, the secret is random (192 bits), shown once and stored
// only as its SHA-256 hash; issuing a new one replaces the old, and a revoked key's feed authenticates no one.
import { randomBytes } from "node:crypto";
import { db, pool } from "../db/client";
import { nowNs } from "../time/clock";
import { hashKey } from "./keys";
import type { Actor, Role } from "./roles";

const FEED_PREFIX = "bmf_";
/** A feed secret as it appears in its URL (never anything else, so a malformed one costs no query). */
export const FEED_TOKEN = /^bmf_[A-Za-z0-9_-]{32}$/;

/** A new secret for the key's feed; the previous one (if any) stops working at once. */
export async function issueFeedToken(keyId: string): Promise<{ token: string; createdAt: bigint }> {
  const token = FEED_PREFIX + randomBytes(24).toString("base64url");
  const row = { tokenHash: hashKey(token), createdAt: nowNs() };
  await db().calendarFeed.upsert({ where: { keyId }, create: { keyId, ...row }, update: row });
  return { token, createdAt: row.createdAt };
}

/** When the key's current feed secret was issued, or null when it has none. */
export async function feedIssuedAt(keyId: string): Promise<bigint | null> {
  return (await db().calendarFeed.findUnique({ where: { keyId } }))?.createdAt ?? null;
}

/** The active key whose current feed secret this is, or null (unknown, replaced, or its key revoked). */
export async function authenticateFeed(token: string): Promise<Actor | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const { rows } = await pool().query<Actor>({
    name: "calendar_feed.by_hash",
    text: `SELECT k.id AS "keyId", k.name, k.role FROM calendar_feed f JOIN api_key k ON k.id = f.key_id
           WHERE f.token_hash = $1 AND k.revoked_at_ns IS NULL`,
    values: [hashKey(token)],
  });
  const actor = rows[0];
  return actor ? { keyId: actor.keyId, name: actor.name, role: actor.role as Role } : null;
}
