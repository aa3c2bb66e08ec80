import type { BitReader } from "../../bits/bit-reader";

/** The general part of profile_tier_level() of ITU-T H.265 7.3.3 (semantics 7.4.4). */
export interface ProfileTierLevel {
  general_profile_space: number;
  general_tier_flag: boolean;
  general_profile_idc: number;
  general_profile_compatibility_flags: number;
  general_progressive_source_flag: boolean;
  general_interlaced_source_flag: boolean;
  general_non_packed_constraint_flag: boolean;
  general_frame_only_constraint_flag: boolean;
  general_level_idc: number;
}

/** Parses profile_tier_level(1, maxNumSubLayersMinus1); sub-layer entries are read past. */
export function parseProfileTierLevel(reader: BitReader, maxNumSubLayersMinus1: number): ProfileTierLevel {
  const general_profile_space = reader.u(2);
  const general_tier_flag = reader.flag();
  const general_profile_idc = reader.u(5);
  const general_profile_compatibility_flags = reader.u(32);
  const general_progressive_source_flag = reader.flag();
  const general_interlaced_source_flag = reader.flag();
  const general_non_packed_constraint_flag = reader.flag();
  const general_frame_only_constraint_flag = reader.flag();
  reader.skip(43 + 1); // constraint flags by profile, and general_inbld_flag or reserved bit
  const general_level_idc = reader.u(8);
  const subLayerProfilePresent: boolean[] = [];
  const subLayerLevelPresent: boolean[] = [];
  for (let i = 0; i < maxNumSubLayersMinus1; i++) {
    subLayerProfilePresent.push(reader.flag());
    subLayerLevelPresent.push(reader.flag());
  }
  if (maxNumSubLayersMinus1 > 0) reader.skip(2 * (8 - maxNumSubLayersMinus1)); // reserved_zero_2bits
  for (let i = 0; i < maxNumSubLayersMinus1; i++) {
    if (subLayerProfilePresent[i]) reader.skip(88); // sub_layer profile space .. inbld flag
    if (subLayerLevelPresent[i]) reader.skip(8); // sub_layer_level_idc
  }
  return {
    general_profile_space,
    general_tier_flag,
    general_profile_idc,
    general_profile_compatibility_flags,
    general_progressive_source_flag,
    general_interlaced_source_flag,
    general_non_packed_constraint_flag,
    general_frame_only_constraint_flag,
    general_level_idc,
  };
}
