// TS_program_map_section(): ISO/IEC 13818-1 2.4.4.9, Table 2-33.
import { BitReader } from "../../../bits/bit-reader";
import { parseDescriptorLoop, type Descriptor } from "../descriptors/descriptor-loop";
import type { LongFormSection } from "../psi-section";
import { NULL_PID } from "../transport-packet";
import type { TableSyntax } from "./table-syntax";

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

/** stream_type, elementary_PID and ES_info_length: the bytes before an elementary stream's descriptors. */
const ELEMENT_HEADER_BYTES = 5;

function parseProgramMapSection(section: LongFormSection, diagnostics: string[]): ProgramMapSection {
  const { body } = section;
  const program_number = section.table_id_extension;
  // PCR_PID 0x1FFF: no PCR belongs to the program (2.4.4.9), as nothing of this section says one does.
  if (body.length < 4) return { program_number, PCR_PID: NULL_PID, descriptors: [], streams: [] };
  const reader = new BitReader(body);
  reader.skip(3); // reserved
  const PCR_PID = reader.u(13);
  reader.skip(4); // reserved
  const program_info_length = reader.u(12);
  const descriptors = parseDescriptorLoop(body.subarray(4, 4 + program_info_length), diagnostics);
  const streams: ProgramElement[] = [];
  for (let offset = 4 + program_info_length; offset + ELEMENT_HEADER_BYTES <= body.length;) {
    const element = readProgramElement(body, offset);
    if (element.end > body.length) {
      diagnostics.push(`program ${program_number}: ES_info_length overruns the program map section`);
      break;
    }
    streams.push({
      ...element.fields,
      descriptors: parseDescriptorLoop(body.subarray(element.descriptorsStart, element.end), diagnostics),
    });
    offset = element.end;
  }
  return { program_number, PCR_PID, descriptors, streams };
}

/** One entry of the elementary stream loop at `offset`: its fields, and where its descriptors lie. */
function readProgramElement(body: Uint8Array, offset: number) {
  const reader = new BitReader(body, offset);
  const stream_type = reader.u(8);
  reader.skip(3); // reserved
  const elementary_PID = reader.u(13);
  reader.skip(4); // reserved
  const ES_info_length = reader.u(12);
  return {
    fields: { stream_type, elementary_PID },
    descriptorsStart: reader.bytePosition,
    end: reader.bytePosition + ES_info_length,
  };
}

export const programMapSection: TableSyntax<ProgramMapSection> = {
  name: "TS_program_map_section",
  table_id: 0x02,
  parse: parseProgramMapSection,
};
