import { annotateVideoStream } from "../../annotate";
import { rational } from "../../rational";
import type { VideoStream } from "../../schema";
import { avcLevelName, avcProfileName } from "../../tables/profiles";
import { CHROMA_FORMATS, FIELD_ORDER, fieldOrderOfPicStruct } from "../../tables/video";
import { videoUsabilityFields } from "../nal/video-usability";
import type { AvcHeaders } from "./access-unit-headers";
import { hrdBitRate } from "./hrd-parameters";
import type { SeqParameterSet } from "./seq-parameter-set";

/** The video stream fields of spec 2.5 from an SPS (and, when known, the first picture's structure). */
export function avcVideoStream(headers: AvcHeaders): VideoStream {
  const { sps } = headers;
  const vui = sps.vui_parameters;
  const { width, height, clean_aperture } = croppedSize(sps);
  const profile = avcProfileName(sps.profile_idc, sps.constraint_set1_flag, sps.constraint_set3_flag);
  const level = avcLevelName(sps.level_idc, sps.profile_idc, sps.constraint_set3_flag);
  const hrd = vui?.nal_hrd_parameters ?? vui?.vcl_hrd_parameters;
  const chromaFormatIdc = sps.separate_colour_plane_flag ? 3 : sps.chroma_format_idc;
  const stream: VideoStream = {
    format: "avc1",
    // Two ticks per frame: time_scale counts field periods (E.2.1, equation C-1 with DeltaTfiDivisor 2).
    sample_rate: vui?.num_units_in_tick && vui.time_scale ? rational(vui.time_scale, 2 * vui.num_units_in_tick) : undefined,
    bit_rate: hrd && hrdBitRate(hrd),
    width,
    height,
    clean_aperture,
    field_order: fieldOrder(headers),
    ...videoUsabilityFields({ chroma_format_idc: chromaFormatIdc, bit_depth: sps.bit_depth_luma_minus8 + 8 }, vui),
    properties: { AvcProfileAndLevel: `${profile}@L${level}` },
    extension: [
      {
        type: "avc1",
        ...sps,
        $annotation: {
          type: "AVC sequence parameter set (ITU-T H.264 7.3.2.1.1)",
          profile_idc: profile,
          level_idc: level,
          chroma_format_idc: CHROMA_FORMATS[sps.chroma_format_idc]?.name ?? "4:0:0",
        },
      },
    ],
  };
  return annotateVideoStream(stream);
}

/** Picture size after the frame cropping rectangle (7.4.2.1.1, equations 7-18..7-21); crops as clean_aperture. */
function croppedSize(sps: SeqParameterSet) {
  const chroma = sps.separate_colour_plane_flag ? undefined : CHROMA_FORMATS[sps.chroma_format_idc];
  const frameHeightFactor = sps.frame_mbs_only_flag ? 1 : 2;
  const cropUnitX = chroma?.horizontal ?? 1;
  const cropUnitY = (chroma?.vertical ?? 1) * frameHeightFactor;
  const clean_aperture = {
    left: cropUnitX * sps.frame_crop_left_offset,
    right: cropUnitX * sps.frame_crop_right_offset,
    top: cropUnitY * sps.frame_crop_top_offset,
    bottom: cropUnitY * sps.frame_crop_bottom_offset,
  };
  const codedWidth = (sps.pic_width_in_mbs_minus1 + 1) * 16;
  const codedHeight = frameHeightFactor * (sps.pic_height_in_map_units_minus1 + 1) * 16;
  return {
    width: Math.max(0, codedWidth - clean_aperture.left - clean_aperture.right),
    height: Math.max(0, codedHeight - clean_aperture.top - clean_aperture.bottom),
    clean_aperture,
  };
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
