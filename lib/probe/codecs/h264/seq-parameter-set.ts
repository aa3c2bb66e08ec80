import { BitReader } from "../../bits/bit-reader";
import { skipScalingList } from "./scaling-list";
import { parseVuiParameters, type VuiParameters } from "./vui-parameters";

/** seq_parameter_set_data() of ITU-T H.264 7.3.2.1.1 (semantics 7.4.2.1.1). */
export interface SeqParameterSet {
  profile_idc: number;
  constraint_set0_flag: boolean;
  constraint_set1_flag: boolean;
  constraint_set2_flag: boolean;
  constraint_set3_flag: boolean;
  constraint_set4_flag: boolean;
  constraint_set5_flag: boolean;
  level_idc: number;
  seq_parameter_set_id: number;
  chroma_format_idc: number;
  separate_colour_plane_flag: boolean;
  bit_depth_luma_minus8: number;
  bit_depth_chroma_minus8: number;
  log2_max_frame_num_minus4: number;
  pic_order_cnt_type: number;
  /** Present when pic_order_cnt_type is 0. */
  log2_max_pic_order_cnt_lsb_minus4?: number;
  max_num_ref_frames: number;
  pic_width_in_mbs_minus1: number;
  pic_height_in_map_units_minus1: number;
  frame_mbs_only_flag: boolean;
  mb_adaptive_frame_field_flag: boolean;
  frame_cropping_flag: boolean;
  frame_crop_left_offset: number;
  frame_crop_right_offset: number;
  frame_crop_top_offset: number;
  frame_crop_bottom_offset: number;
  vui_parameters?: VuiParameters;
}

/** Profiles whose SPS carries chroma_format_idc, bit depths and scaling matrices (7.3.2.1.1). */
const HIGH_PROFILES = new Set([100, 110, 122, 244, 44, 83, 86, 118, 128, 138, 139, 134, 135]);
/** num_ref_frames_in_pic_order_cnt_cycle lies in 0..255 (7.4.2.1.1). */
const MAX_REF_FRAMES_IN_POC_CYCLE = 255;
const MAX_BIT_DEPTH_MINUS8 = 6;

/** Parses an SPS from its RBSP (the NAL unit payload without header and emulation prevention bytes). */
export function parseSeqParameterSet(rbsp: Uint8Array): SeqParameterSet {
  const reader = new BitReader(rbsp);
  const profile_idc = reader.u(8);
  const constraintFlags = reader.u(8); // constraint_set0..5_flag, reserved_zero_2bits
  const level_idc = reader.u(8);
  const seq_parameter_set_id = reader.ue();
  let chroma_format_idc = 1; // inferred 4:2:0 when absent (7.4.2.1.1)
  let separate_colour_plane_flag = false;
  let bit_depth_luma_minus8 = 0;
  let bit_depth_chroma_minus8 = 0;
  if (HIGH_PROFILES.has(profile_idc)) {
    chroma_format_idc = reader.ue();
    if (chroma_format_idc === 3) separate_colour_plane_flag = reader.flag();
    bit_depth_luma_minus8 = reader.ue();
    bit_depth_chroma_minus8 = reader.ue();
    // chroma_format_idc lies in 0..3 and bit depths in 8..14 (7.4.2.1.1): anything else is damage.
    if (
      chroma_format_idc > 3 ||
      bit_depth_luma_minus8 > MAX_BIT_DEPTH_MINUS8 ||
      bit_depth_chroma_minus8 > MAX_BIT_DEPTH_MINUS8
    ) {
      throw new RangeError("chroma_format_idc or bit depth out of range");
    }
    reader.skip(1); // qpprime_y_zero_transform_bypass_flag
    if (reader.flag()) {
      // seq_scaling_matrix_present_flag
      for (let i = 0; i < (chroma_format_idc !== 3 ? 8 : 12); i++) {
        if (reader.flag()) skipScalingList(reader, i < 6 ? 16 : 64); // seq_scaling_list_present_flag[i]
      }
    }
  }
  const log2_max_frame_num_minus4 = reader.ue();
  const pic_order_cnt_type = reader.ue();
  let log2_max_pic_order_cnt_lsb_minus4: number | undefined;
  if (pic_order_cnt_type === 0) {
    log2_max_pic_order_cnt_lsb_minus4 = reader.ue();
  } else if (pic_order_cnt_type === 1) {
    reader.skip(1); // delta_pic_order_always_zero_flag
    reader.se(); // offset_for_non_ref_pic
    reader.se(); // offset_for_top_to_bottom_field
    const num_ref_frames_in_pic_order_cnt_cycle = reader.ue();
    if (num_ref_frames_in_pic_order_cnt_cycle > MAX_REF_FRAMES_IN_POC_CYCLE) {
      throw new RangeError(
        `num_ref_frames_in_pic_order_cnt_cycle ${num_ref_frames_in_pic_order_cnt_cycle} out of range`,
      );
    }
    for (let i = 0; i < num_ref_frames_in_pic_order_cnt_cycle; i++) reader.se(); // offset_for_ref_frame[i]
  }
  const max_num_ref_frames = reader.ue();
  reader.skip(1); // gaps_in_frame_num_value_allowed_flag
  const pic_width_in_mbs_minus1 = reader.ue();
  const pic_height_in_map_units_minus1 = reader.ue();
  const frame_mbs_only_flag = reader.flag();
  const mb_adaptive_frame_field_flag = frame_mbs_only_flag ? false : reader.flag();
  reader.skip(1); // direct_8x8_inference_flag
  const frame_cropping_flag = reader.flag();
  const crop = frame_cropping_flag ? [reader.ue(), reader.ue(), reader.ue(), reader.ue()] : [0, 0, 0, 0];
  const vui_parameters = reader.flag() ? parseVuiParameters(reader) : undefined;
  return {
    profile_idc,
    constraint_set0_flag: (constraintFlags & 0x80) !== 0,
    constraint_set1_flag: (constraintFlags & 0x40) !== 0,
    constraint_set2_flag: (constraintFlags & 0x20) !== 0,
    constraint_set3_flag: (constraintFlags & 0x10) !== 0,
    constraint_set4_flag: (constraintFlags & 0x08) !== 0,
    constraint_set5_flag: (constraintFlags & 0x04) !== 0,
    level_idc,
    seq_parameter_set_id,
    chroma_format_idc,
    separate_colour_plane_flag,
    bit_depth_luma_minus8,
    bit_depth_chroma_minus8,
    log2_max_frame_num_minus4,
    pic_order_cnt_type,
    log2_max_pic_order_cnt_lsb_minus4,
    max_num_ref_frames,
    pic_width_in_mbs_minus1,
    pic_height_in_map_units_minus1,
    frame_mbs_only_flag,
    mb_adaptive_frame_field_flag,
    frame_cropping_flag,
    frame_crop_left_offset: crop[0]!,
    frame_crop_right_offset: crop[1]!,
    frame_crop_top_offset: crop[2]!,
    frame_crop_bottom_offset: crop[3]!,
    vui_parameters,
  };
}
