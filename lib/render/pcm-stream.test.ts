// The decoding pipe on a corpus fixture: the chunks handed on are, joined, what ffmpeg writes to a PCM file
// (decodePcmArgs); a chunk consumer that fails stops ffmpeg and is the error; a chunk consumer that takes
// its time holds the decoding back (the pipe is not read meanwhile).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodePcmArgs, readPcm, runFfmpeg } from ".";
import { streamPcm } from "./pcm-stream";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/media/files");
const PRORES_MOV = path.join(FIXTURES, "gen__prores_proxy_pcm_tc.mov"); // 2 s, 1 kHz sine, 24-bit PCM
const work = mkdtempSync(path.join(tmpdir(), "pcm-stream-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("streamPcm", () => {
  it("hands on the samples ffmpeg decodes to a file, in chunks, one at a time", async () => {
    const reference = path.join(work, "reference.f32");
    await runFfmpeg(decodePcmArgs({ path: PRORES_MOV, index: 0 }, 2, reference));
    const [left, right] = await readPcm(reference, 2);
    const chunks: Float32Array[][] = [];
    let busy = false;
    const { samples, log } = await streamPcm(
      { input: PRORES_MOV, index: 0 },
      {
        channels: 2,
        onChunk: async (planes) => {
          expect(busy).toBe(false);
          busy = true;
          await new Promise((resolve) => setTimeout(resolve, 5));
          chunks.push(planes);
          busy = false;
        },
      },
    );
    expect(samples).toBe(96000);
    expect(log).toContain("pcm_f32le");
    const joined = (channel: number) => Float32Array.from(chunks.flatMap((planes) => [...planes[channel]!]));
    expect(joined(0)).toEqual(left);
    expect(joined(1)).toEqual(right);
  });

  it("stops ffmpeg and fails with the consumer's error", async () => {
    const failing = streamPcm(
      { input: PRORES_MOV, index: 0 },
      {
        channels: 2,
        onChunk: () => {
          throw new RangeError("no room for this chunk");
        },
      },
    );
    await expect(failing).rejects.toThrow("no room for this chunk");
  });
});
