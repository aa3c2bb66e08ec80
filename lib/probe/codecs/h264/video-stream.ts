import { annotateVideoStream } from "../../annotate";
import { rational } from "../../rational";
import type { VideoStream } from "../../schema";
import { avcLevelName, avcProfileName } from "../../tables/profiles";
import { FIELD_ORDER, FIELD_PICTURES, fieldOrderOfPicStruct } from "../../tables/video";
import { chromaFormatName, croppedPicture } from "../nal/coded-picture";
import { videoUsabilityFields } from "../nal/video-usability";
import type { AvcHeaders } from "./access-unit-headers";
import { hrdBitRate } from "./hrd-parameters";
import type { SeqParameterSet } from "./seq-parameter-set";

/** The video stream fields of docs/api.md §2.5 from an SPS (and, when known, the first picture's structure). */
export function avcVideoStream(headers: AvcHeaders): VideoStream {
  const { sps } = headers;
  const vui = sps.vui_parameters;
  const { width, height, clean_aperture } = croppedSize(sps);
  const profile = avcProfileName(sps.profile_idc, sps.constraint_set1_flag, sps.constraint_set3_flag);
  const level = avcLevelName(sps.level_idc, sps.profile_idc, sps.constraint_set3_flag);
  const hrd = vui?.nal_hrd_parameters ?? vui?.vcl_hrd_parameters;
  const stream: VideoStream = {
    format: "avc1",
    // Two ticks per frame: time_scale counts field periods (E.2.1, equation C-1 with DeltaTfiDivisor 2).
    sample_rate:
      vui?.num_units_in_tick && vui.time_scale ? rational(vui.time_scale, 2 * vui.num_units_in_tick) : undefined,
    bit_rate: hrd && hrdBitRate(hrd),
    width,
    height,
    clean_aperture,
    field_order: fieldOrder(headers),
    ...videoUsabilityFields(sps, vui),
    properties: {
      AvcProfileAndLevel: `${profile}@L${level}`,
      ...(headers.firstSlice?.field_pic_flag && { PictureStructure: FIELD_PICTURES }),
    },
    extension: [
      {
        type: "avc1",
        ...sps,
        $annotation: {
          type: "AVC sequence parameter set (ITU-T H.264 7.3.2.1.1)",
          profile_idc: profile,
          level_idc: level,
          chroma_format_idc: chromaFormatName(sps.chroma_format_idc),
        },
      },
    ],
  };
  return annotateVideoStream(stream);
}

/** Picture size after the frame cropping rectangle (7.4.2.1.1): field coding doubles CropUnitY and the map unit height. */
function croppedSize(sps: SeqParameterSet) {
  const frameHeightFactor = sps.frame_mbs_only_flag ? 1 : 2;
  const coded = {
    width: (sps.pic_width_in_mbs_minus1 + 1) * 16,
    height: frameHeightFactor * (sps.pic_height_in_map_units_minus1 + 1) * 16,
  };
  const offsets = {
    left: sps.frame_crop_left_offset,
    right: sps.frame_crop_right_offset,
    top: sps.frame_crop_top_offset,
    bottom: sps.frame_crop_bottom_offset,
  };
  return croppedPicture(sps, coded, offsets, frameHeightFactor);
}

/** Progressive when only frame macroblocks exist; else from pic_struct, else the first slice's field parity. */
function fieldOrder({ sps, picStruct, firstSlice }: AvcHeaders): string | undefined {
  if (sps.frame_mbs_only_flag) return FIELD_ORDER.progressive;
  if (picStruct !== undefined) return fieldOrderOfPicStruct(picStruct);
  if (firstSlice?.field_pic_flag) {
    return firstSlice.bottom_field_flag ? FIELD_ORDER.bottomFieldFirst : FIELD_ORDER.topFieldFirst;
  }
  return undefined;
}
