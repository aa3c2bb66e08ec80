// Per-key request rate: a sustained rate with bursts (BROADMARK_RATE_LIMIT=<per-second>:<burst>, 0 = off).
// Counters live in this process's memory: each server process enforces the limit on its own.
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitSetting } from "../config/env";
import { Problem } from "./problem";

let current: { setting: string; limiter: BurstyRateLimiter | null } | undefined;

function limiterFor(setting: string): BurstyRateLimiter | null {
  if (current?.setting === setting) return current.limiter;
  const [rate, burst] = setting.split(":").map(Number);
  let limiter: BurstyRateLimiter | null = null;
  if (rate && rate > 0) {
    const extra = Math.max(0, (burst ?? rate) - rate);
    limiter = new BurstyRateLimiter(
      new RateLimiterMemory({ points: rate, duration: 1 }),
      new RateLimiterMemory({ keyPrefix: "burst", points: extra, duration: Math.max(1, Math.ceil(extra / rate)) }),
    );
  }
  current = { setting, limiter };
  return limiter;
}

export async function enforceRateLimit(keyId: string): Promise<void> {
  const limiter = limiterFor(rateLimitSetting());
  if (!limiter) return;
  try {
    await limiter.consume(keyId);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new Problem(429, "rate_limited", `too many requests for this key; retry in ${seconds} s`, {}, {
      "retry-after": String(seconds),
    });
  }
}
