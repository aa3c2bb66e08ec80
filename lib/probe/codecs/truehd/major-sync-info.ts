// Dolby TrueHD and MLP access units (Meridian Lossless Packing; Dolby TrueHD bitstream specification,
// as ffmpeg's mlp_parse reads it): a 4-byte access unit header (check_nibble, access_unit_length in
// 16-bit words, input_timing), then, in access units that start a restart point, the major_sync_info:
// format_sync 0xF8726FBA (TrueHD) or 0xF8726FBB (MLP), format_info, signature 0xB752, ...
import { BitReader } from "../../bits/bit-reader";

export const TRUEHD_FORMAT_SYNC = 0xf8726fba;
export const MLP_FORMAT_SYNC = 0xf8726fbb;
const MAJOR_SYNC_SIGNATURE = 0xb752;
/** Access unit header (4) + format_sync (4) + format_info (4) + signature (2) + flags (2) + reserved (2) + peak rate and substreams (3). */
const MAJOR_SYNC_BYTES = 21;

/** format_info of TrueHD (format_sync ...BA). */
export interface TrueHdFormatInfo {
  audio_sampling_frequency: number;
  "6ch_multichannel_type": number;
  "8ch_multichannel_type": number;
  "2ch_presentation_channel_modifier": number;
  "6ch_presentation_channel_modifier": number;
  "6ch_presentation_channel_assignment": number;
  "8ch_presentation_channel_modifier": number;
  "8ch_presentation_channel_assignment": number;
}

/** format_info of MLP (format_sync ...BB). */
export interface MlpFormatInfo {
  quantization_word_length_1: number;
  quantization_word_length_2: number;
  audio_sampling_frequency_1: number;
  audio_sampling_frequency_2: number;
  channel_arrangement: number;
}

export interface MajorSyncInfo {
  format_sync: number;
  format_info: TrueHdFormatInfo | MlpFormatInfo;
  variable_rate: boolean;
  peak_data_rate: number;
  substreams: number;
}

/** format_info (32 bits), the same in major_sync_info and in the MP4 'dmlp' box. */
export function parseFormatInfo(reader: BitReader, formatSync: number): TrueHdFormatInfo | MlpFormatInfo {
  if (formatSync === MLP_FORMAT_SYNC) {
    const info: MlpFormatInfo = {
      quantization_word_length_1: reader.u(4),
      quantization_word_length_2: reader.u(4),
      audio_sampling_frequency_1: reader.u(4),
      audio_sampling_frequency_2: reader.u(4),
      channel_arrangement: (reader.skip(11), reader.u(5)),
    };
    return info;
  }
  return {
    audio_sampling_frequency: reader.u(4),
    "6ch_multichannel_type": reader.u(1),
    "8ch_multichannel_type": reader.u(1),
    "2ch_presentation_channel_modifier": (reader.skip(2), reader.u(2)),
    "6ch_presentation_channel_modifier": reader.u(2),
    "6ch_presentation_channel_assignment": reader.u(5),
    "8ch_presentation_channel_modifier": reader.u(2),
    "8ch_presentation_channel_assignment": reader.u(13),
  };
}

/** The major sync of the access unit at `offset`, or undefined when it has none. */
export function parseMajorSyncInfo(bytes: Uint8Array, offset: number): MajorSyncInfo | undefined {
  if (offset + MAJOR_SYNC_BYTES > bytes.length) return undefined;
  const reader = new BitReader(bytes, offset + 4);
  const format_sync = reader.u(32);
  if (format_sync !== TRUEHD_FORMAT_SYNC && format_sync !== MLP_FORMAT_SYNC) return undefined;
  const format_info = parseFormatInfo(reader, format_sync);
  if (reader.u(16) !== MAJOR_SYNC_SIGNATURE) return undefined;
  reader.skip(32); // flags, reserved
  return {
    format_sync,
    format_info,
    variable_rate: reader.flag(),
    peak_data_rate: reader.u(15),
    substreams: reader.u(4),
  };
}

/** The access unit's length in bytes (access_unit_length counts 16-bit words). */
export function accessUnitLength(bytes: Uint8Array, offset: number): number {
  const reader = new BitReader(bytes, offset);
  reader.skip(4); // check_nibble
  return reader.u(12) * 2;
}
