import type { BitReader } from "../../bits/bit-reader";
import { parseCommonVuiFields, type VideoUsability } from "../nal/video-usability";
import { type HrdParameters, parseHrdParameters } from "./hrd-parameters";

/** vui_parameters() of ITU-T H.264 E.1.1 (semantics E.2.1), up to pic_struct_present_flag. */
export interface VuiParameters extends VideoUsability {
  fixed_frame_rate_flag?: boolean;
  nal_hrd_parameters?: HrdParameters;
  vcl_hrd_parameters?: HrdParameters;
  pic_struct_present_flag: boolean;
}

export function parseVuiParameters(reader: BitReader): VuiParameters {
  const vui: VuiParameters = { pic_struct_present_flag: false, ...parseCommonVuiFields(reader) };
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
