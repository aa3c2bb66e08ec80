// Token buckets shared by every server process through PostgreSQL (the rate_limit_bucket table and its
// take_rate_limit_tokens function, prisma/migrations/20261127044000_rate_limit_buckets), with a front in
// this process's memory so that a key far from its limit costs no database round trip:
// - tokens are taken from the shared bucket in batches of up to `batch` and spent locally; a process holds
//   at most `batch` of them (a refund never raises it above that);
// - a key refused by the shared bucket is refused locally, without asking again, until a token is due;
// - while the database cannot be reached, the per-process buckets answer alone (as with one process).
// Every admitted request spent a token withdrawn from the shared bucket, except at most `batch` held per
// process when a span starts, so over any span T the deployment admits at most burst + rate × T + batch per
// process; tokens one process holds unused are not available to the others (an early refusal of at most
// `batch` per process).
import { TokenBuckets } from "./token-bucket";

/** Takes up to `wanted` tokens from the shared bucket: how many were granted, and the wait when none was. */
export type TakeShared = (key: string, wanted: number) => Promise<{ granted: number; waitMs: number }>;

/** How many idle keys may accumulate before their entries (empty and unblocked) are forgotten. */
const SWEEP_AT = 10_000;

export class SharedBuckets {
  private readonly held = new Map<string, { tokens: number; blockedUntil: number }>();
  private readonly taking = new Map<string, Promise<number>>();
  private readonly local: TokenBuckets;

  constructor(
    readonly rate: number,
    readonly burst: number,
    private readonly takeShared: TakeShared,
    private readonly onStoreError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
    /** A twentieth of the burst: 10 for the default 100:200, 1 for the failure limit's 1:20. */
    readonly batch = Math.max(1, Math.floor(burst / 20)),
  ) {
    this.local = new TokenBuckets(rate, burst, now);
  }

  /** Takes a token for the key: 0 when granted, otherwise the milliseconds until one will be there. */
  async take(key: string): Promise<number> {
    for (;;) {
      const entry = this.entry(key);
      const blockedMs = entry.blockedUntil - this.now();
      if (entry.tokens >= 1) {
        entry.tokens--;
        return 0;
      }
      if (blockedMs > 0) return blockedMs;
      // Concurrent requests for one key share one trip to the database, then take from what it brought.
      let trip = this.taking.get(key);
      if (!trip) {
        trip = this.refill(key).finally(() => this.taking.delete(key));
        this.taking.set(key, trip);
      }
      const waitMs = await trip;
      if (waitMs > 0) return waitMs;
    }
  }

  /** Milliseconds this process knows the key must wait (0 when it holds a token or knows of no refusal). */
  wait(key: string): number {
    const entry = this.held.get(key);
    if (!entry || entry.tokens >= 1) return 0;
    return Math.max(0, entry.blockedUntil - this.now());
  }

  /** Gives back a token taken for a request that turned out not to count. */
  refund(key: string): void {
    const entry = this.entry(key);
    entry.tokens = Math.min(this.batch, entry.tokens + 1);
    entry.blockedUntil = 0;
  }

  /** One trip to the shared bucket: 0 when tokens were added to the key's entry, otherwise the wait. */
  private async refill(key: string): Promise<number> {
    let granted: number;
    let waitMs: number;
    try {
      ({ granted, waitMs } = await this.takeShared(key, this.batch));
    } catch (error) {
      this.onStoreError(error);
      const localWait = this.local.take(key);
      if (localWait > 0) return localWait;
      granted = 1;
      waitMs = 0;
    }
    const entry = this.entry(key);
    if (granted > 0) entry.tokens += granted;
    else entry.blockedUntil = this.now() + waitMs;
    return granted > 0 ? 0 : waitMs;
  }

  private entry(key: string): { tokens: number; blockedUntil: number } {
    let entry = this.held.get(key);
    if (!entry) {
      if (this.held.size >= SWEEP_AT) this.sweep();
      entry = { tokens: 0, blockedUntil: 0 };
      this.held.set(key, entry);
    }
    return entry;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.held)
      if (entry.tokens < 1 && entry.blockedUntil <= now && !this.taking.has(key)) this.held.delete(key);
  }
}
