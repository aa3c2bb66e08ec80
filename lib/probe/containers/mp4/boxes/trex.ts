// ISO/IEC 14496-12 8.8.3 TrackExtendsBox 'trex': per-track defaults of the movie fragments.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TrackExtendsBox {
  track_ID: number;
  default_sample_description_index: number;
  default_sample_duration: number;
  default_sample_size: number;
}

const TREX_BYTES = 20;

function parseTrex(payload: Uint8Array): TrackExtendsBox {
  const reader = new BitReader(payload);
  fullBoxHeader(reader);
  return {
    track_ID: reader.u(32),
    default_sample_description_index: reader.u(32),
    default_sample_duration: reader.u(32),
    default_sample_size: reader.u(32),
  };
}

export const trexBox: LeafBox<TrackExtendsBox> = {
  types: ["trex"],
  parents: ["mvex"],
  bytes: TREX_BYTES,
  parse: parseTrex,
};
