import { annotateVideoStream } from "../../annotate";
import { rational } from "../../rational";
import type { VideoStream } from "../../schema";
import { hevcLevelName, hevcProfileName, hevcTierName } from "../../tables/profiles";
import { FIELD_ORDER, FIELD_PICTURES, fieldOrderOfPicStruct } from "../../tables/video";
import { chromaFormatName, croppedPicture } from "../nal/coded-picture";
import { videoUsabilityFields } from "../nal/video-usability";
import type { HevcHeaders } from "./access-unit-headers";
import type { SeqParameterSet } from "./seq-parameter-set";

/** The video stream fields of docs/api.md §2.5 from an HEVC SPS (and VPS, SEI when present). */
export function hevcVideoStream(headers: HevcHeaders): VideoStream {
  const { sps, vps } = headers;
  const vui = sps.vui_parameters;
  const ptl = sps.profile_tier_level;
  const profile = hevcProfileName(ptl.general_profile_idc);
  const level = hevcLevelName(ptl.general_level_idc);
  const tier = hevcTierName(ptl.general_tier_flag);
  const { width, height, clean_aperture } = croppedSize(sps);
  const stream: VideoStream = {
    format: "hvc1",
    sample_rate: frameRate(headers),
    width,
    height,
    clean_aperture,
    field_order: fieldOrder(headers),
    ...videoUsabilityFields(sps, vui),
    properties: {
      HevcProfileAndLevel: `${profile}@L${level}@${tier}`,
      // Each picture a field (E.3.1): a multiplex stamping each one times the last as a field, not a frame.
      ...(vui?.field_seq_flag && { PictureStructure: FIELD_PICTURES }),
    },
    extension: [
      {
        type: "hvc1",
        ...(vps && {
          vps_max_layers_minus1: vps.vps_max_layers_minus1,
          vps_max_sub_layers_minus1: vps.vps_max_sub_layers_minus1,
        }),
        ...sps,
        $annotation: {
          type: "HEVC sequence parameter set (ITU-T H.265 7.3.2.2)",
          general_profile_idc: profile,
          general_level_idc: level,
          general_tier_flag: tier,
          chroma_format_idc: chromaFormatName(sps.chroma_format_idc),
        },
      },
    ],
  };
  return annotateVideoStream(stream);
}

/** Picture size inside the conformance cropping window (7.4.3.2). */
function croppedSize(sps: SeqParameterSet) {
  const coded = { width: sps.pic_width_in_luma_samples, height: sps.pic_height_in_luma_samples };
  const offsets = {
    left: sps.conf_win_left_offset,
    right: sps.conf_win_right_offset,
    top: sps.conf_win_top_offset,
    bottom: sps.conf_win_bottom_offset,
  };
  return croppedPicture(sps, coded, offsets);
}

/**
 * Pictures per second = time_scale ÷ num_units_in_tick (E.3.1), from the VUI or else the VPS;
 * when field_seq_flag says each picture is a field, frames come at half that rate.
 */
function frameRate({ sps, vps }: HevcHeaders) {
  const vui = sps.vui_parameters;
  const units = vui?.num_units_in_tick ?? vps?.vps_num_units_in_tick;
  const scale = vui?.time_scale ?? vps?.vps_time_scale;
  if (!units || !scale) return undefined;
  return rational(scale, units * (vui?.field_seq_flag ? 2 : 1));
}

/** From the first pic_struct when sent; pictures that are frames (field_seq_flag 0) are otherwise progressive. */
function fieldOrder({ sps, picStruct }: HevcHeaders): string | undefined {
  if (picStruct !== undefined) return fieldOrderOfPicStruct(picStruct);
  return sps.vui_parameters?.field_seq_flag ? undefined : FIELD_ORDER.progressive;
}
