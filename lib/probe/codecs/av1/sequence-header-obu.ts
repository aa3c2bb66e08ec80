// AV1 specification 5.5.1 sequence_header_obu, up to color_config and film_grain_params_present.
import { BitReader } from "../../bits/bit-reader";
import { parseColorConfig, type ColorConfig } from "./color-config";

export interface SequenceHeaderObu {
  seq_profile: number;
  still_picture: boolean;
  reduced_still_picture_header: boolean;
  /** Of operating point 0, which a decoder picks by default (7.1). */
  seq_level_idx: number;
  seq_tier: number;
  timing_info_present_flag: boolean;
  num_units_in_display_tick?: number;
  time_scale?: number;
  num_ticks_per_picture?: number;
  operating_points_cnt: number;
  max_frame_width: number;
  max_frame_height: number;
  color_config: ColorConfig;
  film_grain_params_present: boolean;
}

/** The sequence header in an OBU payload; RangeError when it is cut short. */
export function parseSequenceHeaderObu(payload: Uint8Array): SequenceHeaderObu {
  const reader = new BitReader(payload);
  const seq_profile = reader.u(3);
  const still_picture = reader.flag();
  const reduced_still_picture_header = reader.flag();
  let seq_level_idx = 0;
  let seq_tier = 0;
  let operating_points_cnt = 1;
  let timing: Pick<SequenceHeaderObu, "num_units_in_display_tick" | "time_scale" | "num_ticks_per_picture"> = {};
  let timing_info_present_flag = false;
  if (reduced_still_picture_header) {
    seq_level_idx = reader.u(5);
  } else {
    timing_info_present_flag = reader.flag();
    let decoder_model_info_present_flag = false;
    let buffer_delay_length = 0;
    if (timing_info_present_flag) {
      timing = { num_units_in_display_tick: reader.u(32), time_scale: reader.u(32) };
      if (reader.flag()) timing.num_ticks_per_picture = uvlc(reader) + 1; // equal_picture_interval
      decoder_model_info_present_flag = reader.flag();
      if (decoder_model_info_present_flag) {
        buffer_delay_length = reader.u(5) + 1;
        reader.skip(32 + 5 + 5); // num_units_in_decoding_tick, buffer_removal_time_length_minus_1, frame_presentation_time_length_minus_1
      }
    }
    const initial_display_delay_present_flag = reader.flag();
    operating_points_cnt = reader.u(5) + 1;
    for (let i = 0; i < operating_points_cnt; i++) {
      reader.skip(12); // operating_point_idc
      const level = reader.u(5);
      const tier = level > 7 ? reader.u(1) : 0;
      if (i === 0) [seq_level_idx, seq_tier] = [level, tier];
      if (decoder_model_info_present_flag && reader.flag()) reader.skip(2 * buffer_delay_length + 1); // operating_parameters_info
      if (initial_display_delay_present_flag && reader.flag()) reader.skip(4);
    }
  }
  const frame_width_bits = reader.u(4) + 1;
  const frame_height_bits = reader.u(4) + 1;
  const max_frame_width = reader.u(frame_width_bits) + 1;
  const max_frame_height = reader.u(frame_height_bits) + 1;
  if (!reduced_still_picture_header && reader.flag()) reader.skip(4 + 3); // frame_id_numbers_present_flag: delta/additional frame id lengths
  reader.skip(3); // use_128x128_superblock, enable_filter_intra, enable_intra_edge_filter
  if (!reduced_still_picture_header) {
    reader.skip(4); // enable_interintra_compound, enable_masked_compound, enable_warped_motion, enable_dual_filter
    const enable_order_hint = reader.flag();
    if (enable_order_hint) reader.skip(2); // enable_jnt_comp, enable_ref_frame_mvs
    const seq_choose_screen_content_tools = reader.flag();
    const seq_force_screen_content_tools = seq_choose_screen_content_tools ? 2 : reader.u(1);
    if (seq_force_screen_content_tools > 0 && !reader.flag()) reader.skip(1); // seq_choose_integer_mv, seq_force_integer_mv
    if (enable_order_hint) reader.skip(3); // order_hint_bits_minus_1
  }
  reader.skip(3); // enable_superres, enable_cdef, enable_restoration
  const color_config = parseColorConfig(reader, seq_profile);
  const film_grain_params_present = reader.flag();
  return {
    seq_profile,
    still_picture,
    reduced_still_picture_header,
    seq_level_idx,
    seq_tier,
    timing_info_present_flag,
    ...timing,
    operating_points_cnt,
    max_frame_width,
    max_frame_height,
    color_config,
    film_grain_params_present,
  };
}

/** 4.10.3 uvlc(). */
function uvlc(reader: BitReader): number {
  let leadingZeros = 0;
  while (!reader.flag()) {
    leadingZeros++;
    if (leadingZeros >= 32) return 2 ** 32 - 1;
  }
  return reader.u(leadingZeros) + 2 ** leadingZeros - 1;
}
