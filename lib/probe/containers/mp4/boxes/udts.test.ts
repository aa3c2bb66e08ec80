// A 'udts' box built per ETSI TS 103 491 Table B-2, its ChannelMask bits per the same annex's loudspeaker
// positions: C 0x1, L 0x2, R 0x4, Ls 0x8, Rs 0x10, LFE1 0x20, Lsr 0x80, Rsr 0x100 (7.1).
import { describe, expect, it } from "vitest";
import { bits } from "../../../codecs/testing/bit-fields";
import type { Extension } from "../../../schema";
import type { AudioSampleEntry } from "./audio-sample-entry";
import { udtsBox } from "./udts";

const SEVEN_ONE = 0x1 | 0x2 | 0x4 | 0x8 | 0x10 | 0x20 | 0x80 | 0x100;

describe("udts (ETSI TS 103 491 Annex B)", () => {
  it("counts the channels of its ChannelMask (7.1: 8, where the entry says 2)", () => {
    const payload = Uint8Array.from([
      ...bits([
        [2, 6],
        [0, 2],
        [1, 3],
        [0, 5], // DecoderProfileCode, FrameDurationCode, MaxPayloadCode, NumPresentationsCode
        [SEVEN_ONE, 32],
        [1, 1],
        [0, 2],
        [0, 3],
        [0, 3],
        [0, 1], // BaseSamplingFrequencyCode (48 kHz), SampleRateMod, RepresentationType, StreamIndex, ExpansionBoxPresent
        [0, 6], // byte alignment
      ]),
    ]);
    const extension: Extension[] = [];
    const stream = udtsBox.audio!({ format: "dtsx", channels: 2 }, udtsBox.parse(payload, []), {
      entry: {} as AudioSampleEntry,
      trackHeader: undefined,
      extension,
      diagnostics: [],
    });
    expect(stream.channels).toBe(8);
    expect(extension[0]).toMatchObject({ type: "udts", DecoderProfileCode: 2, ChannelMask: SEVEN_ONE });
  });
});
