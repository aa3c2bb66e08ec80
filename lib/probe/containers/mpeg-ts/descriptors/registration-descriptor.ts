// registration_descriptor(): ISO/IEC 13818-1 2.6.8, Table 2-51 (descriptor_tag 0x05).
import type { DescriptorSyntax } from "./descriptor-syntax";

export interface RegistrationDescriptor {
  /** The 32-bit format_identifier as its four ASCII characters (e.g. "BSSD", "CUEI", "HDMV"). */
  format_identifier: string;
  additional_identification_info: Uint8Array;
}

export function parseRegistrationDescriptor(body: Uint8Array): RegistrationDescriptor | undefined {
  if (body.length < 4) return undefined;
  return {
    format_identifier: String.fromCharCode(body[0]!, body[1]!, body[2]!, body[3]!),
    additional_identification_info: body.subarray(4),
  };
}

export const registrationDescriptor: DescriptorSyntax<RegistrationDescriptor> = {
  name: "registration_descriptor",
  descriptor_tag: 0x05,
  parse: parseRegistrationDescriptor,
};
