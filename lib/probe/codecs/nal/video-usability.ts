import type { BitReader } from "../../bits/bit-reader";
import { rational } from "../../rational";
import type { VideoStream } from "../../schema";
import { CHROMA_SAMPLE_LOCATIONS, COSITED_CHROMA } from "../../tables/color";
import { CHROMA_FORMATS, EXTENDED_SAR, SAMPLE_ASPECT_RATIOS } from "../../tables/video";
import type { CodedPicture } from "./coded-picture";

/**
 * The video usability information fields that ITU-T H.264 Annex E.1.1 and H.265 Annex E.2.1 share,
 * with the same names and semantics (E.2.1 of each).
 */
export interface VideoUsability {
  aspect_ratio_idc?: number;
  sar_width?: number;
  sar_height?: number;
  video_format?: number;
  video_full_range_flag?: boolean;
  colour_primaries?: number;
  transfer_characteristics?: number;
  matrix_coefficients?: number;
  chroma_sample_loc_type_top_field?: number;
  chroma_sample_loc_type_bottom_field?: number;
  num_units_in_tick?: number;
  time_scale?: number;
}

/**
 * The part that vui_parameters() of H.264 E.1.1 and of H.265 E.2.1 both begin with, the same syntax in
 * each: aspect_ratio_info, overscan_info, video_signal_type and chroma_loc_info. Each standard's parser
 * reads its own remainder after it.
 */
export function parseCommonVuiFields(reader: BitReader): VideoUsability {
  const vui: VideoUsability = {};
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
  return vui;
}

/** The aspect_ratio_info of VUI (Table E-1; 0 or absent: unspecified). */
function sampleAspectRatio(vui: VideoUsability | undefined) {
  if (vui?.aspect_ratio_idc === EXTENDED_SAR) {
    return vui.sar_width && vui.sar_height ? rational(vui.sar_width, vui.sar_height) : undefined;
  }
  const sar = vui?.aspect_ratio_idc === undefined ? undefined : SAMPLE_ASPECT_RATIOS[vui.aspect_ratio_idc];
  return sar && rational(sar[0], sar[1]);
}

/** Stream fields from the chroma format, bit depth and VUI shared by H.264 and H.265. */
export function videoUsabilityFields(picture: CodedPicture, vui: VideoUsability | undefined): Partial<VideoStream> {
  // With separate_colour_plane_flag (sent only for chroma_format_idc 3) the sampling is still 4:4:4.
  const chroma = CHROMA_FORMATS[picture.chroma_format_idc];
  const bitDepth = picture.bit_depth_luma_minus8 + 8;
  const fullRange = vui?.video_full_range_flag ?? false; // inferred 0 when absent (E.2.1)
  const maxCode = 2 ** bitDepth - 1;
  const scale = 2 ** (bitDepth - 8);
  // chroma_sample_loc_type applies to 4:2:0 only and is inferred 0 when absent (E.2.1).
  const chromaLocation =
    chroma?.vertical === 2
      ? CHROMA_SAMPLE_LOCATIONS[vui?.chroma_sample_loc_type_top_field ?? 0]
      : chroma && COSITED_CHROMA;
  return {
    pixel_aspect_ratio: sampleAspectRatio(vui),
    bit_depth: bitDepth,
    chroma_subsampling: chroma && { horizontal: chroma.horizontal, vertical: chroma.vertical },
    chroma_location: chromaLocation,
    color_primaries: vui?.colour_primaries,
    transfer_characteristics: vui?.transfer_characteristics,
    matrix_coefficients: vui?.matrix_coefficients,
    video_range: fullRange ? "full" : "narrow",
    // Nominal black and white luma codes: H.273 equations for video_full_range_flag 0 (16·2^(n−8),
    // 235·2^(n−8)) and 1 (0, 2^n − 1).
    reference_black: fullRange ? 0 : 16 * scale,
    reference_white: fullRange ? maxCode : 235 * scale,
  };
}
