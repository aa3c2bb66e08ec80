// The whole audio frames of a payload, counted on a real ADTS stream of the corpus.
import { describe, expect, it } from "vitest";
import { aacCodec } from "./aac";
import { mpegAudioCodec } from "./mpeg-audio";
import { fixtureBytes } from "./testing/node-fixtures";

// pmi__aac_he_v2.aac: 26 ADTS frames (ffprobe -show_packets lists 26), each one raw_data_block of 1024
// samples of the 22.05 kHz core (ISO/IEC 14496-3 1.A.2.2.1).
const ADTS = fixtureBytes("pmi__aac_he_v2.aac");
const ADTS_FRAME_SECONDS = 1024 / 22050;

describe("countWholeFrames", () => {
  it("counts every frame of a complete stream", () => {
    expect(aacCodec.countWholeFrames?.(ADTS)?.seconds).toBeCloseTo(26 * ADTS_FRAME_SECONDS, 9);
  });

  it("leaves out a frame that the end of the payload cuts", () => {
    expect(aacCodec.countWholeFrames?.(ADTS.subarray(0, ADTS.length - 100))?.seconds).toBeCloseTo(
      25 * ADTS_FRAME_SECONDS,
      9,
    );
  });

  it("starts at the first synced frame when the payload begins inside one", () => {
    expect(aacCodec.countWholeFrames?.(ADTS.subarray(100))?.seconds).toBeCloseTo(25 * ADTS_FRAME_SECONDS, 9);
  });

  it("finds no frame in another codec's bytes", () => {
    expect(mpegAudioCodec.countWholeFrames?.(ADTS)).toBeUndefined();
  });
});
