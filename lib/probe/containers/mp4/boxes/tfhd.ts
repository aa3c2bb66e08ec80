// ISO/IEC 14496-12 8.8.7 TrackFragmentHeaderBox 'tfhd': the track a fragment belongs to, where its data
// is addressed from, and the defaults of its samples, each present when its tf_flags bit is set.
import { BitReader } from "../../../bits/bit-reader";
import { fullBoxHeader, u64 } from "../box-fields";
import type { LeafBox } from "../box-descriptor";

export interface TrackFragmentHeaderBox {
  track_ID: number;
  base_data_offset?: number;
  default_sample_duration?: number;
  default_sample_size?: number;
  /** default-base-is-moof: without base_data_offset, data offsets count from the first byte of the moof. */
  default_base_is_moof: boolean;
}

const BASE_DATA_OFFSET_PRESENT = 0x1;
const SAMPLE_DESCRIPTION_INDEX_PRESENT = 0x2;
const DEFAULT_SAMPLE_DURATION_PRESENT = 0x8;
const DEFAULT_SAMPLE_SIZE_PRESENT = 0x10;
const DEFAULT_BASE_IS_MOOF = 0x20000;

/** FullBox header, track_ID, base_data_offset(64), sample_description_index, default_sample_duration, default_sample_size. */
const TFHD_BYTES = 4 + 4 + 8 + 4 + 4 + 4;

function parseTfhd(payload: Uint8Array): TrackFragmentHeaderBox {
  const reader = new BitReader(payload);
  const { flags } = fullBoxHeader(reader);
  const track_ID = reader.u(32);
  const base_data_offset = flags & BASE_DATA_OFFSET_PRESENT ? u64(reader) : undefined;
  if (flags & SAMPLE_DESCRIPTION_INDEX_PRESENT) reader.skip(32);
  return {
    track_ID,
    ...(base_data_offset !== undefined && { base_data_offset }),
    ...(flags & DEFAULT_SAMPLE_DURATION_PRESENT && { default_sample_duration: reader.u(32) }),
    ...(flags & DEFAULT_SAMPLE_SIZE_PRESENT && { default_sample_size: reader.u(32) }),
    default_base_is_moof: (flags & DEFAULT_BASE_IS_MOOF) !== 0,
  };
}

export const tfhdBox: LeafBox<TrackFragmentHeaderBox> = {
  types: ["tfhd"],
  parents: ["traf"],
  bytes: TFHD_BYTES,
  parse: parseTfhd,
};
