import { describe, expect, it } from "vitest";
import type { LinearReservation, Watermark } from "../../../db/generated/client";
import type { BlockPayload, WatermarkEngine } from "../../../watermark-engine";
import { markPcm } from "./mark";
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
const seconds = (s: number) => [new Float32Array(s * 48_000)];

describe("markPcm", () => {
  it("asks one payload per whole block: the code and the broadcast second of the block's start", () => {
    const engine = recordingEngine();
    const marked = markPcm(
      engine,
      seconds(5),
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

  it("marks only Duration seconds of longer content", () => {
    const engine = recordingEngine();
    markPcm(
      engine,
      seconds(10),
      { Id: "w1", Start: "2026-12-24T20:00:00Z", Duration: 4, Verify: false, Output: "data" },
      reservation,
    );
    expect(engine.payloads).toHaveLength(2);
  });

  it("refuses a revoked reservation, a span past its end and content shorter than one block", () => {
    const mark = { Id: "w1", Start: "2026-12-24T20:00:30Z", Verify: false, Output: "data" };
    expect(() => markPcm(recordingEngine(), seconds(5), mark, { ...reservation, status: "Revoked" })).toThrow(
      WatermarkError,
    );
    expect(() => markPcm(recordingEngine(), seconds(31), mark, reservation)).toThrow(
      /runs past the reservation, which ends at 2026-12-24T20:01:00.000Z/,
    );
    expect(() => markPcm(recordingEngine(), seconds(1), mark, reservation)).toThrow(
      /shorter than one watermark block \(2.000 s\)/,
    );
  });
});
