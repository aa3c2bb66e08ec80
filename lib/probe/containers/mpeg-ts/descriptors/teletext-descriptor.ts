// teletext_descriptor(): ETSI EN 300 468 6.2.43, Table 94 (descriptor_tag 0x56; 0x46 VBI_teletext_descriptor
// has the same syntax, 6.2.47).
import { readLanguageCode } from "./language-code";

export const TELETEXT_DESCRIPTOR_TAG = 0x56;
export const VBI_TELETEXT_DESCRIPTOR_TAG = 0x46;

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
    pages.push({
      ISO_639_language_code: readLanguageCode(body, i),
      teletext_type: body[i + 3]! >> 3,
      teletext_magazine_number: body[i + 3]! & 0x07,
      teletext_page_number: body[i + 4]!,
    });
  }
  return pages;
}
