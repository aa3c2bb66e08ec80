import { describe, expect, it } from "vitest";
import { bucketsFor } from "./token-bucket";

/** Sends `perSecond` requests a second, evenly, for `seconds`, on a clock the test moves; counts grants. */
function granted(setting: string, perSecond: number, seconds: number): number {
  let now = 0;
  const buckets = bucketsFor(setting, () => now)!;
  let count = 0;
  for (let i = 0; i < perSecond * seconds; i++) {
    now = (i * 1000) / perSecond;
    if (buckets.take("key") === 0) count++;
  }
  return count;
}

describe("item 8: the rate limit matches <rate>:<burst>", () => {
  it("lets 150 requests/s for 6 s through at about burst + rate × 6 = 800 with the default 100:200 (within 10%)", () => {
    // 900 requests; a 100/s limit with a burst of 200 grants 200 + 100 × 6 = 800 at most, refusing about 100.
    const count = granted("100:200", 150, 6);
    expect(count).toBeGreaterThanOrEqual(800 * 0.9);
    expect(count).toBeLessThanOrEqual(800 * 1.1);
  });

  it.each([
    ["10:10", 50, 10, 10 + 10 * 10],
    ["5:50", 100, 4, 50 + 5 * 4],
    ["1000:1000", 2000, 3, 1000 + 1000 * 3],
  ])("with %s at %i requests/s for %i s grants about %i", (setting, perSecond, seconds, expected) => {
    const count = granted(setting, perSecond, seconds);
    expect(Math.abs(count - expected)).toBeLessThanOrEqual(expected * 0.1);
  });

  it("grants everything below the rate, and says how long to wait once empty", () => {
    expect(granted("100:200", 90, 10)).toBe(900);
    let now = 0;
    const buckets = bucketsFor("2:2", () => now)!;
    expect([buckets.take("a"), buckets.take("a")]).toEqual([0, 0]);
    expect(buckets.take("a")).toBe(500);
    expect(buckets.take("b")).toBe(0);
    now = 500;
    expect(buckets.wait("a")).toBe(0);
    expect(buckets.take("a")).toBe(0);
  });

  it("is off for a rate of 0", () => {
    expect(bucketsFor("0")).toBeNull();
  });
});
