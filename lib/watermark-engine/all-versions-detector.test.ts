// One pass, every version: a stream marked with 2.0.0 then 1.0.0 is searched once by 1.0.0, 2.0.0 and 3.0.0
// together; each block comes back with the version that found it, and the detector of the default
// version alone (3.0.0) finds none of them.
import { describe, expect, it } from "vitest";
import { createDetectorForAllVersions, type VersionedBlock } from "./all-versions-detector";
import { spreadSpectrumEngine } from "./spread-spectrum-engine";
import { spreadSpectrumEngine2, spreadSpectrumEngine3 } from "./ss2/engine";
import { pinkishNoise } from "./testing/signals";
import type { WatermarkEngine } from "./types";

const RATE = 48000;
const ENGINES = [spreadSpectrumEngine3, spreadSpectrumEngine2, spreadSpectrumEngine];

/** `seconds` of pink noise, its first half marked by 2.0.0 (sid 2) and its second by 1.0.0 (sid 1). */
function twoVersions(seconds: number): { pcm: Float32Array[]; second: number } {
  const pcm = pinkishNoise(seconds, RATE);
  const second = (seconds / 2) * RATE;
  const half = (from: number, to: number) => pcm.map((channel) => channel.subarray(from, to));
  spreadSpectrumEngine2.embed(half(0, second), RATE, (index) => ({ sid: 2, csid: 0x20000, time: 2e9 + 4 * index }));
  spreadSpectrumEngine.embed(half(second, pcm[0]!.length), RATE, (index) => ({
    sid: 1,
    csid: 0x10000,
    time: 2e9 + 4 * index,
  }));
  return { pcm, second };
}

function streamed(engines: readonly WatermarkEngine[], pcm: Float32Array[]): VersionedBlock[] {
  const detector = createDetectorForAllVersions(engines, RATE, pcm.length);
  const found: VersionedBlock[] = [];
  for (let from = 0; from < pcm[0]!.length; from += RATE)
    found.push(...detector.push(pcm.map((channel) => channel.subarray(from, from + RATE))));
  return [...found, ...detector.end()];
}

describe("detecting every version in one pass", () => {
  it("finds the 2.0.0 and the 1.0.0 blocks of one stream, each with its version; 3.0.0 alone finds none", () => {
    const { pcm, second } = twoVersions(24.2);
    const found = streamed(ENGINES, pcm);
    const summary = found.map((block) => [block.version, block.payload.sid, block.startSample < second]);
    // 2.0.0 decodes a block's time with its neighbours: 3 blocks of 12.1 s; 1.0.0 each block on its own.
    expect(summary.filter(([version]) => version === "2.0.0")).toEqual(Array(3).fill(["2.0.0", 2, true]));
    expect(summary.filter(([version]) => version === "1.0.0")).toEqual(Array(3).fill(["1.0.0", 1, false]));
    expect(summary).toHaveLength(6);
    expect(streamed([spreadSpectrumEngine3], pcm)).toEqual([]);
  });

  it("merges the versions' blocks of one call in time order, and refuses an empty list of versions", () => {
    const block = (startSample: number) => ({ startSample, payload: { sid: 1, csid: 2, time: 3 }, syncScore: 1 });
    const fixed = (version: string, starts: number[]): WatermarkEngine => ({
      ...spreadSpectrumEngine,
      version,
      createDetector: () => ({ push: () => starts.map(block), end: () => [] }),
    });
    const detector = createDetectorForAllVersions([fixed("9.0.0", [10, 30]), fixed("8.0.0", [20])], RATE, 1);
    expect(detector.push([new Float32Array(1)]).map((found) => [found.version, found.startSample])).toEqual([
      ["9.0.0", 10],
      ["8.0.0", 20],
      ["9.0.0", 30],
    ]);
    expect(() => createDetectorForAllVersions([], RATE, 1)).toThrow(/no engine version/);
  });
});
