// Frame rates from block timestamps rounded to a TimestampScale, on timestamps constructed from known rates.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simplestFraction, timestampFrameRate } from "./block-timestamps";

/** Timestamps of `count` frames at numerator/denominator fps, rounded to ticks of `scale` ns, in decode order with B-frames. */
function ticksOf(numerator: number, denominator: number, count: number, scale = 1_000_000): number[] {
  const ticks = Array.from({ length: count }, (_, i) => Math.round((i * 1e9 * denominator) / numerator / scale));
  // I P B B order: each pair of B-frames after the P-frame that follows them.
  return ticks.map((_, i) => ticks[i % 3 === 0 ? i : i % 3 === 1 ? i + 1 : i - 1] ?? ticks[i]!);
}

describe("timestampFrameRate", () => {
  it.each([
    [30000, 1001],
    [30, 1],
    [24000, 1001],
    [25, 1],
    [60000, 1001],
    [50, 1],
  ])("finds %i/%i from 120 frames at a 1 ms TimestampScale", (numerator, denominator) => {
    expect(timestampFrameRate(ticksOf(numerator, denominator, 120), 1_000_000)).toEqual({
      rate: { numerator, denominator },
    });
  });

  it("finds a rate outside the nominal ones as the simplest frame duration the ticks allow (12.5 fps: 80 ms)", () => {
    expect(
      timestampFrameRate(
        ticksOf(15, 1, 40, 1_000_000).map((t) => t),
        1_000_000,
      ),
    ).toEqual({ rate: { numerator: 15, denominator: 1 } });
    expect(timestampFrameRate(ticksOf(125, 10, 30), 1_000_000)).toEqual({ rate: { numerator: 25, denominator: 2 } });
  });

  it("says the timestamps are irregular when a step is not one frame", () => {
    const result = timestampFrameRate([0, 40, 80, 120, 200, 240], 1_000_000);
    expect(result && "irregular" in result && result.irregular).toMatch(/40\.000 to 80\.000 ms/);
  });

  it("says nothing from fewer than three timestamps", () => {
    expect(timestampFrameRate([0, 40], 1_000_000)).toBeUndefined();
  });
});

describe("simplestFraction", () => {
  it("finds the fraction with the smallest denominator in a range", () => {
    expect(simplestFraction(3950 / 119, 3952 / 119)).toEqual([166, 5]); // 33.2
    expect(simplestFraction(2.9, 3.1)).toEqual([3, 1]);
    expect(simplestFraction(0.33, 0.34)).toEqual([1, 3]);
  });
});

describe("simplestFraction, on any range", () => {
  it("lies in the range, and no smaller denominator has a fraction there", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 0.001, max: 0.2, noNaN: true }),
        (low, width) => {
          const high = low + width;
          const [p, q] = simplestFraction(low, high);
          expect(p / q).toBeGreaterThanOrEqual(low - 1e-9);
          expect(p / q).toBeLessThanOrEqual(high + 1e-9);
          for (let smaller = 1; smaller < q; smaller++)
            expect(Math.ceil(low * smaller) / smaller).toBeGreaterThan(high);
        },
      ),
    );
  });
});
