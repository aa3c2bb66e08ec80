// A virtual track whose track file cannot be read is described from the CPL alone: its resources'
// SourceEncoding names an EssenceDescriptor (ST 2067-3 6.1.5), a copy of the track file's MXF
// descriptor in the RegXML of ST 2001-1, with the field names of ST 377-1.
import { rational } from "../../rational";
import type { AudioStream, Rational, SubtitleStream, VideoStream } from "../../schema";
import { languageTag } from "../../tables/languages";
import { childText, type XmlElement } from "../xml";

/** JPEG 2000 picture coding labels (ST 422): 06.0e.2b.34.04.01.01.xx.04.01.02.02.03.01.… */
const JPEG2000_CODING = /^urn:smpte:ul:060e2b34\.040101[0-9a-f]{2}\.04010202\.0301/i;

/** "60000/1001" (RegXML Rational). */
function parseRational(text: string | undefined): Rational | undefined {
  const match = /^\s*(\d+)\/(\d+)\s*$/.exec(text ?? "");
  return match && Number(match[2]) > 0 ? rational(Number(match[1]), Number(match[2])) : undefined;
}

function integer(element: XmlElement, name: string): number | undefined {
  const value = Number(childText(element, name));
  return Number.isSafeInteger(value) ? value : undefined;
}

export function videoFromDescriptor(descriptor: XmlElement | undefined): VideoStream {
  if (!descriptor) return { format: "unknown" };
  const rate = parseRational(childText(descriptor, "SampleRate"));
  const width = integer(descriptor, "StoredWidth");
  const height = integer(descriptor, "StoredHeight");
  return {
    format: JPEG2000_CODING.test(childText(descriptor, "PictureCompression") ?? "") ? "mjp2" : "unknown",
    ...(rate && { sample_rate: rate }),
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
  };
}

export function audioFromDescriptor(descriptor: XmlElement | undefined): AudioStream {
  if (!descriptor) return { format: "unknown" };
  const rate = parseRational(childText(descriptor, "AudioSampleRate") ?? childText(descriptor, "SampleRate"));
  const channels = integer(descriptor, "ChannelCount");
  const bits = integer(descriptor, "QuantizationBits");
  return {
    // IMF audio is PCM (ST 2067-2 5.3.4), named like every other linear PCM stream by its sample size.
    format: bits !== undefined ? `in${bits}` : "unknown",
    ...(rate && { sample_rate: rate }),
    ...(channels !== undefined && { channels }),
    ...(bits !== undefined && { bits_per_sample: bits }),
  };
}

/**
 * A timed text track's language and namespace from its TimedTextDescriptor (ST 429-5; ST 2067-2 5.4 adds
 * RFC5646LanguageTagList, a comma-separated list whose first tag is the document's main language).
 */
export function subtitleFieldsFromDescriptor(descriptor: XmlElement | undefined): Partial<SubtitleStream> {
  const tags = childText(descriptor, "RFC5646LanguageTagList");
  const namespace = childText(descriptor, "NamespaceURI");
  const language = tags ? languageTag(tags.split(",")[0]!).language : undefined;
  return { ...(language && { language }), ...(namespace && { properties: { NamespaceURI: namespace } }) };
}
