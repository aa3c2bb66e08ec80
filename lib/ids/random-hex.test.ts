import { describe, expect, it } from "vitest";
import { HEX32, newId } from "./random-hex";

describe("newId", () => {
  it("gives 32 hex digits, never the same twice across many refills of its pool", () => {
    const ids = Array.from({ length: 10_000 }, () => newId());
    expect(ids.every((id) => HEX32.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("uses every hex digit about equally often", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) for (const digit of newId()) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    expect(counts.size).toBe(16);
    // 64,000 digits: 4,000 expected each; 5 standard deviations (about 300) either side.
    for (const count of counts.values()) expect(Math.abs(count - 4_000)).toBeLessThan(320);
  });
});
