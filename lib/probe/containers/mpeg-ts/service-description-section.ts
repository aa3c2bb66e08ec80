// service_description_section(): ETSI EN 300 468 5.2.3, Table 5 (DVB SDT, actual transport stream).
import { parseDescriptorLoop, type Descriptor } from "./descriptors/descriptor-loop";
import type { LongFormSection } from "./psi-section";

export const SDT_PID = 0x0011;
/** table_id of the SDT describing the actual transport stream (EN 300 468 Table 2). */
export const SERVICE_DESCRIPTION_ACTUAL_TABLE_ID = 0x42;

export interface ServiceDescription {
  service_id: number;
  running_status: number;
  free_CA_mode: boolean;
  descriptors: Descriptor[];
}

export interface ServiceDescriptionSection {
  transport_stream_id: number;
  original_network_id: number;
  services: ServiceDescription[];
}

export function parseServiceDescriptionSection(section: LongFormSection, diagnostics: string[]): ServiceDescriptionSection {
  const { body } = section;
  const original_network_id = body.length >= 2 ? (body[0]! << 8) | body[1]! : 0;
  const services: ServiceDescription[] = [];
  // original_network_id (16), reserved_future_use (8), then the service loop.
  let offset = 3;
  while (offset + 5 <= body.length) {
    const descriptors_loop_length = ((body[offset + 3]! & 0x0f) << 8) | body[offset + 4]!;
    const end = offset + 5 + descriptors_loop_length;
    if (end > body.length) {
      diagnostics.push("SDT: descriptors_loop_length overruns the section");
      break;
    }
    services.push({
      service_id: (body[offset]! << 8) | body[offset + 1]!,
      running_status: body[offset + 3]! >> 5,
      free_CA_mode: (body[offset + 3]! & 0x10) !== 0,
      descriptors: parseDescriptorLoop(body.subarray(offset + 5, end), diagnostics),
    });
    offset = end;
  }
  return { transport_stream_id: section.table_id_extension, original_network_id, services };
}
