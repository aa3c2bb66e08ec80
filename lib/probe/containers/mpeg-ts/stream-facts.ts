// What a PMT entry's descriptors say about a stream for the probe object: language, the mp2l language
// list (spec 2.5), subtitle pages, and the registration format_identifier.
import type { Extension } from "../../schema";
import type { StreamIdentity } from "../../tables/mpeg-stream-types";
import type { MultiplexFacts } from "../mpeg-pes/stream-assembly";
import { ISO_639_LANGUAGE_DESCRIPTOR_TAG, parseIso639LanguageDescriptor } from "./descriptors/iso-639-language-descriptor";
import { parseSubtitlingDescriptor, SUBTITLING_DESCRIPTOR_TAG } from "./descriptors/subtitling-descriptor";
import { EXTENSION_DESCRIPTOR_TAG, parseSupplementaryAudioDescriptor } from "./descriptors/supplementary-audio-descriptor";
import {
  parseTeletextDescriptor,
  TELETEXT_DESCRIPTOR_TAG,
  VBI_TELETEXT_DESCRIPTOR_TAG,
} from "./descriptors/teletext-descriptor";
import type { ProgramElement } from "./program-map-section";
import { formatIdentifiers } from "./stream-identification";

export function streamFacts(element: ProgramElement, identity: StreamIdentity): Omit<MultiplexFacts, "span"> {
  const properties: Record<string, unknown> = {
    Mpeg2TransportStreamPid: element.elementary_PID,
    Mpeg2StreamType: element.stream_type,
  };
  const format_identifier = formatIdentifiers(element.descriptors)[0];
  if (format_identifier !== undefined) properties.Mpeg2FormatIdentifier = format_identifier;
  const languages: string[] = [];
  let supplementaryLanguage: string | undefined;
  const extension: Extension[] = [];
  for (const { descriptor_tag, body } of element.descriptors) {
    if (descriptor_tag === EXTENSION_DESCRIPTOR_TAG) {
      // DVB labels audio description "qad" in the ISO 639 descriptor and names the spoken language here.
      supplementaryLanguage ??= parseSupplementaryAudioDescriptor(body)?.ISO_639_language_code;
    }
    if (descriptor_tag === ISO_639_LANGUAGE_DESCRIPTOR_TAG) {
      const entries = parseIso639LanguageDescriptor(body);
      languages.push(...entries.map((e) => e.ISO_639_language_code));
      // Spec 2.5: the mp2l extension lists {language_code, audio_type} (ISO/IEC 13818-1 Table 2-64).
      if (identity.format === "mp2l" && entries.length > 0) {
        extension.push({
          type: "mp2l",
          language: entries.map((e) => ({ language_code: e.ISO_639_language_code, audio_type: e.audio_type })),
        });
      }
    } else if (descriptor_tag === SUBTITLING_DESCRIPTOR_TAG && identity.kind === "subtitle") {
      const entries = parseSubtitlingDescriptor(body);
      languages.push(...entries.map((e) => e.ISO_639_language_code));
      extension.push({ type: identity.format, subtitling: entries });
    } else if (
      (descriptor_tag === TELETEXT_DESCRIPTOR_TAG || descriptor_tag === VBI_TELETEXT_DESCRIPTOR_TAG) &&
      identity.kind === "subtitle"
    ) {
      const pages = parseTeletextDescriptor(body);
      languages.push(...pages.map((p) => p.ISO_639_language_code));
      extension.push({ type: identity.format, pages });
    }
  }
  return { properties, language: supplementaryLanguage ?? languages[0], extension };
}
