// ISO/IEC 14496-12 8.8.11 MovieFragmentRandomAccessOffsetBox 'mfro': the last box of a file with an
// 'mfra', giving the mfra's size so that a reader finds it from the end of the file.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader } from "../box-fields";

export interface MovieFragmentRandomAccessOffsetBox {
  parent_size: number;
}

/** The whole box: size, type, FullBox header, parent_size. */
export const MFRO_BOX_BYTES = 16;

export function parseMfro(payload: Uint8Array): MovieFragmentRandomAccessOffsetBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  return { parent_size: reader.u(32) };
}
