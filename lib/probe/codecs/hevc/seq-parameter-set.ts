import { BitReader } from "../../bits/bit-reader";
import { parseProfileTierLevel, type ProfileTierLevel } from "./profile-tier-level";
import { skipScalingListData } from "./scaling-list-data";
import { parseStRefPicSet, type ShortTermRefPicSet } from "./st-ref-pic-set";
import { parseVuiParameters, type VuiParameters } from "./vui-parameters";

/** seq_parameter_set_rbsp() of ITU-T H.265 7.3.2.2 (semantics 7.4.3.2), up to the VUI. */
export interface SeqParameterSet {
  sps_video_parameter_set_id: number;
  sps_max_sub_layers_minus1: number;
  profile_tier_level: ProfileTierLevel;
  sps_seq_parameter_set_id: number;
  chroma_format_idc: number;
  separate_colour_plane_flag: boolean;
  pic_width_in_luma_samples: number;
  pic_height_in_luma_samples: number;
  conformance_window_flag: boolean;
  conf_win_left_offset: number;
  conf_win_right_offset: number;
  conf_win_top_offset: number;
  conf_win_bottom_offset: number;
  bit_depth_luma_minus8: number;
  bit_depth_chroma_minus8: number;
  log2_max_pic_order_cnt_lsb_minus4: number;
  vui_parameters?: VuiParameters;
}

/** num_short_term_ref_pic_sets ≤ 64, num_long_term_ref_pics_sps ≤ 32 (7.4.3.2). */
const MAX_SHORT_TERM_REF_PIC_SETS = 64;
const MAX_LONG_TERM_REF_PICS = 32;
const MAX_BIT_DEPTH_MINUS8 = 8;

export function parseSeqParameterSet(rbsp: Uint8Array): SeqParameterSet {
  const reader = new BitReader(rbsp);
  const sps_video_parameter_set_id = reader.u(4);
  const sps_max_sub_layers_minus1 = reader.u(3);
  reader.skip(1); // sps_temporal_id_nesting_flag
  const profile_tier_level = parseProfileTierLevel(reader, sps_max_sub_layers_minus1);
  const sps_seq_parameter_set_id = reader.ue();
  const chroma_format_idc = reader.ue();
  const separate_colour_plane_flag = chroma_format_idc === 3 ? reader.flag() : false;
  const pic_width_in_luma_samples = reader.ue();
  const pic_height_in_luma_samples = reader.ue();
  const conformance_window_flag = reader.flag();
  const window = conformance_window_flag ? [reader.ue(), reader.ue(), reader.ue(), reader.ue()] : [0, 0, 0, 0];
  const bit_depth_luma_minus8 = reader.ue();
  const bit_depth_chroma_minus8 = reader.ue();
  // chroma_format_idc lies in 0..3 and bit depths in 8..16 (7.4.3.2): anything else is damage.
  if (
    chroma_format_idc > 3 ||
    bit_depth_luma_minus8 > MAX_BIT_DEPTH_MINUS8 ||
    bit_depth_chroma_minus8 > MAX_BIT_DEPTH_MINUS8
  ) {
    throw new RangeError("chroma_format_idc or bit depth out of range");
  }
  const log2_max_pic_order_cnt_lsb_minus4 = reader.ue();
  const sps_sub_layer_ordering_info_present_flag = reader.flag();
  for (
    let i = sps_sub_layer_ordering_info_present_flag ? 0 : sps_max_sub_layers_minus1;
    i <= sps_max_sub_layers_minus1;
    i++
  ) {
    reader.ue(); // sps_max_dec_pic_buffering_minus1[i]
    reader.ue(); // sps_max_num_reorder_pics[i]
    reader.ue(); // sps_max_latency_increase_plus1[i]
  }
  reader.ue(); // log2_min_luma_coding_block_size_minus3
  reader.ue(); // log2_diff_max_min_luma_coding_block_size
  reader.ue(); // log2_min_luma_transform_block_size_minus2
  reader.ue(); // log2_diff_max_min_luma_transform_block_size
  reader.ue(); // max_transform_hierarchy_depth_inter
  reader.ue(); // max_transform_hierarchy_depth_intra
  if (reader.flag() && reader.flag()) skipScalingListData(reader); // scaling_list_enabled_flag, sps_scaling_list_data_present_flag
  reader.skip(2); // amp_enabled_flag, sample_adaptive_offset_enabled_flag
  if (reader.flag()) {
    // pcm_enabled_flag
    reader.skip(4 + 4); // pcm_sample_bit_depth_luma_minus1, pcm_sample_bit_depth_chroma_minus1
    reader.ue(); // log2_min_pcm_luma_coding_block_size_minus3
    reader.ue(); // log2_diff_max_min_pcm_luma_coding_block_size
    reader.skip(1); // pcm_loop_filter_disabled_flag
  }
  const num_short_term_ref_pic_sets = reader.ue();
  if (num_short_term_ref_pic_sets > MAX_SHORT_TERM_REF_PIC_SETS)
    throw new RangeError("num_short_term_ref_pic_sets out of range");
  const sets: ShortTermRefPicSet[] = [];
  for (let i = 0; i < num_short_term_ref_pic_sets; i++) sets.push(parseStRefPicSet(reader, i, sets));
  if (reader.flag()) {
    // long_term_ref_pics_present_flag
    const num_long_term_ref_pics_sps = reader.ue();
    if (num_long_term_ref_pics_sps > MAX_LONG_TERM_REF_PICS)
      throw new RangeError("num_long_term_ref_pics_sps out of range");
    // lt_ref_pic_poc_lsb_sps[i] u(v) and used_by_curr_pic_lt_sps_flag[i]
    reader.skip(num_long_term_ref_pics_sps * (log2_max_pic_order_cnt_lsb_minus4 + 4 + 1));
  }
  reader.skip(2); // sps_temporal_mvp_enabled_flag, strong_intra_smoothing_enabled_flag
  const vui_parameters = reader.flag() ? parseVuiParameters(reader) : undefined;
  return {
    sps_video_parameter_set_id,
    sps_max_sub_layers_minus1,
    profile_tier_level,
    sps_seq_parameter_set_id,
    chroma_format_idc,
    separate_colour_plane_flag,
    pic_width_in_luma_samples,
    pic_height_in_luma_samples,
    conformance_window_flag,
    conf_win_left_offset: window[0]!,
    conf_win_right_offset: window[1]!,
    conf_win_top_offset: window[2]!,
    conf_win_bottom_offset: window[3]!,
    bit_depth_luma_minus8,
    bit_depth_chroma_minus8,
    log2_max_pic_order_cnt_lsb_minus4,
    vui_parameters,
  };
}
