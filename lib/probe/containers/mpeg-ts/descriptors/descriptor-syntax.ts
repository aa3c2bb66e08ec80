// What the prober knows of one descriptor: the tag registry.ts finds it by, its parser, and what
// it says of the elementary stream in whose ES_info loop (ISO/IEC 13818-1 Table 2-33) it stands.
import type { Extension } from "../../../schema";
import type { StreamIdentity } from "../../../tables/mpeg-stream-types";

/** extension_descriptor (ETSI EN 300 468 6.2.16): the body's first byte, descriptor_tag_extension, names the syntax. */
export const EXTENSION_DESCRIPTOR_TAG = 0x7f;

/** What the descriptors of one PMT entry have said of its stream, in loop order. */
export interface StreamDescription {
  /** ISO 639-2 codes in the order the descriptors give them: the first is the stream's language. */
  languages: string[];
  /** The spoken language a supplementary_audio_descriptor names; it wins over `languages`. */
  supplementaryLanguage?: string;
  /** Container extension objects (docs/api.md §2.5): the mp2l language list, subtitling entries, teletext pages. */
  extension: Extension[];
}

export interface DescriptorSyntax<T = unknown> {
  /** The standard's name of the descriptor, e.g. "ISO_639_language_descriptor". */
  readonly name: string;
  readonly descriptor_tag: number;
  /** Only for an extension_descriptor (descriptor_tag 0x7F). */
  readonly descriptor_tag_extension?: number;
  /** The coding of a stream_type 0x06 stream (PES private data) whose ES_info loop holds this descriptor. */
  readonly privateStream?: StreamIdentity;
  /** The descriptor's fields from its body (after descriptor_length); undefined when the body is too short. */
  parse?(body: Uint8Array): T | undefined;
  /** Adds what the descriptor says to the description of the stream `identity` names. */
  describeStream?(value: T, identity: StreamIdentity, description: StreamDescription): void;
}
