// system_header(): ISO/IEC 13818-1 2.5.3.5, Table 2-40 (same syntax in ISO/IEC 11172-1 2.4.3.2).
import { BitReader } from "../../bits/bit-reader";

export const SYSTEM_HEADER_START_CODE = 0xbb;

export interface SystemHeader {
  /** Upper bound of program_mux_rate, 50 bytes/s units. */
  rate_bound: number;
  audio_bound: number;
  video_bound: number;
  /** stream_id of each P-STD buffer entry (0xB8/0xB9 stand for all audio/video streams). */
  stream_ids: number[];
}

/** `bytes` holds the whole header from its start code (6 + header_length bytes). */
export function parseSystemHeader(bytes: Uint8Array): SystemHeader | undefined {
  if (bytes.length < 12) return undefined;
  const reader = new BitReader(bytes, 6);
  reader.skip(1);
  const rate_bound = reader.u(22);
  reader.skip(1);
  const audio_bound = reader.u(6);
  reader.skip(1 + 1 + 1 + 1 + 1); // fixed_flag, CSPS_flag, system_audio_lock_flag, system_video_lock_flag, marker_bit
  const video_bound = reader.u(5);
  reader.skip(1 + 7); // packet_rate_restriction_flag, reserved_bits
  const stream_ids: number[] = [];
  // while (nextbits() == '1'): a stream_id (0xB8 or above) opens each entry.
  while (reader.bitsLeft >= 24 && reader.nextBits(1) === 1) {
    stream_ids.push(reader.u(8));
    reader.skip(2 + 1 + 13); // '11', P-STD_buffer_bound_scale, P-STD_buffer_size_bound
  }
  return { rate_bound, audio_bound, video_bound, stream_ids };
}
