// A 30-minute programme is marked through its PCM file in constant memory: what the process holds is a
// one-second chunk and the embedder's block and look-ahead, not the programme (345.6 MB of mono float PCM
// at 48 kHz here; a whole-buffer mark of a 1-hour stereo programme holds 1.4 GB). The file is sparse digital
// silence, which costs the engine no analysis, with a 10 s burst of noise every five minutes that is marked,
// so the test stays fast while every chunk is read, embedded and written back.
import { mkdtempSync, rmSync } from "node:fs";
import { open, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spreadSpectrumEngine2, type WatermarkEngine } from "../../../watermark-engine";
import { pinkishNoise } from "../../../watermark-engine/testing/signals";
import { embedPcmFile } from "./embed-file";

const RATE = 48_000;
const MINUTES = 30;
const BURST_SECONDS = 10;
const BURST_EVERY_MINUTES = 5;

const dir = mkdtempSync(path.join(tmpdir(), "broadmark-embed-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const memory = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/** The engine, with the process's memory read at each second pushed into its streaming embedder. */
function sampledEngine(readings: number[]): WatermarkEngine {
  return {
    ...spreadSpectrumEngine2,
    createEmbedder(rate, channels, payloadFor) {
      const embedder = spreadSpectrumEngine2.createEmbedder!(rate, channels, payloadFor);
      return {
        push(pcm) {
          readings.push(memory());
          return embedder.push(pcm);
        },
        end: () => embedder.end(),
        get blocks() {
          return embedder.blocks;
        },
      };
    },
  };
}

describe("embedPcmFile of a 30-minute programme", () => {
  // Garbage not yet collected makes single readings noisy; the lowest reading of a stretch is close to
  // what is live, so the lowest of the last five minutes is compared with the lowest of minutes 3 to 8.
  it("keeps its memory flat from the third minute to the end", async () => {
    const file = path.join(dir, "programme.f32");
    const burst = pinkishNoise(BURST_SECONDS, RATE, 1)[0]!;
    const handle = await open(file, "w");
    for (let minute = 1; minute < MINUTES; minute += BURST_EVERY_MINUTES)
      await handle.write(new Uint8Array(burst.buffer), 0, burst.byteLength, minute * 60 * RATE * 4);
    await handle.truncate(MINUTES * 60 * RATE * 4); // the rest reads as zeros: digital silence
    await handle.close();

    const readings: number[] = [];
    const blocks = await embedPcmFile(sampledEngine(readings), file, 1, (index) => ({
      sid: 1,
      csid: 2,
      time: 4 * index,
    }));

    expect(readings).toHaveLength(MINUTES * 60);
    // Every whole 4 s block but the last, whose last frame runs past the end of the programme.
    expect(blocks).toHaveLength((MINUTES * 60) / 4 - 1);
    const growth = Math.min(...readings.slice(-5 * 60)) - Math.min(...readings.slice(3 * 60, 8 * 60));
    console.log(`memory growth from minutes 3-8 to the last five minutes: ${(growth / 2 ** 20).toFixed(2)} MB`);
    expect(growth / 2 ** 20).toBeLessThan(8);
    // The last burst was marked, and written back where it was read; the file kept its length.
    const written = new Float32Array(burst.length);
    const reader = await open(file, "r");
    await reader.read(new Uint8Array(written.buffer), 0, written.byteLength, 26 * 60 * RATE * 4);
    await reader.close();
    expect(written.some((sample, n) => sample !== burst[n])).toBe(true);
    expect((await stat(file)).size).toBe(MINUTES * 60 * RATE * 4);
  }, 60_000);
});
