import { describe, expect, it } from "vitest";
import { presentationSpan, ticksSince, TimestampSamples } from "./timestamps";

const WRAP = 2 ** 33; // PTS is a 33-bit count of a 90 kHz clock (ISO/IEC 13818-1 2.4.3.7)

describe("ticksSince", () => {
  it("counts forward across the 33-bit wrap", () => {
    expect(ticksSince(WRAP - 90_000, 90_000)).toBe(180_000);
  });
  it("lets a timestamp lie a little before the reference", () => {
    expect(ticksSince(129600, 128698)).toBe(-902);
  });
});

describe("presentationSpan", () => {
  it("adds the frame duration to the last timestamp, whatever the presentation order", () => {
    const samples = new TimestampSamples();
    for (const pts of [3600, 14400, 7200, 10800, 25200, 18000, 21600]) samples.add(pts);
    expect(presentationSpan(samples, 3600, { ticks: 3600 })).toEqual({ start: 0, end: 25200 });
  });
  it("uses the smallest step between the last timestamps when the codec gives no frame duration", () => {
    const samples = new TimestampSamples();
    for (let pts = WRAP - 2160 * 5; pts < WRAP + 2160 * 5; pts += 2160) samples.add(pts % WRAP);
    expect(presentationSpan(samples, WRAP - 2160 * 5)).toEqual({ start: 0, end: 2160 * 10 });
  });
});
