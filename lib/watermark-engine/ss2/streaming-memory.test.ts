// A 2-hour programme streams through the embedder in constant memory: what it holds is one block and its
// look-ahead, not the programme (a whole-buffer 2-hour stereo programme is 2.8 GB of float PCM). The
// programme is mostly digital silence, which costs no analysis, with a burst of programme every ten
// minutes that is marked, so the test stays fast while every chunk goes through the queues; at 16 kHz
// mono (the grid is the same at every rate) for the same reason.
import { describe, expect, it } from "vitest";
import { pinkishNoise } from "../testing/signals";
import { spreadSpectrumEngine2 as engine } from "./engine";

const RATE = 16000;
const CHUNK_SECONDS = 10;
const MINUTES = 120;

const memory = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

describe("broadmark-ss 2.0.0 streaming embed of a 2-hour programme", () => {
  // Garbage not yet collected makes single readings noisy; the lowest reading of a stretch is close to what
  // is live, so the lowest of the last twenty minutes is compared with the lowest of minutes 10 to 20.
  it("keeps its memory flat from the tenth minute to the end", () => {
    const silence = [new Float32Array(CHUNK_SECONDS * RATE)];
    const burst = pinkishNoise(CHUNK_SECONDS, RATE, 1);
    const embedder = engine.createEmbedder!(RATE, 1, (index) => ({ sid: 1, csid: 2, time: 4 * index }));
    let [emitted, inputEnergy, outputEnergy] = [0, 0, 0];
    const [early, late] = [[Infinity], [Infinity]];
    const chunks = (MINUTES * 60) / CHUNK_SECONDS;
    const account = (out: Float32Array[]) => {
      emitted += out[0]!.length;
      const samples = out[0]!;
      for (let n = 0; n < samples.length; n++) outputEnergy += samples[n]! * samples[n]!;
    };
    for (let chunk = 0; chunk < chunks; chunk++) {
      const input = chunk % 60 === 30 ? burst : silence;
      if (input === burst) inputEnergy += burst[0]!.reduce((sum, sample) => sum + sample * sample, 0);
      account(embedder.push(input));
      if (chunk >= 60 && chunk < 120) early.push(memory());
      if (chunk >= chunks - 120) late.push(memory());
    }
    account(embedder.end());
    expect(emitted).toBe(MINUTES * 60 * RATE);
    expect(embedder.blocks).toHaveLength((MINUTES * 60) / 4 - 1);
    expect(Math.abs(outputEnergy / inputEnergy - 1)).toBeGreaterThan(1e-4); // the bursts were marked
    expect((Math.min(...late) - Math.min(...early)) / 2 ** 20).toBeLessThan(8);
  }, 60_000);
});
