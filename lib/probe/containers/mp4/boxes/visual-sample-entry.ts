// ISO/IEC 14496-12 12.1.3 VisualSampleEntry (= QuickTime's video sample description): the coded
// size, then codec configuration and picture boxes (avcC, hvcC, colr, pasp, clap, fiel, btrt, ...).
import { BitReader } from "../../../bits/bit-reader";
import { fixed16_16, text } from "../box-fields";
import { inlineBoxes, type InlineBox } from "../box-header";
import { readSampleEntryHeader } from "./sample-entry";

export interface VisualSampleEntry {
  width: number;
  height: number;
  horizresolution: number;
  vertresolution: number;
  frame_count: number;
  compressorname: string;
  depth: number;
  boxes: InlineBox[];
}

/** SampleEntry header (8) and the VisualSampleEntry fields (70) before the child boxes. */
const FIELDS_BYTES = 78;

export function parseVisualSampleEntry(type: string, payload: Uint8Array, diagnostics: string[]): VisualSampleEntry {
  const reader = new BitReader(payload);
  readSampleEntryHeader(reader);
  reader.skip(16 + 16 + 96); // pre_defined, reserved, pre_defined[3] (QuickTime: version, revision, vendor, qualities)
  const width = reader.u(16);
  const height = reader.u(16);
  const horizresolution = fixed16_16(reader);
  const vertresolution = fixed16_16(reader);
  reader.skip(32); // reserved (QuickTime: data size)
  const frame_count = reader.u(16);
  // compressorname: a counted string in 32 bytes (QuickTime's Pascal string).
  const nameLength = Math.min(reader.u(8), 31);
  const compressorname = text(payload.subarray(reader.bytePosition, reader.bytePosition + nameLength));
  reader.skip(31 * 8);
  const depth = reader.u(16);
  return {
    width,
    height,
    horizresolution,
    vertresolution,
    frame_count,
    compressorname,
    depth,
    boxes: inlineBoxes(payload.subarray(FIELDS_BYTES), diagnostics, type, { keepCut: true }),
  };
}
