// ISO/IEC 14496-12 8.7.3 SampleSizeBox 'stsz' and CompactSampleSizeBox 'stz2': only the header is
// read, for sample_count (the number of frames of a video track); the size table is skipped.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface SampleSizeBox {
  /** 0 when every sample has its own size (always 0 for 'stz2'). */
  sample_size: number;
  sample_count: number;
}

const STSZ_BYTES = 12;

function parseStsz(payload: Uint8Array, type: string): SampleSizeBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  if (type === "stz2") {
    reader.skip(32); // reserved(24), field_size(8)
    return { sample_size: 0, sample_count: reader.u(32) };
  }
  return { sample_size: reader.u(32), sample_count: reader.u(32) };
}

export const stszBox: LeafBox<SampleSizeBox> = {
  types: ["stsz", "stz2"],
  parents: ["stbl"],
  bytes: STSZ_BYTES,
  parse: parseStsz,
};
