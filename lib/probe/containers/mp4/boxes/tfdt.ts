// ISO/IEC 14496-12 8.8.12 TrackFragmentBaseMediaDecodeTimeBox 'tfdt': the decode time, in the media
// timescale, of a fragment's first sample.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, uVersioned } from "../box-fields";

export interface TrackFragmentBaseMediaDecodeTimeBox {
  baseMediaDecodeTime: number;
}

export const TFDT_BYTES = 12;

export function parseTfdt(payload: Uint8Array): TrackFragmentBaseMediaDecodeTimeBox {
  const reader = new BitReader(payload);
  const { version } = fullBoxHeader(reader);
  return { baseMediaDecodeTime: uVersioned(reader, version) };
}
