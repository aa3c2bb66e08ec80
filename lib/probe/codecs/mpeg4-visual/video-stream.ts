import { annotateVideoStream } from "../../annotate";
import { rational } from "../../rational";
import type { Rational, VideoStream } from "../../schema";
import { CHROMA_FORMATS, FIELD_ORDER, NOMINAL_FRAME_RATES } from "../../tables/video";
import { mpeg4VisualProfileAndLevel } from "./profile-and-level";
import { EXTENDED_PAR, type VideoObjectLayer } from "./video-object-layer";
import { type Mpeg4VisualHeaders, nominalVopDuration } from "./visual-stream-headers";

/** aspect_ratio_info → pixel aspect ratio (Table 6-12); 6–14 are reserved. */
const PIXEL_ASPECT_RATIOS: Readonly<Record<number, readonly [number, number]>> = {
  1: [1, 1],
  2: [12, 11],
  3: [10, 11],
  4: [16, 11],
  5: [40, 33],
};
/** bit_rate counts 400 bit/s (6.3.3). */
const BIT_RATE_UNIT = 400;
/** vbv_buffer_size counts 16 384 bits (6.3.3). */
const VBV_BUFFER_SIZE_UNIT = 16 * 1024;
/** chroma_format 1 is 4:2:0, the only one defined (6.3.3); it is also the default. */
const CHROMA_420 = 1;

/** The video stream fields and the mp4v extension of docs/api.md §2.5 from the headers. */
export function mpeg4VisualStream(headers: Mpeg4VisualHeaders): VideoStream {
  const vol = headers.videoObjectLayer;
  const vo = headers.visualObject;
  const chroma = CHROMA_FORMATS[vol.chroma_format ?? CHROMA_420];
  const profileAndLevel =
    headers.visualObjectSequence &&
    mpeg4VisualProfileAndLevel(headers.visualObjectSequence.profile_and_level_indication);
  const stream: VideoStream = {
    format: "mp4v",
    width: vol.video_object_layer_width,
    height: vol.video_object_layer_height,
    sample_rate: frameRate(vol, headers.vopTimes),
    bit_rate: vol.bit_rate ? vol.bit_rate * BIT_RATE_UNIT : undefined,
    pixel_aspect_ratio: pixelAspectRatio(vol),
    field_order: vol.interlaced === false ? FIELD_ORDER.progressive : undefined,
    bit_depth: vol.not_8_bit ? vol.bits_per_pixel : vol.not_8_bit === false ? 8 : undefined,
    chroma_subsampling: chroma && { horizontal: chroma.horizontal, vertical: chroma.vertical },
    ...(vo?.colour_primaries !== undefined && {
      color_primaries: vo.colour_primaries,
      transfer_characteristics: vo.transfer_characteristics,
      matrix_coefficients: vo.matrix_coefficients,
    }),
    ...(vo?.video_range !== undefined && { video_range: vo.video_range ? "full" : "narrow" }),
    properties: {
      ...(profileAndLevel && { Mpeg4VisualProfileAndLevel: profileAndLevel }),
      ...(vol.vbv_buffer_size !== undefined && { MpegVbvBufferSize: vol.vbv_buffer_size * VBV_BUFFER_SIZE_UNIT }),
    },
    extension: [
      {
        type: "mp4v",
        ...(headers.visualObjectSequence ?? {}),
        ...(vo ?? {}),
        ...vol,
        ...(profileAndLevel && { $annotation: { profile_and_level_indication: profileAndLevel } }),
      },
    ],
  };
  return annotateVideoStream(stream);
}

/** A fixed VOP rate, else the step most of the first VOPs' display times show (6.3.3, 6.3.5). */
function frameRate(vol: VideoObjectLayer, vopTimes: readonly number[]): Rational | undefined {
  const resolution = vol.vop_time_increment_resolution;
  if (resolution === 0) return undefined;
  const step =
    vol.fixed_vop_rate && vol.fixed_vop_time_increment ? vol.fixed_vop_time_increment : nominalVopDuration(vopTimes);
  return step ? vopClockRate(resolution, step) : undefined;
}

/**
 * The VOP clock counts a frame in whole ticks: a clock that cannot hold the rate rounds the frame
 * duration (GStreamer's avenc_mpeg4 codes 25 fps as 2621 ticks of 1/65535 s). The one nominal rate whose
 * frame duration rounds to `step` ticks is the stream's; without one, the clock's own rate.
 */
function vopClockRate(resolution: number, step: number): Rational {
  const exact = rational(resolution, step);
  const rounding = NOMINAL_FRAME_RATES.filter(
    (rate) => Math.round((resolution * rate.denominator) / rate.numerator) === step,
  );
  const exactNominal = rounding.some((rate) => rate.numerator * step === resolution * rate.denominator);
  return rounding.length === 1 && !exactNominal ? rounding[0]! : exact;
}

function pixelAspectRatio(vol: VideoObjectLayer): Rational | undefined {
  if (vol.aspect_ratio_info === EXTENDED_PAR)
    return vol.par_width && vol.par_height ? rational(vol.par_width, vol.par_height) : undefined;
  const ratio = PIXEL_ASPECT_RATIOS[vol.aspect_ratio_info];
  return ratio && rational(ratio[0], ratio[1]);
}
