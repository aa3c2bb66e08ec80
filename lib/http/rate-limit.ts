// Request limits, held for the whole deployment: every server process on one database takes its tokens
// from the same buckets in PostgreSQL (lib/http/shared-buckets.ts says how, and how precisely):
// - per key: BROADMARK_RATE_LIMIT=<per-second>:<burst> (0 = off);
// - failed authentication per client address: BROADMARK_AUTH_FAILURE_LIMIT=<per-second>:<burst> (0 = off).
//   An address known to be out of tokens is answered 429 before its key is even looked up, so guessing keys
//   is slow. A lookup takes its token before it starts and gives it back when the key is valid, so
//   concurrent wrong keys cannot all reach the key check while their failures are still uncounted.
// Without a database (unit tests of the operations), each process counts alone in memory.
import { authFailureLimitSetting, externalDatabaseUrl, rateLimitSetting } from "../config/env";
import { pool } from "../db/client";
import { isDatabaseUnavailable, noteDatabaseOutage } from "../db/availability";
import { log } from "../log/logger";
import { Problem } from "./problem";
import { SharedBuckets } from "./shared-buckets";
import { bucketsFor, type TokenBuckets } from "./token-bucket";

type Limiter = Pick<SharedBuckets, "wait" | "refund"> & { take(key: string): number | Promise<number> };

const limiters = new Map<string, { setting: string; buckets: Limiter | null }>();

function limiter(name: string, setting: string): Limiter | null {
  const current = limiters.get(name);
  if (current?.setting === setting) return current.buckets;
  const local = bucketsFor(setting);
  const buckets = local && externalDatabaseUrl() ? shared(name, local) : local;
  limiters.set(name, { setting, buckets });
  return buckets;
}

function shared(name: string, { rate, burst }: TokenBuckets): SharedBuckets {
  forgetFullBuckets();
  const take = async (key: string, wanted: number) => {
    const { rows } = await pool().query<{ granted: number; wait_ms: number }>(
      "SELECT granted, wait_ms FROM take_rate_limit_tokens($1, $2, $3, $4, $5)",
      [name, key, wanted, rate, burst],
    );
    const [{ granted, wait_ms: waitMs }] = rows as [{ granted: number; wait_ms: number }];
    return { granted, waitMs };
  };
  return new SharedBuckets(rate, burst, take, storeError);
}

let storeErrorLogged = false;

/** The database is away (logged once by availability) or failing otherwise (logged once here). */
function storeError(error: unknown): void {
  if (isDatabaseUnavailable(error)) noteDatabaseOutage(error);
  else if (!storeErrorLogged) {
    storeErrorLogged = true;
    log.error({ err: error }, "shared rate limits failed: each process counts alone");
  }
}

const SWEEP_EVERY_MS = 10 * 60_000;
let sweeping = false;

/** Rows whose bucket has refilled completely say nothing a missing row would not: they go every 10 minutes. */
function forgetFullBuckets(): void {
  if (sweeping) return;
  sweeping = true;
  setInterval(
    () =>
      void pool()
        .query("DELETE FROM rate_limit_bucket WHERE full_at < now()")
        .catch(() => undefined),
    SWEEP_EVERY_MS,
  ).unref();
}

function tooMany(waitMs: number, what: string): Problem {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new Problem(
    429,
    "rate_limited",
    `too many ${what}; retry in ${seconds} s`,
    {},
    { "retry-after": String(seconds) },
  );
}

export async function enforceRateLimit(keyId: string): Promise<void> {
  const waitMs = (await limiter("keys", rateLimitSetting())?.take(keyId)) ?? 0;
  if (waitMs > 0) throw tooMany(waitMs, "requests for this key");
}

/** Before authenticating: 429 when this address is known to have used up its failed attempts. */
export function refuseIfAuthFailuresExhausted(clientAddress: string): void {
  const waitMs = limiter("auth", authFailureLimitSetting())?.wait(clientAddress) ?? 0;
  if (waitMs > 0) throw tooMany(waitMs, "failed authentications from this address");
}

/** Before looking a key up: takes one of the address's failure tokens (429 when none is left). */
export async function reserveAuthAttempt(clientAddress: string): Promise<void> {
  const waitMs = (await limiter("auth", authFailureLimitSetting())?.take(clientAddress)) ?? 0;
  if (waitMs > 0) throw tooMany(waitMs, "failed authentications from this address");
}

/** After a valid key: the attempt was no failure, its token goes back. */
export function refundAuthAttempt(clientAddress: string): void {
  limiter("auth", authFailureLimitSetting())?.refund(clientAddress);
}

/** For a lookup's rejection: failing for another reason than the key (the database away) is no failed attempt, so its token goes back. */
export function refundingAttempt(clientAddress: string) {
  return (error: unknown): never => {
    refundAuthAttempt(clientAddress);
    throw error;
  };
}

/** After a failed authentication (its token already taken): logs it with the address, never the key. */
export function logAuthFailure(clientAddress: string, reason: string): void {
  log.info({ client: clientAddress, reason }, "authentication failed");
}
