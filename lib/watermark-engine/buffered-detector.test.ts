import { describe, expect, it } from "vitest";
import { bufferedDetector } from "./buffered-detector";

describe("bufferedDetector", () => {
  it("detects once, at the end, on the chunks joined in order per channel", () => {
    const seen: number[][][] = [];
    const detector = bufferedDetector(2, (pcm) => {
      seen.push(pcm.map((channel) => [...channel]));
      return [{ startSample: 3, payload: { sid: 1, csid: 2, time: 3 }, syncScore: 0.5 }];
    });
    expect(detector.push([Float32Array.of(1, 2), Float32Array.of(10, 20)])).toEqual([]);
    expect(detector.push([Float32Array.of(3), Float32Array.of(30)])).toEqual([]);
    expect(seen).toEqual([]);
    expect(detector.end()).toHaveLength(1);
    expect(seen).toEqual([
      [
        [1, 2, 3],
        [10, 20, 30],
      ],
    ]);
  });

  it("refuses a chunk with another channel count", () => {
    expect(() => bufferedDetector(2, () => []).push([new Float32Array(4)])).toThrow(/expected 2 channels, got 1/);
  });
});
