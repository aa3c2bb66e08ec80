// TS_program_map_section(): ISO/IEC 13818-1 2.4.4.9, Table 2-33.
import { parseDescriptorLoop, type Descriptor } from "./descriptors/descriptor-loop";
import type { LongFormSection } from "./psi-section";
import { NULL_PID } from "./transport-packet";

export const PROGRAM_MAP_TABLE_ID = 0x02;

export interface ProgramElement {
  stream_type: number;
  elementary_PID: number;
  descriptors: Descriptor[];
}

export interface ProgramMapSection {
  program_number: number;
  PCR_PID: number;
  /** The program_info descriptors, which apply to every elementary stream of the program. */
  descriptors: Descriptor[];
  streams: ProgramElement[];
}

export function parseProgramMapSection(section: LongFormSection, diagnostics: string[]): ProgramMapSection {
  const { body } = section;
  const program_number = section.table_id_extension;
  // PCR_PID 0x1FFF: no PCR belongs to the program (2.4.4.9), as nothing of this section says one does.
  if (body.length < 4) return { program_number, PCR_PID: NULL_PID, descriptors: [], streams: [] };
  const PCR_PID = ((body[0]! & 0x1f) << 8) | body[1]!;
  const program_info_length = ((body[2]! & 0x0f) << 8) | body[3]!;
  const descriptors = parseDescriptorLoop(body.subarray(4, 4 + program_info_length), diagnostics);
  const streams: ProgramElement[] = [];
  let offset = 4 + program_info_length;
  while (offset + 5 <= body.length) {
    const ES_info_length = ((body[offset + 3]! & 0x0f) << 8) | body[offset + 4]!;
    const end = offset + 5 + ES_info_length;
    if (end > body.length) {
      diagnostics.push(`program ${program_number}: ES_info_length overruns the program map section`);
      break;
    }
    streams.push({
      stream_type: body[offset]!,
      elementary_PID: ((body[offset + 1]! & 0x1f) << 8) | body[offset + 2]!,
      descriptors: parseDescriptorLoop(body.subarray(offset + 5, end), diagnostics),
    });
    offset = end;
  }
  return { program_number, PCR_PID, descriptors, streams };
}
