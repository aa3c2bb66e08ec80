// ISO/IEC 14496-12 12.2.3 AudioSampleEntry, read with QuickTime's sound sample description versions
// (QuickTime File Format, "Sound sample descriptions"): version 1 adds four 32-bit packet fields,
// version 2 replaces the 16-bit fields by a 64-bit float rate and 32-bit channel count and depth.
import { BitReader } from "../../../bits/bit-reader";
import { fixed16_16 } from "../box-fields";
import { inlineBoxes, type InlineBox } from "../box-header";
import { readSampleEntryHeader } from "./sample-entry";

export interface AudioSampleEntry {
  /** QuickTime sound description version (0 in ISO files, whose field is reserved). */
  version: number;
  channelcount: number;
  samplesize: number;
  samplerate: number;
  /** Version 2: LPCM format flags (kAudioFormatFlagIsFloat 0x1, IsBigEndian 0x2, IsSignedInteger 0x4). */
  formatSpecificFlags?: number;
  /** Child boxes, with those of a QuickTime 'wave' box brought up to this level. */
  boxes: InlineBox[];
}

export function parseAudioSampleEntry(
  type: string,
  payload: Uint8Array,
  quickTime: boolean,
  diagnostics: string[],
): AudioSampleEntry {
  const reader = new BitReader(payload);
  readSampleEntryHeader(reader);
  const declaredVersion = reader.u(16);
  // ISO/IEC 14496-12 keeps these bits reserved (AudioSampleEntryV1 has no extra fields): only QuickTime versions add fields.
  const version = quickTime ? declaredVersion : 0;
  reader.skip(16 + 32); // revision level, vendor
  let channelcount = reader.u(16);
  let samplesize = reader.u(16);
  reader.skip(32); // pre_defined (compression ID), reserved (packet size)
  let samplerate = fixed16_16(reader);
  let formatSpecificFlags: number | undefined;
  if (version === 1) {
    reader.skip(128); // samplesPerPacket, bytesPerPacket, bytesPerFrame, bytesPerSample
  } else if (version === 2) {
    reader.skip(32); // sizeOfStructOnly
    const high = reader.u(32);
    const low = reader.u(32);
    samplerate = float64(high, low);
    channelcount = reader.u(32);
    reader.skip(32); // always7F000000
    samplesize = reader.u(32); // constBitsPerChannel
    formatSpecificFlags = reader.u(32);
    reader.skip(64); // constBytesPerAudioPacket, constLPCMFramesPerAudioPacket
  }
  const boxes = inlineBoxes(payload.subarray(reader.bytePosition), diagnostics, type, { keepCut: true }).flatMap(
    (box) => (box.type === "wave" ? inlineBoxes(box.payload, diagnostics, "wave") : [box]),
  );
  return { version, channelcount, samplesize, samplerate, formatSpecificFlags, boxes };
}

function float64(high: number, low: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setUint32(0, high);
  view.setUint32(4, low);
  return view.getFloat64(0);
}
