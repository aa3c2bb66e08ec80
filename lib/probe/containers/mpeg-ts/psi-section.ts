// The long form of a PSI section header: ISO/IEC 13818-1 2.4.4 (Tables 2-30, 2-33) and the private_section
// of 2.4.4.10, shared by PAT, PMT and the DVB SI tables (ETSI EN 300 468 5.2).
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

/**
 * Parses a complete section; a reason string when it is not a valid long-form section. `checkCrc` false
 * takes a section whose CRC_32 fails (the best of damaged copies, section-copies.ts).
 */
export function parseLongFormSection(section: Uint8Array, checkCrc = true): LongFormSection | string {
  if (section.length < 12) return "section shorter than its header and CRC";
  const section_syntax_indicator = (section[1]! & 0x80) !== 0;
  if (!section_syntax_indicator) return "section_syntax_indicator is 0";
  const section_length = ((section[1]! & 0x0f) << 8) | section[2]!;
  if (section.length !== 3 + section_length) return "section_length does not match the section";
  if (checkCrc && crc32Mpeg(section) !== 0) return CRC_MISMATCH;
  return {
    table_id: section[0]!,
    section_length,
    table_id_extension: (section[3]! << 8) | section[4]!,
    version_number: (section[5]! >> 1) & 0x1f,
    current_next_indicator: (section[5]! & 0x01) !== 0,
    section_number: section[6]!,
    last_section_number: section[7]!,
    body: section.subarray(8, section.length - 4),
  };
}
