// ISO/IEC 14496-12 8.8.12 TrackFragmentBaseMediaDecodeTimeBox 'tfdt': the decode time, in the media
// timescale, of a fragment's first sample.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TrackFragmentBaseMediaDecodeTimeBox {
  baseMediaDecodeTime: number;
}

const TFDT_BYTES = 12;

function parseTfdt(payload: Uint8Array): TrackFragmentBaseMediaDecodeTimeBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  return { baseMediaDecodeTime: uVersioned(reader, version) };
}

export const tfdtBox: LeafBox<TrackFragmentBaseMediaDecodeTimeBox> = {
  types: ["tfdt"],
  parents: ["traf"],
  bytes: TFDT_BYTES,
  parse: parseTfdt,
};
