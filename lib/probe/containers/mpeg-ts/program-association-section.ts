// program_association_section(): ISO/IEC 13818-1 2.4.4.3, Table 2-30.
import type { LongFormSection } from "./psi-section";

export const PAT_PID = 0x0000;
export const PROGRAM_ASSOCIATION_TABLE_ID = 0x00;

export interface ProgramAssociation {
  program_number: number;
  /** program_map_PID, or network_PID when program_number is 0. */
  PID: number;
}

export interface ProgramAssociationSection {
  transport_stream_id: number;
  programs: ProgramAssociation[];
}

export function parseProgramAssociationSection(section: LongFormSection): ProgramAssociationSection {
  const programs: ProgramAssociation[] = [];
  const { body } = section;
  for (let i = 0; i + 4 <= body.length; i += 4) {
    programs.push({ program_number: (body[i]! << 8) | body[i + 1]!, PID: ((body[i + 2]! & 0x1f) << 8) | body[i + 3]! });
  }
  return { transport_stream_id: section.table_id_extension, programs };
}
