// service_description_section(): ETSI EN 300 468 5.2.3, Table 5 (DVB SDT, actual transport stream).
import { BitReader } from "../../../bits/bit-reader";
import { parseDescriptorLoop, type Descriptor } from "../descriptors/descriptor-loop";
import type { LongFormSection } from "../psi-section";
import type { TableSyntax } from "./table-syntax";

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

/** service_id, the EIT flags, running_status, free_CA_mode and descriptors_loop_length. */
const SERVICE_HEADER_BYTES = 5;

function parseServiceDescriptionSection(section: LongFormSection, diagnostics: string[]): ServiceDescriptionSection {
  const { body } = section;
  const original_network_id = body.length >= 2 ? new BitReader(body).u(16) : 0;
  const services: ServiceDescription[] = [];
  // original_network_id (16), reserved_future_use (8), then the service loop.
  for (let offset = 3; offset + SERVICE_HEADER_BYTES <= body.length;) {
    const service = readService(body, offset);
    if (service.end > body.length) {
      diagnostics.push("SDT: descriptors_loop_length overruns the section");
      break;
    }
    services.push({
      ...service.fields,
      descriptors: parseDescriptorLoop(body.subarray(service.descriptorsStart, service.end), diagnostics),
    });
    offset = service.end;
  }
  return { transport_stream_id: section.table_id_extension, original_network_id, services };
}

/** One entry of the service loop at `offset`: its fields, and where its descriptors lie. */
function readService(body: Uint8Array, offset: number) {
  const reader = new BitReader(body, offset);
  const service_id = reader.u(16);
  reader.skip(6 + 1 + 1); // reserved_future_use, EIT_schedule_flag, EIT_present_following_flag
  const running_status = reader.u(3);
  const free_CA_mode = reader.flag();
  const descriptors_loop_length = reader.u(12);
  return {
    fields: { service_id, running_status, free_CA_mode },
    descriptorsStart: reader.bytePosition,
    end: reader.bytePosition + descriptors_loop_length,
  };
}

export const serviceDescriptionSection: TableSyntax<ServiceDescriptionSection> = {
  name: "service_description_section",
  table_id: 0x42, // actual transport stream (EN 300 468 Table 2)
  PID: 0x0011,
  parse: parseServiceDescriptionSection,
};
