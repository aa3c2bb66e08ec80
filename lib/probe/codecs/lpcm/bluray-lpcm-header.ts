import { BitReader } from "../../bits/bit-reader";

/** The 4-byte header opening each PES payload of Blu-ray (HDMV) LPCM, stream_type 0x80 (BD-ROM Part 3). */
export interface BlurayLpcmHeader {
  audio_data_payload_size: number;
  channel_assignment: number;
  sampling_frequency: number;
  bits_per_sample: number;
  start_flag: boolean;
}

export const BLURAY_LPCM_HEADER_BYTES = 4;
/** sampling_frequency → Hz (1: 48 kHz, 4: 96 kHz, 5: 192 kHz); bits_per_sample → bits (1: 16, 2: 20, 3: 24). */
export const BLURAY_SAMPLING_RATES: Readonly<Record<number, number>> = { 1: 48000, 4: 96000, 5: 192000 };
export const BLURAY_SAMPLE_BITS: Readonly<Record<number, number>> = { 1: 16, 2: 20, 3: 24 };

export function parseBlurayLpcmHeader(bytes: Uint8Array): BlurayLpcmHeader {
  const reader = new BitReader(bytes);
  return {
    audio_data_payload_size: reader.u(16),
    channel_assignment: reader.u(4),
    sampling_frequency: reader.u(4),
    bits_per_sample: reader.u(2),
    start_flag: reader.flag(),
  };
}
