// AC4SpecificBox records built per ETSI TS 103 190-2 E.6 (ac4_dsi_v1, E.6.1; ac4_presentation_v1_dsi, E.6.2):
// each presentation after its presentation_version and pres_bytes, its channel mode from Table 78.
import { describe, expect, it } from "vitest";
import { bits } from "../../../codecs/testing/bit-fields";
import type { AudioStream, Extension } from "../../../schema";
import type { AudioSampleEntry } from "./audio-sample-entry";
import { dac4Box } from "./dac4";

/** pres_bytes of each presentation: its fields below, and zeros for the rest of its dsi (not read). */
const PRES_BYTES = 12;

/** A channel-coded ac4_presentation_v1_dsi (presentation_version 1) of `ch_mode`, padded to PRES_BYTES. */
function channelCodedPresentation(ch_mode: number, channel_mask: number): number[] {
  const immersive = ch_mode >= 11 && ch_mode <= 14;
  const fields = bits([
    [1, 8],
    [PRES_BYTES, 8], // presentation_version, pres_bytes
    [0, 5],
    [0, 3],
    [0, 1], // presentation_config_v1, mdcompat, b_presentation_id
    [0, 2],
    [0, 2],
    [0, 5],
    [0, 10], // dsi_frame_rate_multiply_info, dsi_frame_rate_fraction_info, presentation_emdf_version, presentation_key_id
    [1, 1],
    [ch_mode, 5], // b_presentation_channel_coded, dsi_presentation_ch_mode
    ...(immersive
      ? ([
          [1, 1],
          [2, 2],
        ] as [number, number][])
      : []), // pres_b_4_back_channels_present, pres_top_channel_pairs
    [channel_mask, 24],
  ]);
  return [...fields, ...new Array<number>(2 + PRES_BYTES - fields.length).fill(0)];
}

/** ac4_dsi_v1 of bitstream version 2 at 48 kHz and 25 frames/s, without program id, then `presentations`. */
function dac4Payload(presentations: number[][]): Uint8Array {
  const head = bits([
    [1, 3],
    [2, 7],
    [1, 1],
    [2, 4],
    [presentations.length, 9], // ac4_dsi_version, bitstream_version, fs_index, frame_rate_index, n_presentations
    [0, 1], // b_program_id
    [0, 2],
    [0, 32],
    [0, 32], // ac4_bitrate_dsi(): bit_rate_mode, bit_rate, bit_rate_precision
    [0, 5], // byte_align
  ]);
  return Uint8Array.from([...head, ...presentations.flat()]);
}

function read(payload: Uint8Array): { stream: AudioStream; extension: Extension[] } {
  const extension: Extension[] = [];
  const stream = dac4Box.audio!({ format: "ac-4", channels: 2 }, dac4Box.parse(payload, []), {
    entry: {} as AudioSampleEntry,
    trackHeader: undefined,
    extension,
    diagnostics: [],
  });
  return { stream, extension };
}

describe("dac4 (ETSI TS 103 190-2 E.6)", () => {
  it("reads every presentation and gives the channels of the largest (a stereo main and a 7.1.4 alternative: 12, not 2)", () => {
    const { stream, extension } = read(
      dac4Payload([channelCodedPresentation(1, 0x000001), channelCodedPresentation(12, 0x000047)]),
    );
    expect(stream).toMatchObject({ channels: 12, sample_rate: { numerator: 48000, denominator: 1 } });
    expect(extension[0]).toMatchObject({
      type: "dac4",
      n_presentations: 2,
      presentations: [
        { presentation_version: 1, dsi_presentation_ch_mode: 1, presentation_channel_mask_v1: 0x000001 },
        { presentation_version: 1, dsi_presentation_ch_mode: 12, presentation_channel_mask_v1: 0x000047 },
      ],
    });
  });

  it("lists a presentation of another version by its version alone and reads on past it by its pres_bytes", () => {
    const version0 = [0, 3, 0xaa, 0xbb, 0xcc]; // presentation_version 0, pres_bytes 3 (ac4_presentation_v0_dsi, not read)
    const { stream, extension } = read(dac4Payload([version0, channelCodedPresentation(4, 0x000047)]));
    expect(stream.channels).toBe(6);
    expect(extension[0]).toMatchObject({
      presentations: [{ presentation_version: 0 }, { dsi_presentation_ch_mode: 4 }],
    });
  });
});
