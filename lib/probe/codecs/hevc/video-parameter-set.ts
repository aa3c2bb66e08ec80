import { BitReader } from "../../bits/bit-reader";
import { parseProfileTierLevel, type ProfileTierLevel } from "./profile-tier-level";

/** video_parameter_set_rbsp() of ITU-T H.265 7.3.2.1 (semantics 7.4.3.1), up to its timing information. */
export interface VideoParameterSet {
  vps_video_parameter_set_id: number;
  vps_max_layers_minus1: number;
  vps_max_sub_layers_minus1: number;
  profile_tier_level: ProfileTierLevel;
  vps_num_units_in_tick?: number;
  vps_time_scale?: number;
}

/** vps_num_layer_sets_minus1 lies in 0..1023 and vps_max_layer_id in 0..62 (7.4.3.1). */
const MAX_LAYER_SETS_MINUS1 = 1023;

export function parseVideoParameterSet(rbsp: Uint8Array): VideoParameterSet {
  const reader = new BitReader(rbsp);
  const vps_video_parameter_set_id = reader.u(4);
  reader.skip(2); // vps_base_layer_internal_flag, vps_base_layer_available_flag
  const vps_max_layers_minus1 = reader.u(6);
  const vps_max_sub_layers_minus1 = reader.u(3);
  reader.skip(1 + 16); // vps_temporal_id_nesting_flag, vps_reserved_0xffff_16bits
  const profile_tier_level = parseProfileTierLevel(reader, vps_max_sub_layers_minus1);
  const vps_sub_layer_ordering_info_present_flag = reader.flag();
  for (
    let i = vps_sub_layer_ordering_info_present_flag ? 0 : vps_max_sub_layers_minus1;
    i <= vps_max_sub_layers_minus1;
    i++
  ) {
    reader.ue(); // vps_max_dec_pic_buffering_minus1[i]
    reader.ue(); // vps_max_num_reorder_pics[i]
    reader.ue(); // vps_max_latency_increase_plus1[i]
  }
  const vps_max_layer_id = reader.u(6);
  const vps_num_layer_sets_minus1 = reader.ue();
  if (vps_num_layer_sets_minus1 > MAX_LAYER_SETS_MINUS1) {
    throw new RangeError(`vps_num_layer_sets_minus1 ${vps_num_layer_sets_minus1} out of range`);
  }
  reader.skip(vps_num_layer_sets_minus1 * (vps_max_layer_id + 1)); // layer_id_included_flag[i][j]
  const vps = { vps_video_parameter_set_id, vps_max_layers_minus1, vps_max_sub_layers_minus1, profile_tier_level };
  if (!reader.flag()) return vps; // vps_timing_info_present_flag
  return { ...vps, vps_num_units_in_tick: reader.u(32), vps_time_scale: reader.u(32) };
}
