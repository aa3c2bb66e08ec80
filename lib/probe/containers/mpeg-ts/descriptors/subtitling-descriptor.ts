// subtitling_descriptor(): ETSI EN 300 468 6.2.41, Table 91 (descriptor_tag 0x59).
import { BitReader } from "../../../bits/bit-reader";
import type { DescriptorSyntax } from "./descriptor-syntax";
import { readLanguageCode } from "./language-code";

export interface Subtitling {
  ISO_639_language_code: string;
  /** The component_type of Table 26 for stream_content 0x03 (e.g. 0x10 normal, 0x20 hard of hearing). */
  subtitling_type: number;
  composition_page_id: number;
  ancillary_page_id: number;
}

export function parseSubtitlingDescriptor(body: Uint8Array): Subtitling[] {
  const entries: Subtitling[] = [];
  for (let i = 0; i + 8 <= body.length; i += 8) {
    const reader = new BitReader(body, i + 3);
    entries.push({
      ISO_639_language_code: readLanguageCode(body, i),
      subtitling_type: reader.u(8),
      composition_page_id: reader.u(16),
      ancillary_page_id: reader.u(16),
    });
  }
  return entries;
}

export const subtitlingDescriptor: DescriptorSyntax<Subtitling[]> = {
  name: "subtitling_descriptor",
  descriptor_tag: 0x59,
  privateStream: { kind: "subtitle", format: "dvbs", name: "DVB subtitles (ETSI EN 300 743)" },
  parse: parseSubtitlingDescriptor,
  describeStream(entries, identity, description) {
    if (identity.kind !== "subtitle") return;
    description.languages.push(...entries.map((e) => e.ISO_639_language_code));
    description.extension.push({ type: identity.format, subtitling: entries });
  },
};
