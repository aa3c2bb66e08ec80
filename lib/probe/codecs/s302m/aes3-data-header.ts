import { BitReader } from "../../bits/bit-reader";

/** The AES3 data header that opens each PES payload of SMPTE ST 302 (clause 5, Table 1). */
export interface Aes3DataHeader {
  audio_packet_size: number;
  number_channels: number;
  channel_identification: number;
  bits_per_sample: number;
  alignment_bits: number;
}

export const AES3_DATA_HEADER_BYTES = 4;
/** number_channels → 2, 4, 6 or 8 channels; bits_per_sample → 16, 20, 24 bits (3 is reserved). */
export const CHANNELS = [2, 4, 6, 8];
export const SAMPLE_BITS = [16, 20, 24];

export function parseAes3DataHeader(bytes: Uint8Array): Aes3DataHeader {
  const reader = new BitReader(bytes);
  return {
    audio_packet_size: reader.u(16),
    number_channels: reader.u(2),
    channel_identification: reader.u(8),
    bits_per_sample: reader.u(2),
    alignment_bits: reader.u(4),
  };
}
