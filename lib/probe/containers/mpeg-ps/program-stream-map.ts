// program_stream_map(): ISO/IEC 13818-1 2.5.4, Table 2-41 — the stream_type of each elementary_stream_id.
import { crc32Mpeg } from "../mpeg-ts/crc32";

export const PROGRAM_STREAM_MAP_ID = 0xbc;

export interface ProgramStreamMapEntry {
  stream_type: number;
  elementary_stream_id: number;
}

/** `bytes` holds the whole PES packet (6 + PES_packet_length); undefined when malformed or its CRC fails. */
export function parseProgramStreamMap(bytes: Uint8Array): ProgramStreamMapEntry[] | undefined {
  if (bytes.length < 16 || crc32Mpeg(bytes) !== 0) return undefined;
  const program_stream_info_length = (bytes[8]! << 8) | bytes[9]!;
  let offset = 10 + program_stream_info_length;
  if (offset + 2 > bytes.length) return undefined;
  const elementary_stream_map_length = (bytes[offset]! << 8) | bytes[offset + 1]!;
  offset += 2;
  const end = Math.min(bytes.length - 4, offset + elementary_stream_map_length);
  const entries: ProgramStreamMapEntry[] = [];
  while (offset + 4 <= end) {
    const elementary_stream_info_length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    entries.push({ stream_type: bytes[offset]!, elementary_stream_id: bytes[offset + 1]! });
    offset += 4 + elementary_stream_info_length;
  }
  return entries;
}
