// supplementary_audio_descriptor(): ETSI EN 300 468 6.4.10, Table 159 — an extension_descriptor
// (descriptor_tag 0x7F, 6.2.16) with descriptor_tag_extension 0x06.
import { EXTENSION_DESCRIPTOR_TAG, type DescriptorSyntax } from "./descriptor-syntax";
import { readLanguageCode } from "./language-code";

const SUPPLEMENTARY_AUDIO_DESCRIPTOR_TAG_EXTENSION = 0x06;

export interface SupplementaryAudioDescriptor {
  /** 0: the stream needs mixing with a main audio stream; 1: it is complete (broadcast mix). */
  mix_type: number;
  /** Table 160: 0 main audio, 1 audio description for the visually impaired, 2 clean audio, 3 spoken subtitles. */
  editorial_classification: number;
  /** The language of the supplementary stream, when language_code_present is set. */
  ISO_639_language_code?: string;
}

/** `body` is the extension descriptor's body, starting with descriptor_tag_extension. */
function parseSupplementaryAudioDescriptor(body: Uint8Array): SupplementaryAudioDescriptor | undefined {
  if (body.length < 2 || body[0] !== SUPPLEMENTARY_AUDIO_DESCRIPTOR_TAG_EXTENSION) return undefined;
  const flags = body[1]!;
  const language_code_present = (flags & 0x01) !== 0;
  return {
    mix_type: flags >> 7,
    editorial_classification: (flags >> 2) & 0x1f,
    ...(language_code_present && body.length >= 5 ? { ISO_639_language_code: readLanguageCode(body, 2) } : {}),
  };
}

export const supplementaryAudioDescriptor: DescriptorSyntax<SupplementaryAudioDescriptor> = {
  name: "supplementary_audio_descriptor",
  descriptor_tag: EXTENSION_DESCRIPTOR_TAG,
  descriptor_tag_extension: SUPPLEMENTARY_AUDIO_DESCRIPTOR_TAG_EXTENSION,
  parse: parseSupplementaryAudioDescriptor,
  describeStream({ ISO_639_language_code }, _identity, description) {
    // DVB labels audio description "qad" in the ISO 639 descriptor and names the spoken language here.
    description.supplementaryLanguage ??= ISO_639_language_code;
  },
};
