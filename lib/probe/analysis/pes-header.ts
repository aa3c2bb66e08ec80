// PES_packet() header: ISO/IEC 13818-1 2.4.3.6, Table 2-21, up to the PTS and DTS (2.4.3.7).

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

/** A 33-bit timestamp in the 5-byte layout of 2.4.3.7 (marker bits between its three parts). */
export function timestamp33(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! >> 1) & 0x07) * 2 ** 30 + ((bytes[at + 1]! << 7) | (bytes[at + 2]! >> 1)) * 2 ** 15 + ((bytes[at + 3]! << 7) | (bytes[at + 4]! >> 1));
}

/** The header at `bytes[start]`; undefined when packet_start_code_prefix is missing or the header is cut. */
export function parsePesHeader(bytes: Uint8Array, start: number, end: number): PesHeader | undefined {
  if (end - start < 6 || bytes[start] !== 0 || bytes[start + 1] !== 0 || bytes[start + 2] !== 1) return undefined;
  const stream_id = bytes[start + 3]!;
  const PES_packet_length = (bytes[start + 4]! << 8) | bytes[start + 5]!;
  if (NO_HEADER_STREAM_IDS.has(stream_id)) return { stream_id, PES_packet_length, dataOffset: 6 };
  if (end - start < 9) return undefined;
  const PTS_DTS_flags = bytes[start + 7]! >> 6;
  const dataOffset = 9 + bytes[start + 8]!;
  if (start + dataOffset > end) return undefined;
  const header: PesHeader = { stream_id, PES_packet_length, dataOffset };
  if (PTS_DTS_flags & 0x2) header.PTS = timestamp33(bytes, start + 9);
  if (PTS_DTS_flags === 0x3) header.DTS = timestamp33(bytes, start + 14);
  return header;
}

/** b − a on the 33-bit timestamp circle, as a signed difference (wrap at 2^33, 2.4.3.7). */
export function ticksBetween(a: number, b: number): number {
  const WRAP = 2 ** 33;
  const d = (((b - a) % WRAP) + WRAP) % WRAP;
  return d > WRAP / 2 ? d - WRAP : d;
}
