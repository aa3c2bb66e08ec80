// What a PMT entry's descriptors say about a stream for the probe object: language, the mp2l language
// list (docs/api.md §2.5), subtitle pages, and the registration format_identifier. Each registered descriptor
// (descriptors/index.ts) adds its part in loop order.
import type { StreamIdentity } from "../../tables/mpeg-stream-types";
import type { MultiplexFacts } from "../mpeg-pes/stream-assembly";
import type { StreamDescription } from "./descriptors/descriptor-syntax";
import { descriptorSyntax } from "./descriptors/registry";
import type { ProgramElement } from "./tables/program-map-section";
import { formatIdentifiers } from "./stream-identification";

export function streamFacts(element: ProgramElement, identity: StreamIdentity): Omit<MultiplexFacts, "span"> {
  const properties: Record<string, unknown> = {
    Mpeg2TransportStreamPid: element.elementary_PID,
    Mpeg2StreamType: element.stream_type,
  };
  const format_identifier = formatIdentifiers(element.descriptors)[0];
  if (format_identifier !== undefined) properties.Mpeg2FormatIdentifier = format_identifier;
  const description: StreamDescription = { languages: [], extension: [] };
  for (const descriptor of element.descriptors) {
    const syntax = descriptorSyntax(descriptor);
    if (!syntax?.parse || !syntax.describeStream) continue;
    const value = syntax.parse(descriptor.body);
    if (value !== undefined) syntax.describeStream(value, identity, description);
  }
  const { languages, supplementaryLanguage, extension } = description;
  return { properties, language: supplementaryLanguage ?? languages[0], extension };
}
