// ISO/IEC 14496-12 8.8.11 MovieFragmentRandomAccessOffsetBox 'mfro': the last box of a file with an
// 'mfra', giving the mfra's size so that a reader finds it from the end of the file.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface MovieFragmentRandomAccessOffsetBox {
  parent_size: number;
}

/** FullBox header, parent_size. */
const MFRO_BYTES = 8;

function parseMfro(payload: Uint8Array): MovieFragmentRandomAccessOffsetBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  return { parent_size: reader.u(32) };
}

export const mfroBox: LeafBox<MovieFragmentRandomAccessOffsetBox> = {
  types: ["mfro"],
  parents: ["mfra"],
  bytes: MFRO_BYTES,
  parse: parseMfro,
};
