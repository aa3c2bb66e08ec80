// PES_packet() header: ISO/IEC 13818-1 2.4.3.6, Table 2-21, up to the PTS and DTS (2.4.3.7).
import { BitReader } from "../bits/bit-reader";
import { readTimestamp } from "../containers/mpeg-pes/timestamps";

/** stream_id values whose PES packets have no optional header (Table 2-21: program_stream_map, padding, ...). */
const NO_HEADER_STREAM_IDS = new Set([0xbc, 0xbe, 0xbf, 0xf0, 0xf1, 0xf2, 0xf8, 0xff]);

export interface PesHeader {
  stream_id: number;
  PES_packet_length: number;
  /** Offset of the first PES_packet_data_byte, from the packet's start. */
  dataOffset: number;
  PTS?: number;
  DTS?: number;
}

/** The header at `bytes[start]`; undefined when packet_start_code_prefix is missing or the header is cut. */
export function parsePesHeader(bytes: Uint8Array, start: number, end: number): PesHeader | undefined {
  if (end - start < 6 || bytes[start] !== 0 || bytes[start + 1] !== 0 || bytes[start + 2] !== 1) return undefined;
  const reader = new BitReader(bytes, start + 3);
  const stream_id = reader.u(8);
  const PES_packet_length = reader.u(16);
  if (NO_HEADER_STREAM_IDS.has(stream_id)) return { stream_id, PES_packet_length, dataOffset: 6 };
  if (end - start < 9) return undefined;
  reader.skip(8); // '10', PES_scrambling_control, PES_priority, data_alignment_indicator, copyright, original_or_copy
  const PTS_DTS_flags = reader.u(2);
  reader.skip(6); // ESCR_flag ... PES_extension_flag
  const PES_header_data_length = reader.u(8);
  const dataOffset = 9 + PES_header_data_length;
  if (start + dataOffset > end) return undefined;
  const header: PesHeader = { stream_id, PES_packet_length, dataOffset };
  // PTS_DTS_flags '10': PTS; '11': PTS and DTS.
  if ((PTS_DTS_flags === 0b10 || PTS_DTS_flags === 0b11) && PES_header_data_length >= 5)
    header.PTS = readTimestamp(bytes, start + 9);
  if (PTS_DTS_flags === 0b11 && PES_header_data_length >= 10) header.DTS = readTimestamp(bytes, start + 14);
  return header;
}

/** b − a on the 33-bit timestamp circle, as a signed difference (wrap at 2^33, 2.4.3.7). */
export function ticksBetween(a: number, b: number): number {
  const WRAP = 2 ** 33;
  const d = (((b - a) % WRAP) + WRAP) % WRAP;
  return d > WRAP / 2 ? d - WRAP : d;
}
