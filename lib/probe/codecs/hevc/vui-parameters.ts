import type { BitReader } from "../../bits/bit-reader";
import { parseCommonVuiFields, type VideoUsability } from "../nal/video-usability";

/** vui_parameters() of ITU-T H.265 E.2.1 (semantics E.3.1), up to the timing information. */
export interface VuiParameters extends VideoUsability {
  field_seq_flag: boolean;
  frame_field_info_present_flag: boolean;
  def_disp_win_left_offset?: number;
  def_disp_win_right_offset?: number;
  def_disp_win_top_offset?: number;
  def_disp_win_bottom_offset?: number;
}

/** Reads the VUI up to vui_time_scale; the HRD and bitstream restrictions after it tell a prober nothing. */
export function parseVuiParameters(reader: BitReader): VuiParameters {
  const vui: VuiParameters = {
    field_seq_flag: false,
    frame_field_info_present_flag: false,
    ...parseCommonVuiFields(reader),
  };
  reader.skip(1); // neutral_chroma_indication_flag
  vui.field_seq_flag = reader.flag();
  vui.frame_field_info_present_flag = reader.flag();
  if (reader.flag()) {
    // default_display_window_flag
    vui.def_disp_win_left_offset = reader.ue();
    vui.def_disp_win_right_offset = reader.ue();
    vui.def_disp_win_top_offset = reader.ue();
    vui.def_disp_win_bottom_offset = reader.ue();
  }
  if (reader.flag()) {
    // vui_timing_info_present_flag
    vui.num_units_in_tick = reader.u(32); // vui_num_units_in_tick
    vui.time_scale = reader.u(32); // vui_time_scale
  }
  return vui;
}
