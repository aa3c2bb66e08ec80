// PES_packet() header: ISO/IEC 13818-1 2.4.3.6/2.4.3.7 (Table 2-21), and the MPEG-1 system packet header
// of ISO/IEC 11172-1 2.4.3.3 still found in program streams.
import { BitReader } from "../../bits/bit-reader";
import { readTimestamp } from "./timestamps";

/** stream_id values whose packets carry no optional PES header (Table 2-21, first branch). */
const WITHOUT_OPTIONAL_HEADER = new Set([0xbc, 0xbe, 0xbf, 0xf0, 0xf1, 0xf2, 0xf8, 0xff]);

export interface PesPacketHeader {
  stream_id: number;
  /** 0 means unbounded (allowed for video in transport streams). */
  PES_packet_length: number;
  data_alignment_indicator: boolean;
  PTS?: number;
  DTS?: number;
  /** Offset of the first PES_packet_data_byte from the packet start. */
  payloadOffset: number;
}

/** Bytes of PES_packet_data_byte, when PES_packet_length bounds the packet (0 leaves it open in TS video). */
export function pesPayloadBytes(header: PesPacketHeader): number | undefined {
  return header.PES_packet_length === 0 ? undefined : 6 + header.PES_packet_length - header.payloadOffset;
}

export function startsWithPacketStartCode(bytes: Uint8Array, offset = 0): boolean {
  return bytes[offset] === 0x00 && bytes[offset + 1] === 0x00 && bytes[offset + 2] === 0x01;
}

/** Parses the header of a PES packet starting at `bytes[0]`; undefined when it is not one or is cut. */
export function parsePesPacketHeader(bytes: Uint8Array): PesPacketHeader | undefined {
  if (bytes.length < 6 || !startsWithPacketStartCode(bytes)) return undefined;
  const reader = new BitReader(bytes, 3);
  const stream_id = reader.u(8);
  if (stream_id < 0xbc) return undefined;
  const PES_packet_length = reader.u(16);
  const header: PesPacketHeader = { stream_id, PES_packet_length, data_alignment_indicator: false, payloadOffset: 6 };
  if (WITHOUT_OPTIONAL_HEADER.has(stream_id)) return header;
  if (bytes.length < 7) return undefined;
  // The MPEG-2 optional header opens with '10' (Table 2-21); an MPEG-1 packet's stuffing or fields do not.
  return reader.u(2) === 0b10 ? parseMpeg2Header(bytes, header) : parseMpeg1Header(bytes, header);
}

function parseMpeg2Header(bytes: Uint8Array, header: PesPacketHeader): PesPacketHeader | undefined {
  if (bytes.length < 9) return undefined;
  const reader = new BitReader(bytes, 6);
  reader.skip(2 + 2 + 1); // '10', PES_scrambling_control, PES_priority
  const data_alignment_indicator = reader.flag();
  reader.skip(1 + 1); // copyright, original_or_copy
  const PTS_DTS_flags = reader.u(2);
  reader.skip(6); // ESCR_flag, ES_rate_flag, DSM_trick_mode_flag, additional_copy_info_flag, PES_CRC_flag, PES_extension_flag
  const PES_header_data_length = reader.u(8);
  const payloadOffset = reader.bytePosition + PES_header_data_length;
  if (payloadOffset > bytes.length) return undefined;
  header.data_alignment_indicator = data_alignment_indicator;
  header.payloadOffset = payloadOffset;
  // PTS_DTS_flags '10': PTS; '11': PTS and DTS.
  if ((PTS_DTS_flags === 0b10 || PTS_DTS_flags === 0b11) && PES_header_data_length >= 5)
    header.PTS = readTimestamp(bytes, 9);
  if (PTS_DTS_flags === 0b11 && PES_header_data_length >= 10) header.DTS = readTimestamp(bytes, 14);
  return header;
}

/** ISO/IEC 11172-1 2.4.3.3: stuffing_byte*, optional STD_buffer fields, then '0010' PTS or '0011' PTS+DTS. */
function parseMpeg1Header(bytes: Uint8Array, header: PesPacketHeader): PesPacketHeader | undefined {
  let offset = 6;
  for (let stuffing = 0; bytes[offset] === 0xff; stuffing++) {
    if (stuffing >= 16) return undefined;
    offset++;
  }
  if (offset >= bytes.length) return undefined;
  if (new BitReader(bytes, offset).u(2) === 0b01) offset += 2; // '01' STD_buffer_scale STD_buffer_size
  const marker = offset < bytes.length ? new BitReader(bytes, offset).u(4) : 0;
  if (marker === 0x2) {
    if (offset + 5 > bytes.length) return undefined;
    header.PTS = readTimestamp(bytes, offset);
    offset += 5;
  } else if (marker === 0x3) {
    if (offset + 10 > bytes.length) return undefined;
    header.PTS = readTimestamp(bytes, offset);
    header.DTS = readTimestamp(bytes, offset + 5);
    offset += 10;
  } else if (bytes[offset] === 0x0f) {
    offset += 1;
  } else {
    return undefined;
  }
  header.payloadOffset = offset;
  return header;
}
