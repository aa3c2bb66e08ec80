// ISO/IEC 14496-12 8.8.2 MovieExtendsHeaderBox 'mehd': the whole duration of a fragmented movie,
// in the movie timescale.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";

export interface MovieExtendsHeaderBox {
  fragment_duration: number;
}

export const MEHD_BYTES = 12;

export function parseMehd(payload: Uint8Array): MovieExtendsHeaderBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  return { fragment_duration: uVersioned(reader, version) };
}
