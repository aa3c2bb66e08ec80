import { annotateVideoStream } from "../../annotate";
import { rational } from "../../rational";
import type { Extension, VideoStream } from "../../schema";
import { CHROMA_SAMPLE_LOCATIONS, COSITED_CHROMA } from "../../tables/color";
import { DISPLAY_ASPECT_RATIOS, FRAME_RATES, profileAndLevelName, SQUARE_SAMPLES } from "../../tables/mpeg2-video";
import { CHROMA_FORMATS, FIELD_ORDER } from "../../tables/video";
import { BOTTOM_FIELD, TOP_FIELD } from "./picture-coding-extension";
import type { Mpeg2VideoHeaders } from "./sequence";

/** 4:2:0 chroma of ISO/IEC 13818-2 sits between luma rows, on luma columns (Figure 6-1): H.273 "left". */
const MPEG2_420_CHROMA_LOCATION = CHROMA_SAMPLE_LOCATIONS[0]!;
/** ISO/IEC 11172-2 places 4:2:0 chroma at the centre of four luma samples (2.4.1). */
const MPEG1_CHROMA_LOCATION = CHROMA_SAMPLE_LOCATIONS[1]!;
/** bit_rate is counted in units of 400 bit/s (6.3.3). */
const BIT_RATE_UNIT = 400;
/** vbv_buffer_size is counted in units of 16 384 bits (6.3.3). */
const VBV_BUFFER_SIZE_UNIT = 16 * 1024;
/** ISO/IEC 11172-2 2.4.3.2: bit_rate 0x3FFFF means variable bit rate. */
const MPEG1_VARIABLE_BIT_RATE = 0x3ffff;

/** The video stream fields and the mp2v extension of docs/api.md §2.5 from a sequence's headers. */
export function mpeg2VideoStream(headers: Mpeg2VideoHeaders, diagnostics: string[]): VideoStream {
  const { sequenceHeader: sh, sequenceExtension: se, sequenceDisplayExtension: sde } = headers;
  const gop = headers.groupOfPicturesHeader;
  const width = ((se?.horizontal_size_extension ?? 0) << 12) | sh.horizontal_size_value;
  const height = ((se?.vertical_size_extension ?? 0) << 12) | sh.vertical_size_value;
  const bitRate = (se?.bit_rate_extension ?? 0) * 2 ** 18 + sh.bit_rate_value;
  const vbvBufferSize = ((se?.vbv_buffer_size_extension ?? 0) << 10) | sh.vbv_buffer_size_value;
  const chroma = CHROMA_FORMATS[se?.chroma_format ?? 1];
  const profileAndLevel = se && profileAndLevelName(se.profile_and_level_indication);
  const frameRate = FRAME_RATES[sh.frame_rate_code];
  if (!frameRate) diagnostics.push(`MPEG-2 video: reserved frame_rate_code ${sh.frame_rate_code}`);

  const stream: VideoStream = {
    format: se ? "mp2v" : "mp1v",
    sample_rate: frameRate
      ? rational(
          frameRate[0] * ((se?.frame_rate_extension_n ?? 0) + 1),
          frameRate[1] * ((se?.frame_rate_extension_d ?? 0) + 1),
        )
      : undefined,
    bit_rate:
      bitRate > 0 && !(se === undefined && bitRate === MPEG1_VARIABLE_BIT_RATE) ? bitRate * BIT_RATE_UNIT : undefined,
    width,
    height,
    clean_aperture: displayAperture(width, height, sde?.display_horizontal_size, sde?.display_vertical_size),
    field_order: fieldOrder(headers),
    pixel_aspect_ratio: pixelAspectRatio(headers, width, height),
    bit_depth: 8, // 8-bit samples throughout (6.1.1.8)
    chroma_subsampling: chroma && { horizontal: chroma.horizontal, vertical: chroma.vertical },
    chroma_location: chroma?.vertical === 2 ? (se ? MPEG2_420_CHROMA_LOCATION : MPEG1_CHROMA_LOCATION) : COSITED_CHROMA,
    color_primaries: sde?.colour_primaries,
    transfer_characteristics: sde?.transfer_characteristics,
    matrix_coefficients: sde?.matrix_coefficients,
    // Luma is coded with Rec. ITU-R BT.601 levels: black 16, white 235 (Annex A and 6.3.6).
    video_range: "narrow",
    reference_black: 16,
    reference_white: 235,
    properties: {
      ...(gop && { MpegTimeCode: timeCode(gop) }),
      ...(profileAndLevel && { Mpeg2ProfileAndLevel: profileAndLevel }),
      MpegVbvBufferSize: vbvBufferSize * VBV_BUFFER_SIZE_UNIT,
    },
    extension: [sequenceExtensionObject(headers)],
  };
  return annotateVideoStream(stream);
}

