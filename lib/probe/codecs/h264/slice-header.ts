import { BitReader } from "../../bits/bit-reader";
import type { SeqParameterSet } from "./seq-parameter-set";

/** The leading fields of slice_header() (ITU-T H.264 7.3.3) up to bottom_field_flag. */
export interface SliceHeaderStart {
  first_mb_in_slice: number;
  slice_type: number;
  pic_parameter_set_id: number;
  frame_num: number;
  field_pic_flag: boolean;
  bottom_field_flag: boolean;
}

export function parseSliceHeaderStart(rbsp: Uint8Array, sps: SeqParameterSet): SliceHeaderStart {
  const reader = new BitReader(rbsp);
  const first_mb_in_slice = reader.ue();
  const slice_type = reader.ue();
  const pic_parameter_set_id = reader.ue();
  if (sps.separate_colour_plane_flag) reader.skip(2); // colour_plane_id
  const frame_num = reader.u(sps.log2_max_frame_num_minus4 + 4);
  const field_pic_flag = sps.frame_mbs_only_flag ? false : reader.flag();
  const bottom_field_flag = field_pic_flag ? reader.flag() : false;
  return { first_mb_in_slice, slice_type, pic_parameter_set_id, frame_num, field_pic_flag, bottom_field_flag };
}
