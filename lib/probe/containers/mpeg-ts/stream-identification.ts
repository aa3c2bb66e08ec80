// What an elementary stream of a program carries, from its stream_type (ISO/IEC 13818-1 Table 2-34) and
// the descriptors that refine it: registration (2.6.8), DVB component descriptors (ETSI EN 300 468).
import {
  HDMV_STREAM_TYPES,
  REGISTERED_FORMATS,
  STREAM_TYPES,
  type StreamIdentity,
} from "../../tables/mpeg-stream-types";
import type { Descriptor } from "./descriptors/descriptor-loop";
import { descriptorSyntax, readDescriptors } from "./descriptors/registry";
import { registrationDescriptor } from "./descriptors/registration-descriptor";
import type { ProgramElement } from "./tables/program-map-section";

/** stream_type 0x06: PES packets containing private data, identified only by descriptors. */
const PES_PRIVATE_DATA = 0x06;

export function formatIdentifiers(descriptors: readonly Descriptor[]): string[] {
  return readDescriptors(descriptors, registrationDescriptor).map((r) => r.format_identifier);
}

function unknownStream(stream_type: number): StreamIdentity {
  const hex = `0x${stream_type.toString(16).padStart(2, "0")}`;
  return { kind: "data", format: "data", name: `stream_type ${hex} (not identified)` };
}

/**
 * @param programFormatIdentifiers registration format_identifiers of the program_info loop; "HDMV"
 * switches the user-private stream_types to their Blu-ray meaning.
 */
export function identifyStream(element: ProgramElement, programFormatIdentifiers: readonly string[]): StreamIdentity {
  const { stream_type, descriptors } = element;
  for (const format_identifier of formatIdentifiers(descriptors)) {
    const registered = REGISTERED_FORMATS[format_identifier];
    // A registration only overrides stream types that leave the coding open (private or user-private).
    if (registered && (stream_type === PES_PRIVATE_DATA || stream_type >= 0x80 || !STREAM_TYPES[stream_type]))
      return registered;
  }
  if (stream_type === PES_PRIVATE_DATA) {
    for (const descriptor of descriptors) {
      const described = descriptorSyntax(descriptor)?.privateStream;
      if (described) return described;
    }
  }
  const hdmv = programFormatIdentifiers.includes("HDMV") ? HDMV_STREAM_TYPES[stream_type] : undefined;
  return hdmv ?? STREAM_TYPES[stream_type] ?? unknownStream(stream_type);
}
