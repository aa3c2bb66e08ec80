// ISO_639_language_descriptor(): ISO/IEC 13818-1 2.6.18, Table 2-64 (descriptor_tag 0x0A).
import { readLanguageCode } from "./language-code";

export const ISO_639_LANGUAGE_DESCRIPTOR_TAG = 0x0a;

export interface Iso639Language {
  ISO_639_language_code: string;
  /** Table 2-65: 0 undefined, 1 clean effects, 2 hearing impaired, 3 visual impaired commentary. */
  audio_type: number;
}

export function parseIso639LanguageDescriptor(body: Uint8Array): Iso639Language[] {
  const languages: Iso639Language[] = [];
  for (let i = 0; i + 4 <= body.length; i += 4) {
    languages.push({ ISO_639_language_code: readLanguageCode(body, i), audio_type: body[i + 3]! });
  }
  return languages;
}
