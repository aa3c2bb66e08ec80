// ISO_639_language_descriptor(): ISO/IEC 13818-1 2.6.18, Table 2-64 (descriptor_tag 0x0A).
import type { DescriptorSyntax } from "./descriptor-syntax";
import { readLanguageCode } from "./language-code";

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

export const iso639LanguageDescriptor: DescriptorSyntax<Iso639Language[]> = {
  name: "ISO_639_language_descriptor",
  descriptor_tag: 0x0a,
  parse: parseIso639LanguageDescriptor,
  describeStream(entries, identity, description) {
    description.languages.push(...entries.map((e) => e.ISO_639_language_code));
    // Spec 2.5: the mp2l extension lists {language_code, audio_type} (ISO/IEC 13818-1 Table 2-64).
    if (identity.format === "mp2l" && entries.length > 0) {
      description.extension.push({
        type: "mp2l",
        language: entries.map((e) => ({ language_code: e.ISO_639_language_code, audio_type: e.audio_type })),
      });
    }
  },
};
