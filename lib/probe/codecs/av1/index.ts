// AV1 (AV1 Bitstream & Decoding Process Specification): the sequence header OBU gives profile, level,
// maximum frame size, bit depth, chroma subsampling and colour. Containers store it in the
// AV1CodecConfigurationRecord's configOBUs (MP4 av1C, Matroska V_AV1 CodecPrivate) and in the stream.
import { annotateVideoStream } from "../../annotate";
import { rational } from "../../rational";
import type { VideoStream } from "../../schema";
import { CHROMA_SAMPLE_LOCATIONS, COSITED_CHROMA } from "../../tables/color";
import { headerVideoCodec } from "../codec";
import { OBU_SEQUENCE_HEADER, readObu } from "./obu-header";
import { parseSequenceHeaderObu, type SequenceHeaderObu } from "./sequence-header-obu";

export { type SequenceHeaderObu } from "./sequence-header-obu";

const PROFILES = ["Main", "High", "Professional"];
/** seq_level_idx 31: no level constraint (Annex A.3). */
const MAX_LEVEL_IDX = 31;
/** 5.5.2 chroma_sample_position → H.273 chroma sample location: CSP_VERTICAL is "left", CSP_COLOCATED "topleft". */
const CHROMA_POSITIONS: Readonly<Record<number, string>> = {
  1: CHROMA_SAMPLE_LOCATIONS[0]!,
  2: CHROMA_SAMPLE_LOCATIONS[2]!,
};
const UNSPECIFIED = 2;

function av1LevelName(seqLevelIdx: number): string {
  return seqLevelIdx === MAX_LEVEL_IDX ? "max" : `${2 + (seqLevelIdx >> 2)}.${seqLevelIdx & 3}`;
}

/** The first sequence header among the OBUs of `bytes` (each with obu_size), or undefined. */
export function findSequenceHeader(bytes: Uint8Array, diagnostics: string[]): SequenceHeaderObu | undefined {
  for (let obu = readObu(bytes, 0); obu; obu = readObu(bytes, obu.end)) {
    if (obu.obu_type !== OBU_SEQUENCE_HEADER) continue;
    try {
      return parseSequenceHeaderObu(obu.payload);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(`AV1: sequence header OBU of ${obu.payload.length} bytes is truncated`);
      return undefined;
    }
  }
  return undefined;
}

export function av1VideoStream(seq: SequenceHeaderObu): VideoStream {
  const color = seq.color_config;
  const specified = (code: number) => (color.color_description_present_flag && code !== UNSPECIFIED ? code : undefined);
  const subsampled = color.subsampling_x || color.subsampling_y;
  const chroma_location = color.mono_chrome
    ? undefined
    : subsampled
      ? CHROMA_POSITIONS[color.chroma_sample_position]
      : COSITED_CHROMA;
  const perPicture = (seq.num_units_in_display_tick ?? 0) * (seq.num_ticks_per_picture ?? 0);
  const stream: VideoStream = {
    format: "av01",
    ...(seq.time_scale && perPicture > 0 && { sample_rate: rational(seq.time_scale, perPicture) }),
    width: seq.max_frame_width,
    height: seq.max_frame_height,
    bit_depth: color.BitDepth,
    ...(!color.mono_chrome && {
      chroma_subsampling: { horizontal: color.subsampling_x + 1, vertical: color.subsampling_y + 1 },
    }),
    ...(chroma_location && { chroma_location }),
    ...definedFields({
      color_primaries: specified(color.color_primaries),
      transfer_characteristics: specified(color.transfer_characteristics),
      matrix_coefficients: specified(color.matrix_coefficients),
    }),
    video_range: color.color_range ? "full" : "narrow",
    properties: {
      Av1ProfileAndLevel: `${PROFILES[seq.seq_profile] ?? seq.seq_profile}@L${av1LevelName(seq.seq_level_idx)}`,
    },
    extension: [
      {
        type: "av01",
        ...seq,
        $annotation: {
          type: "AV1 sequence header OBU (AV1 specification 5.5.1)",
          seq_profile: PROFILES[seq.seq_profile] ?? "reserved",
          seq_level_idx: av1LevelName(seq.seq_level_idx),
        },
      },
    ],
  };
  return annotateVideoStream(stream);
}

function definedFields<T extends Record<string, number | undefined>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A low-overhead bitstream (OBUs with obu_size: a raw .obu file or the first frames of a track). */
export const av1Codec = headerVideoCodec("av01", findSequenceHeader, av1VideoStream);
