// Request limits, counted in this process's memory (each server process enforces them on its own):
// - per key: BROADMARK_RATE_LIMIT=<per-second>:<burst> (0 = off);
// - failed authentication per client address: BROADMARK_AUTH_FAILURE_LIMIT=<per-second>:<burst> (0 = off).
//   An address out of tokens is answered 429 before its key is even looked up, so guessing keys is slow.
//   A lookup takes its token before it starts and gives it back when the key is valid, so concurrent
//   wrong keys cannot all reach the key check while their failures are still uncounted.
import { authFailureLimitSetting, rateLimitSetting } from "../config/env";
import { log } from "../log/logger";
import { Problem } from "./problem";
import { bucketsFor, type TokenBuckets } from "./token-bucket";

const limiters = new Map<string, { setting: string; buckets: TokenBuckets | null }>();

function limiter(name: string, setting: string): TokenBuckets | null {
  const current = limiters.get(name);
  if (current?.setting === setting) return current.buckets;
  const buckets = bucketsFor(setting);
  limiters.set(name, { setting, buckets });
  return buckets;
}

function tooMany(waitMs: number, what: string): Problem {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new Problem(429, "rate_limited", `too many ${what}; retry in ${seconds} s`, {}, { "retry-after": String(seconds) });
}

export async function enforceRateLimit(keyId: string): Promise<void> {
  const waitMs = limiter("keys", rateLimitSetting())?.take(keyId) ?? 0;
  if (waitMs > 0) throw tooMany(waitMs, "requests for this key");
}

/** Before authenticating: 429 when this address has used up its failed attempts. */
export function refuseIfAuthFailuresExhausted(clientAddress: string): void {
  const waitMs = limiter("auth", authFailureLimitSetting())?.wait(clientAddress) ?? 0;
  if (waitMs > 0) throw tooMany(waitMs, "failed authentications from this address");
}

/** Before looking a key up: takes one of the address's failure tokens (429 when none is left). */
export function reserveAuthAttempt(clientAddress: string): void {
  const waitMs = limiter("auth", authFailureLimitSetting())?.take(clientAddress) ?? 0;
  if (waitMs > 0) throw tooMany(waitMs, "failed authentications from this address");
}

/** After a valid key: the attempt was no failure, its token goes back. */
export function refundAuthAttempt(clientAddress: string): void {
  limiter("auth", authFailureLimitSetting())?.refund(clientAddress);
}

/** After a failed authentication (its token already taken): logs it with the address, never the key. */
export function logAuthFailure(clientAddress: string, reason: string): void {
  log.info({ client: clientAddress, reason }, "authentication failed");
}
