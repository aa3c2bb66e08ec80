// ISO/IEC 14496-12 8.8.2 MovieExtendsHeaderBox 'mehd': the whole duration of a fragmented movie,
// in the movie timescale.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface MovieExtendsHeaderBox {
  fragment_duration: number;
}

const MEHD_BYTES = 12;

function parseMehd(payload: Uint8Array): MovieExtendsHeaderBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  return { fragment_duration: uVersioned(reader, version) };
}

export const mehdBox: LeafBox<MovieExtendsHeaderBox> = {
  types: ["mehd"],
  parents: ["mvex"],
  bytes: MEHD_BYTES,
  parse: parseMehd,
};
