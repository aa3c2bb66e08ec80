import type { BitReader } from "../../bits/bit-reader";
import type { VideoUsability } from "../nal/video-usability";
import { EXTENDED_SAR } from "../../tables/video";
import { type HrdParameters, parseHrdParameters } from "./hrd-parameters";

/** vui_parameters() of ITU-T H.264 E.1.1 (semantics E.2.1), up to pic_struct_present_flag. */
export interface VuiParameters extends VideoUsability {
  fixed_frame_rate_flag?: boolean;
  nal_hrd_parameters?: HrdParameters;
  vcl_hrd_parameters?: HrdParameters;
  pic_struct_present_flag: boolean;
}

export function parseVuiParameters(reader: BitReader): VuiParameters {
  const vui: VuiParameters = { pic_struct_present_flag: false };
  if (reader.flag()) {
    // aspect_ratio_info_present_flag
    vui.aspect_ratio_idc = reader.u(8);
    if (vui.aspect_ratio_idc === EXTENDED_SAR) {
      vui.sar_width = reader.u(16);
      vui.sar_height = reader.u(16);
    }
  }
  if (reader.flag()) reader.skip(1); // overscan_info_present_flag, overscan_appropriate_flag
  if (reader.flag()) {
    // video_signal_type_present_flag
    vui.video_format = reader.u(3);
    vui.video_full_range_flag = reader.flag();
    if (reader.flag()) {
      // colour_description_present_flag
      vui.colour_primaries = reader.u(8);
      vui.transfer_characteristics = reader.u(8);
      vui.matrix_coefficients = reader.u(8);
    }
  }
  if (reader.flag()) {
    // chroma_loc_info_present_flag
    vui.chroma_sample_loc_type_top_field = reader.ue();
    vui.chroma_sample_loc_type_bottom_field = reader.ue();
  }
  if (reader.flag()) {
    // timing_info_present_flag
    vui.num_units_in_tick = reader.u(32);
    vui.time_scale = reader.u(32);
    vui.fixed_frame_rate_flag = reader.flag();
  }
  if (reader.flag()) vui.nal_hrd_parameters = parseHrdParameters(reader);
  if (reader.flag()) vui.vcl_hrd_parameters = parseHrdParameters(reader);
  if (vui.nal_hrd_parameters || vui.vcl_hrd_parameters) reader.skip(1); // low_delay_hrd_flag
  vui.pic_struct_present_flag = reader.flag();
  // bitstream_restriction_flag and its fields follow; nothing a prober reports.
  return vui;
}