/** The display rectangle (6.3.6), centred in the coded picture by default, as the edges left out. */
function displayAperture(width: number, height: number, displayWidth = width, displayHeight = height) {
  const horizontal = Math.max(0, width - displayWidth);
  const vertical = Math.max(0, height - displayHeight);
  return {
    left: Math.floor(horizontal / 2),
    right: horizontal - Math.floor(horizontal / 2),
    top: Math.floor(vertical / 2),
    bottom: vertical - Math.floor(vertical / 2),
  };
}

/** From progressive_sequence, then the first picture's structure, progressive_frame and top_field_first (6.3.10). */
function fieldOrder({ sequenceExtension, pictureCodingExtension: pce }: Mpeg2VideoHeaders): string | undefined {
  if (!sequenceExtension || sequenceExtension.progressive_sequence) return FIELD_ORDER.progressive;
  if (!pce) return undefined;
  if (pce.picture_structure === TOP_FIELD) return FIELD_ORDER.topFieldFirst;
  if (pce.picture_structure === BOTTOM_FIELD) return FIELD_ORDER.bottomFieldFirst;
  if (pce.progressive_frame) return FIELD_ORDER.progressive;
  return pce.top_field_first ? FIELD_ORDER.topFieldFirst : FIELD_ORDER.bottomFieldFirst;
}

/** SAR = DAR × display_vertical_size ÷ display_horizontal_size (6.3.3), display size defaulting to the coded size. */
function pixelAspectRatio(headers: Mpeg2VideoHeaders, width: number, height: number) {
  const { aspect_ratio_information } = headers.sequenceHeader;
  if (aspect_ratio_information === SQUARE_SAMPLES) return rational(1, 1);
  // ISO/IEC 11172-2 codes a sample aspect ratio table of decimals instead; only "1.0" is exact.
  const displayRatio = headers.sequenceExtension && DISPLAY_ASPECT_RATIOS[aspect_ratio_information];
  const displayWidth = headers.sequenceDisplayExtension?.display_horizontal_size ?? width;
  const displayHeight = headers.sequenceDisplayExtension?.display_vertical_size ?? height;
  if (!displayRatio || displayWidth === 0 || displayHeight === 0) return undefined;
  return rational(displayRatio[0] * displayHeight, displayRatio[1] * displayWidth);
}

/** SMPTE-style HH:MM:SS:FF, with ";" before the frames when drop_frame_flag is set. */
function timeCode(gop: NonNullable<Mpeg2VideoHeaders["groupOfPicturesHeader"]>): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const separator = gop.drop_frame_flag ? ";" : ":";
  return `${pad(gop.time_code_hours)}:${pad(gop.time_code_minutes)}:${pad(gop.time_code_seconds)}${separator}${pad(gop.time_code_pictures)}`;
}

/** The mp2v extension object (docs/api.md §2.5): the sequence header, sequence extension and GOP header fields. */
function sequenceExtensionObject(headers: Mpeg2VideoHeaders): Extension {
  const { sequenceHeader: sh, sequenceExtension: se, groupOfPicturesHeader: gop } = headers;
  const chroma = se && CHROMA_FORMATS[se.chroma_format];
  const profileAndLevel = se && profileAndLevelName(se.profile_and_level_indication);
  return {
    type: se ? "mp2v" : "mp1v",
    horizontal_size_value: sh.horizontal_size_value,
    vertical_size_value: sh.vertical_size_value,
    aspect_ratio_information: sh.aspect_ratio_information,
    frame_rate_code: sh.frame_rate_code,
    bit_rate_value: sh.bit_rate_value,
    vbv_buffer_size_value: sh.vbv_buffer_size_value,
    load_intra_quantizer_matrix_flag: sh.load_intra_quantiser_matrix,
    load_non_intra_quantizer_matrix_flag: sh.load_non_intra_quantiser_matrix,
    ...(se && {
      profile_and_level_indication: se.profile_and_level_indication,
      progressive_sequence: se.progressive_sequence,
      chroma_format: se.chroma_format,
      horizontal_size_extension: se.horizontal_size_extension,
      vertical_size_extension: se.vertical_size_extension,
      bit_rate_extension: se.bit_rate_extension,
      vbv_buffer_size_extension: se.vbv_buffer_size_extension,
      low_delay: se.low_delay,
      frame_rate_extension_n: se.frame_rate_extension_n,
      frame_rate_extension_d: se.frame_rate_extension_d,
    }),
    ...(gop && {
      drop_frame_flag: gop.drop_frame_flag,
      time_code_hours: gop.time_code_hours,
      time_code_minutes: gop.time_code_minutes,
      time_code_seconds: gop.time_code_seconds,
      time_code_pictures: gop.time_code_pictures,
      closed_gop: gop.closed_gop,
      broken_link: gop.broken_link,
    }),
    $annotation: {
      type: se ? "MPEG-2 video sequence header (ISO/IEC 13818-2)" : "MPEG-1 video sequence header (ISO/IEC 11172-2)",
      ...(se && {
        profile_and_level_indication: profileAndLevel ?? `Reserved (0x${se.profile_and_level_indication.toString(16)})`,
      }),
      ...(chroma && { chroma_format: chroma.name }),
    },
  };
}
