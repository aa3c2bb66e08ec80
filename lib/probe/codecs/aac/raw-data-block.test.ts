import { describe, expect, it } from "vitest";
import { fixtureBytes, transportStreamElementaryStream } from "../testing/node-fixtures";
import { parseAdtsFrame } from "./adts-frame";
import { parseAdtsHeader } from "./adts-header";
import type { SbrState } from "./sbr/sbr-extension-data";

/** Reads every ADTS frame of `bytes` from `offset` (parseAdtsFrame checks that each ends where its header says). */
function readFrames(bytes: Uint8Array, offset: number, sbr: SbrState): number {
  let frames = 0;
  for (
    let header = parseAdtsHeader(bytes, offset);
    header && offset + header.aac_frame_length <= bytes.length;
    header = parseAdtsHeader(bytes, offset)
  ) {
    sbr.psPresent = undefined;
    parseAdtsFrame(bytes, offset, header, sbr);
    expect(sbr.psPresent).toBe(sbr.sbrPresent ? true : undefined);
    offset += header.aac_frame_length;
    frames++;
  }
  return frames;
}

describe("raw_data_block", () => {
  it("reads each HE-AACv2 frame to its end: an SCE, then SBR data with a PS extension", () => {
    const sbr: SbrState = { Fs: 44100, sbrPresent: false };
    // ffprobe -show_packets lists 26 frames (frame-sync.test.ts)
    expect(readFrames(fixtureBytes("pmi__aac_he_v2.aac"), 0, sbr)).toBe(26);
    expect(sbr.sbrPresent).toBe(true);
    // bs_freq_scale 1, bs_alter_scale 1 over k0 = 25, k2 = 59 at 44.1 kHz: 12 + 2 master bands (4.6.18.3.2)
    expect(sbr.header).toMatchObject({
      bs_start_freq: 13,
      bs_stop_freq: 12,
      bs_xover_band: 0,
      bs_freq_scale: 1,
      bs_alter_scale: 1,
      bs_noise_bands: 2,
    });
    expect(sbr.bands).toEqual({ N_high: 14, N_low: 7, N_Q: 2 });
  });

  it("reads each AAC LC frame of a transport stream to its end: CPEs without SBR", () => {
    const elementaryStream = transportStreamElementaryStream("muxjs__test-segment.ts", 257, 40);
    const sbr: SbrState = { Fs: 88200, sbrPresent: false };
    expect(readFrames(elementaryStream, elementaryStream.indexOf(0xff), sbr)).toBeGreaterThan(20);
    expect(sbr.sbrPresent).toBe(false);
  });
});
