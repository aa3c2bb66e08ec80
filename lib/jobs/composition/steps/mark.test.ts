import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { LinearReservation, Watermark } from "../../../db/generated/client";
import { readPcm, writePcm } from "../../../render/pcm-file";
import {
  spreadSpectrumEngine,
  spreadSpectrumEngine2,
  type BlockPayload,
  type WatermarkEngine,
} from "../../../watermark-engine";
import { speechLike } from "../../../watermark-engine/testing/signals";
import { markPcmFile } from "./mark";
import { WatermarkError } from "./watermark-error";

/** An engine that records the payload asked for each whole 2 s block (48 kHz) and changes no sample. */
function recordingEngine(): WatermarkEngine & { payloads: BlockPayload[] } {
  const payloads: BlockPayload[] = [];
  return {
    name: "recording",
    version: "1",
    sampleRate: 48_000,
    blockSeconds: 2,
    payloads,
    embed(pcm, _rate, payloadFor) {
      const count = Math.floor(pcm[0]!.length / 96_000);
      const blocks = Array.from({ length: count }, (_, index) => {
        payloads.push(payloadFor(index));
        return { index, startSample: index * 96_000, endSample: (index + 1) * 96_000, payload: payloads[index]! };
      });
      return { blocks };
    },
    detect: () => [],
    createDetector: () => ({ push: () => [], end: () => [] }),
  };
}

// 2026-12-24T20:00:00Z is Unix time 1 798 142 400.
const reservation = {
  id: "r1",
  sid: 4660,
  csidValue: 0x1abcd,
  start: "2026-12-24T20:00:00Z",
  duration: 60,
  status: "Active",
  endAt: new Date("2026-12-24T20:01:00Z"),
  watermark: { id: "w1", name: "News", type: "Linear", sid: 4660, csid: "0x1ABCD" } as Watermark,
} as LinearReservation & { watermark: Watermark };
const dir = mkdtempSync(path.join(tmpdir(), "broadmark-mark-step-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
/** A PCM file of the planes given. */
async function pcmFile(planes: Float32Array[]): Promise<string> {
  const file = path.join(dir, `${files++}.f32`);
  await writePcm(file, planes);
  return file;
}
const seconds = (s: number) => pcmFile([new Float32Array(s * 48_000)]);

describe("markPcmFile", () => {
  it("asks one payload per whole block: the code and the broadcast second of the block's start", async () => {
    const engine = recordingEngine();
    const marked = await markPcmFile(
      engine,
      await seconds(5),
      1,
      { Id: "w1", Start: "2026-12-24T20:00:00Z", Verify: false, Output: "data" },
      reservation,
    );
    expect(engine.payloads).toEqual([
      { sid: 4660, csid: 0x1abcd, time: 1_798_142_400 },
      { sid: 4660, csid: 0x1abcd, time: 1_798_142_402 },
    ]);
    expect(marked.watermark).toEqual({ id: "w1", name: "News", type: "Linear", sid: 4660, csid: "0x1ABCD" });
    expect(marked.reservation).toEqual({ id: "r1", start: "2026-12-24T20:00:00Z", duration: 60, status: "Active" });
  });

  it("marks only Duration seconds of longer content", async () => {
    const engine = recordingEngine();
    await markPcmFile(
      engine,
      await seconds(10),
      1,
      { Id: "w1", Start: "2026-12-24T20:00:00Z", Duration: 4, Verify: false, Output: "data" },
      reservation,
    );
    expect(engine.payloads).toHaveLength(2);
  });

  it("refuses a revoked reservation, a span past its end and content shorter than one block", async () => {
    const mark = { Id: "w1", Start: "2026-12-24T20:00:30Z", Verify: false, Output: "data" };
    for (const engine of [recordingEngine(), spreadSpectrumEngine2]) {
      await expect(
        markPcmFile(engine, await seconds(5), 1, mark, { ...reservation, status: "Revoked" }),
      ).rejects.toThrow(WatermarkError);
      await expect(markPcmFile(engine, await seconds(31), 1, mark, reservation)).rejects.toThrow(
        /runs past the reservation, which ends at 2026-12-24T20:01:00.000Z/,
      );
      await expect(markPcmFile(engine, await seconds(1), 1, mark, reservation)).rejects.toThrow(
        new RegExp(`shorter than one watermark block \\(${engine.blockSeconds.toFixed(3)} s\\)`),
      );
    }
  });

  it("names the engine when its streaming embedder fails", async () => {
    const failing: WatermarkEngine = {
      ...recordingEngine(),
      createEmbedder: () => ({
        push: () => {
          throw new Error("out of cells");
        },
        end: () => [],
        blocks: [],
      }),
    };
    const mark = { Id: "w1", Start: "2026-12-24T20:00:00Z", Verify: false, Output: "data" };
    await expect(markPcmFile(failing, await seconds(5), 1, mark, reservation)).rejects.toThrow(
      "the recording engine failed: out of cells",
    );
  });

  // The streamed file must hold the samples the engine's whole-buffer embed gives on the span, and the
  // samples past Duration unchanged; 1.0.0 has no streaming embedder and takes the file whole.
  it.each([
    ["2.0.0, streamed", spreadSpectrumEngine2],
    ["1.0.0, whole", spreadSpectrumEngine],
  ] as const)(
    "marks the file (%s) as the engine's whole-buffer embed marks the span, leaving the rest",
    async (_, engine) => {
      const programme = speechLike(21.3, 48_000, 2);
      const file = await pcmFile(programme);
      const mark = { Id: "w1", Start: "2026-12-24T20:00:00Z", Duration: 14.5, Verify: false, Output: "data" };
      const { blocks } = await markPcmFile(engine, file, 2, mark, reservation);
      const expected = programme.map((plane) => plane.slice());
      const span = expected.map((plane) => plane.subarray(0, 14.5 * 48_000));
      const reference = engine.embed(span, 48_000, (index) => ({
        sid: 4660,
        csid: 0x1abcd,
        time: 1_798_142_400 + index * engine.blockSeconds,
      }));
      const marked = await readPcm(file, 2);
      expect(marked[0]!.length).toBe(programme[0]!.length);
      // Compared sample by sample without the matcher's deep diff (a million samples).
      expect(marked.map((plane, c) => plane.findIndex((sample, n) => sample !== expected[c]![n]))).toEqual([-1, -1]);
      expect(marked[0]!.findIndex((sample, n) => sample !== programme[0]![n])).toBeLessThan(14.5 * 48_000);
      expect(marked[0]!.subarray(14.5 * 48_000)).toEqual(programme[0]!.subarray(14.5 * 48_000));
      expect(blocks).toEqual(reference.blocks);
      expect(blocks.length).toBe(Math.floor(14.5 / engine.blockSeconds));
    },
    30_000,
  );
});
