import { BitReader } from "../../bits/bit-reader";
import type { SeqParameterSet } from "./seq-parameter-set";

/** The leading fields of slice_header() (ITU-T H.264 7.3.3) up to bottom_field_flag, or to pic_order_cnt_lsb. */
export interface SliceHeaderStart {
  first_mb_in_slice: number;
  slice_type: number;
  pic_parameter_set_id: number;
  frame_num: number;
  field_pic_flag: boolean;
  bottom_field_flag: boolean;
  /** Read when the caller gives the NAL unit's IdrPicFlag and pic_order_cnt_type is 0. */
  pic_order_cnt_lsb?: number;
}

export function parseSliceHeaderStart(rbsp: Uint8Array, sps: SeqParameterSet, IdrPicFlag?: boolean): SliceHeaderStart {
  const reader = new BitReader(rbsp);
  const first_mb_in_slice = reader.ue();
  const slice_type = reader.ue();
  const pic_parameter_set_id = reader.ue();
  if (sps.separate_colour_plane_flag) reader.skip(2); // colour_plane_id
  const frame_num = reader.u(sps.log2_max_frame_num_minus4 + 4);
  const field_pic_flag = sps.frame_mbs_only_flag ? false : reader.flag();
  const bottom_field_flag = field_pic_flag ? reader.flag() : false;
  const header = { first_mb_in_slice, slice_type, pic_parameter_set_id, frame_num, field_pic_flag, bottom_field_flag };
  if (IdrPicFlag === undefined || sps.log2_max_pic_order_cnt_lsb_minus4 === undefined) return header;
  if (IdrPicFlag) reader.ue(); // idr_pic_id
  return { ...header, pic_order_cnt_lsb: reader.u(sps.log2_max_pic_order_cnt_lsb_minus4 + 4) };
}
