// program_stream_map(): ISO/IEC 13818-1 2.5.4, Table 2-41 — the stream_type of each elementary_stream_id.
import { BitReader } from "../../bits/bit-reader";
import { crc32Mpeg } from "../mpeg-ts/crc32";

export const PROGRAM_STREAM_MAP_ID = 0xbc;

export interface ProgramStreamMapEntry {
  stream_type: number;
  elementary_stream_id: number;
}

/** `bytes` holds the whole PES packet (6 + PES_packet_length); undefined when malformed or its CRC fails. */
export function parseProgramStreamMap(bytes: Uint8Array): ProgramStreamMapEntry[] | undefined {
  if (bytes.length < 16 || crc32Mpeg(bytes) !== 0) return undefined;
  // packet_start_code_prefix, map_stream_id, program_stream_map_length, the version and marker bytes.
  const program_stream_info_length = new BitReader(bytes, 8).u(16);
  let offset = 10 + program_stream_info_length;
  if (offset + 2 > bytes.length) return undefined;
  const elementary_stream_map_length = new BitReader(bytes, offset).u(16);
  offset += 2;
  const end = Math.min(bytes.length - 4, offset + elementary_stream_map_length);
  const entries: ProgramStreamMapEntry[] = [];
  while (offset + 4 <= end) {
    const reader = new BitReader(bytes, offset);
    entries.push({ stream_type: reader.u(8), elementary_stream_id: reader.u(8) });
    offset = reader.bytePosition + 2 + reader.u(16); // elementary_stream_info_length
  }
  return entries;
}
