// program_association_section(): ISO/IEC 13818-1 2.4.4.3, Table 2-30.
import { BitReader } from "../../../bits/bit-reader";
import type { LongFormSection } from "../psi-section";
import type { TableSyntax } from "./table-syntax";

export interface ProgramAssociation {
  program_number: number;
  /** program_map_PID, or network_PID when program_number is 0. */
  PID: number;
}

export interface ProgramAssociationSection {
  transport_stream_id: number;
  programs: ProgramAssociation[];
}

function parseProgramAssociationSection(section: LongFormSection): ProgramAssociationSection {
  const programs: ProgramAssociation[] = [];
  const reader = new BitReader(section.body);
  while (reader.bitsLeft >= 32) {
    const program_number = reader.u(16);
    reader.skip(3); // reserved
    programs.push({ program_number, PID: reader.u(13) });
  }
  return { transport_stream_id: section.table_id_extension, programs };
}

export const programAssociationSection: TableSyntax<ProgramAssociationSection> = {
  name: "program_association_section",
  table_id: 0x00,
  PID: 0x0000,
  parse: parseProgramAssociationSection,
};
