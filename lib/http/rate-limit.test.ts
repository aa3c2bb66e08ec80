import { afterEach, describe, expect, it, vi } from "vitest";
import { enforceRateLimit } from "./rate-limit";

afterEach(() => {
  vi.useRealTimers();
  delete process.env.BROADMARK_RATE_LIMIT;
});

describe("item 8: enforceRateLimit with the default 100:200", () => {
  it("refuses about 100 of 150 requests/s for 6 s on one key (burst 200 + 100/s × 6 s = 800 granted), with Retry-After", async () => {
    vi.useFakeTimers({ now: 0 });
    process.env.BROADMARK_RATE_LIMIT = "100:200";
    let granted = 0;
    let retryAfter: string | undefined;
    for (let i = 0; i < 900; i++) {
      vi.setSystemTime((i * 1000) / 150);
      try {
        await enforceRateLimit(`key-${process.pid}`);
        granted++;
      } catch (error) {
        retryAfter ??= (error as { headers: Record<string, string> }).headers["retry-after"];
      }
    }
    expect(granted).toBeGreaterThanOrEqual(720);
    expect(granted).toBeLessThanOrEqual(880);
    expect(retryAfter).toBe("1");
  });
});
