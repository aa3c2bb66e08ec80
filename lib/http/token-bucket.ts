// Token buckets per key: each holds up to `burst` tokens and refills continuously at `rate` per second;
// a request takes one token. Over any span T a key gets at most burst + rate × T requests, which is what
// `<rate>:<burst>` promises. The clock is injectable so tests control time instead of sleeping.

/** How many idle keys may accumulate before full buckets are forgotten (they hold no information). */
const SWEEP_AT = 10_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly rate: number,
    readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for the key: 0 when granted, otherwise the milliseconds until one will be there. */
  take(key: string): number {
    const tokens = this.available(key);
    if (tokens >= 1) {
      this.store(key, tokens - 1);
      return 0;
    }
    return this.waitMs(tokens);
  }

  /** Gives back a token taken for a request that turned out not to count (never above the burst). */
  refund(key: string): void {
    if (this.buckets.has(key)) this.store(key, Math.min(this.burst, this.available(key) + 1));
  }

  /** Milliseconds until the key has a token again (0 when it has one), without taking it. */
  wait(key: string): number {
    const tokens = this.available(key);
    return tokens >= 1 ? 0 : this.waitMs(tokens);
  }

  private available(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.burst;
    return Math.min(this.burst, bucket.tokens + ((this.now() - bucket.at) / 1000) * this.rate);
  }

  private waitMs(tokens: number): number {
    return Math.ceil(((1 - tokens) / this.rate) * 1000);
  }

  private store(key: string, tokens: number): void {
    if (this.buckets.size >= SWEEP_AT) {
      for (const other of [...this.buckets.keys()]) if (this.available(other) >= this.burst) this.buckets.delete(other);
    }
    this.buckets.set(key, { tokens, at: this.now() });
  }
}

/** `<rate>:<burst>` → buckets, or null when the setting turns limiting off (rate 0). */
export function bucketsFor(setting: string, now?: () => number): TokenBuckets | null {
  const [rate, burst] = setting.split(":").map(Number);
  if (!rate || !(rate > 0)) return null;
  return new TokenBuckets(rate, Math.max(1, burst ?? rate), now);
}
