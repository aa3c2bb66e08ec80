import { BitReader } from "../../bits/bit-reader";

/**
 * The private_stream_1 header of DVD-Video linear PCM (DVD Specifications for Read-Only Disc, Part 3,
 * 5.4.2.1): sub_stream_id 0xA0..0xA7, the access-unit fields, then the LPCM audio header.
 */
export interface DvdLpcmHeader {
  sub_stream_id: number;
  number_of_frame_headers: number;
  first_access_unit_pointer: number;
  audio_emphasis_flag: boolean;
  audio_mute_flag: boolean;
  audio_frame_number: number;
  quantization_word_length: number;
  audio_sampling_frequency: number;
  number_of_audio_channels: number;
  dynamic_range_control: number;
}

export const DVD_LPCM_HEADER_BYTES = 7;
/** quantization_word_length → bits (0: 16, 1: 20, 2: 24); audio_sampling_frequency → Hz (0: 48 kHz, 1: 96 kHz). */
export const DVD_SAMPLE_BITS = [16, 20, 24];
export const DVD_SAMPLING_RATES = [48000, 96000];

export function isDvdLpcmSubStream(sub_stream_id: number): boolean {
  return sub_stream_id >= 0xa0 && sub_stream_id <= 0xa7;
}

export function parseDvdLpcmHeader(bytes: Uint8Array): DvdLpcmHeader {
  const reader = new BitReader(bytes);
  const sub_stream_id = reader.u(8);
  const number_of_frame_headers = reader.u(8);
  const first_access_unit_pointer = reader.u(16);
  const audio_emphasis_flag = reader.flag();
  const audio_mute_flag = reader.flag();
  reader.skip(1); // reserved
  const audio_frame_number = reader.u(5);
  const quantization_word_length = reader.u(2);
  const audio_sampling_frequency = reader.u(2);
  reader.skip(1); // reserved
  const number_of_audio_channels = reader.u(3); // channels − 1
  return {
    sub_stream_id,
    number_of_frame_headers,
    first_access_unit_pointer,
    audio_emphasis_flag,
    audio_mute_flag,
    audio_frame_number,
    quantization_word_length,
    audio_sampling_frequency,
    number_of_audio_channels,
    dynamic_range_control: reader.u(8),
  };
}
