// service_descriptor(): ETSI EN 300 468 6.2.33, Table 86 (descriptor_tag 0x48).
import type { DescriptorSyntax } from "./descriptor-syntax";
import { decodeDvbText } from "./dvb-text";

export interface ServiceDescriptor {
  /** Table 87: 0x01 digital television, 0x02 digital radio sound, 0x19 HD digital television... */
  service_type: number;
  service_provider_name: string;
  service_name: string;
}

export function parseServiceDescriptor(body: Uint8Array): ServiceDescriptor | undefined {
  if (body.length < 2) return undefined;
  const service_provider_name_length = body[1]!;
  const nameLengthAt = 2 + service_provider_name_length;
  if (nameLengthAt >= body.length) return undefined;
  const service_name_length = body[nameLengthAt]!;
  return {
    service_type: body[0]!,
    service_provider_name: decodeDvbText(body.subarray(2, nameLengthAt)),
    service_name: decodeDvbText(body.subarray(nameLengthAt + 1, nameLengthAt + 1 + service_name_length)),
  };
}

export const serviceDescriptor: DescriptorSyntax<ServiceDescriptor> = {
  name: "service_descriptor",
  descriptor_tag: 0x48,
  parse: parseServiceDescriptor,
};
