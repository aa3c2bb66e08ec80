// The long form of a PSI section header: ISO/IEC 13818-1 2.4.4 (Tables 2-30, 2-33) and the private_section
// of 2.4.4.10, shared by PAT, PMT and the DVB SI tables (ETSI EN 300 468 5.2).
import { BitReader } from "../../bits/bit-reader";
import { crc32Mpeg } from "./crc32";

export interface LongFormSection {
  table_id: number;
  section_length: number;
  /** transport_stream_id (PAT), program_number (PMT), transport_stream_id (SDT)... */
  table_id_extension: number;
  version_number: number;
  current_next_indicator: boolean;
  section_number: number;
  last_section_number: number;
  /** The bytes between last_section_number and CRC_32. */
  body: Uint8Array;
}

export const CRC_MISMATCH = "CRC_32 mismatch";

/** Bytes of a section before its section_length bytes: table_id, the flags, section_length. */
export const SECTION_HEADER_BYTES = 3;

/** The section_length of the section whose first 3 bytes `header` holds (2.4.4.4: table_id, flags, length). */
export function sectionLength(header: Uint8Array): number {
  const reader = new BitReader(header);
  reader.skip(8 + 1 + 1 + 2); // table_id, section_syntax_indicator, '0', reserved
  return reader.u(12);
}

/**
 * Parses a complete section; a reason string when it is not a valid long-form section. `checkCrc` false
 * takes a section whose CRC_32 fails (the best of damaged copies, section-copies.ts).
 */
export function parseLongFormSection(section: Uint8Array, checkCrc = true): LongFormSection | string {
  if (section.length < 12) return "section shorter than its header and CRC";
  const reader = new BitReader(section);
  const table_id = reader.u(8);
  const section_syntax_indicator = reader.flag();
  reader.skip(1 + 2); // '0' (private_indicator), reserved
  const section_length = reader.u(12);
  if (!section_syntax_indicator) return "section_syntax_indicator is 0";
  if (section.length !== 3 + section_length) return "section_length does not match the section";
  if (checkCrc && crc32Mpeg(section) !== 0) return CRC_MISMATCH;
  const table_id_extension = reader.u(16);
  reader.skip(2); // reserved
  return {
    table_id,
    section_length,
    table_id_extension,
    version_number: reader.u(5),
    current_next_indicator: reader.flag(),
    section_number: reader.u(8),
    last_section_number: reader.u(8),
    body: section.subarray(reader.bytePosition, section.length - 4),
  };
}
