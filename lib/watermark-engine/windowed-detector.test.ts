// broadmark-ss 1.0.0's detector fed one second at a time: every embedded block is found where it was put,
// those on the windows' seams too, and each is reported about a minute after it, not at the end of the
// programme (the detector holds a window, not the programme).
import { describe, expect, it } from "vitest";
import { spreadSpectrumEngine as engine } from "./spread-spectrum-engine";
import { pinkishNoise } from "./testing/signals";
import { verifyBlocks } from "./verify";
import type { DetectedBlock } from "./types";
import { WINDOW_STEP } from "./windowed-detector";

const RATE = 48000;
const payloadFor = (index: number) => ({ sid: 4321, csid: 0x2beef, time: 1_900_000_000 + 4 * index });

describe("broadmark-ss 1.0.0 streaming detection", () => {
  it("finds every block of 140.1 s fed in 1 s chunks, across the windows' seams, a window after each", () => {
    const pcm = pinkishNoise(140.1, RATE);
    const { blocks } = engine.embed(pcm, RATE, payloadFor);
    expect(blocks).toHaveLength(35);
    const detector = engine.createDetector(RATE, 2);
    const found: { block: DetectedBlock; pushed: number }[] = [];
    for (let from = 0; from < pcm[0]!.length; from += RATE) {
      const chunk = pcm.map((channel) => channel.subarray(from, from + RATE));
      for (const block of detector.push(chunk)) found.push({ block, pushed: from + RATE });
    }
    for (const block of detector.end()) found.push({ block, pushed: Infinity });

    const report = verifyBlocks(
      engine,
      blocks,
      found.map(({ block }) => block),
      0,
    );
    expect(report).toMatchObject({ ok: true, verified: 35, unexpected: [] });
    // The blocks of the first window (0-60 s, 15 of them) came before the programme's end.
    const early = found.filter(({ block, pushed }) => block.startSample < WINDOW_STEP && pushed < 100 * RATE);
    expect(early).toHaveLength(15);
  });
});
