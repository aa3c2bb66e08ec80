// teletext_descriptor(): ETSI EN 300 468 6.2.43, Table 94 (descriptor_tag 0x56; 0x46 VBI_teletext_descriptor
// has the same syntax, 6.2.47).
import { BitReader } from "../../../bits/bit-reader";
import type { DescriptorSyntax } from "./descriptor-syntax";
import { readLanguageCode } from "./language-code";

export interface TeletextPage {
  ISO_639_language_code: string;
  /** Table 95: 1 initial page, 2 subtitle page, 3 additional information, 4 schedule, 5 hearing impaired subtitles. */
  teletext_type: number;
  teletext_magazine_number: number;
  teletext_page_number: number;
}

export function parseTeletextDescriptor(body: Uint8Array): TeletextPage[] {
  const pages: TeletextPage[] = [];
  for (let i = 0; i + 5 <= body.length; i += 5) {
    const reader = new BitReader(body, i + 3);
    pages.push({
      ISO_639_language_code: readLanguageCode(body, i),
      teletext_type: reader.u(5),
      teletext_magazine_number: reader.u(3),
      teletext_page_number: reader.u(8),
    });
  }
  return pages;
}

export const teletextDescriptor: DescriptorSyntax<TeletextPage[]> = {
  name: "teletext_descriptor",
  descriptor_tag: 0x56,
  privateStream: { kind: "subtitle", format: "ttxt", name: "EBU teletext (ETSI EN 300 468 6.2.43)" },
  parse: parseTeletextDescriptor,
  describeStream(pages, identity, description) {
    if (identity.kind !== "subtitle") return;
    description.languages.push(...pages.map((p) => p.ISO_639_language_code));
    description.extension.push({ type: identity.format, pages });
  },
};

export const vbiTeletextDescriptor: DescriptorSyntax<TeletextPage[]> = {
  ...teletextDescriptor,
  name: "VBI_teletext_descriptor",
  descriptor_tag: 0x46,
  privateStream: { kind: "subtitle", format: "ttxt", name: "VBI teletext (ETSI EN 300 468 6.2.47)" },
};
