// What the prober knows of a box type, as mp4box.js keeps a registry of box parsers: each file of boxes/
// exports its box's descriptor, boxes/index.ts lists them, and the readers (box-registry.ts) dispatch on the
// four-character code alone. Adding a box is its file, imported and listed in boxes/index.ts.
import { BitReader } from "../../bits/bit-reader";
import type { AudioStream, Extension, VideoStream } from "../../schema";
import { fullBoxHeader } from "./box-fields";
import type { AudioSampleEntry } from "./boxes/audio-sample-entry";
import type { TrackHeaderBox } from "./boxes/tkhd";
import type { VisualSampleEntry } from "./boxes/visual-sample-entry";

/** A box of the file's box tree (ISO/IEC 14496-12 Table 1). */
interface TreeBox {
  /** The four-character codes of the boxes with this syntax (a compact or 64-bit variant shares it). */
  readonly types: readonly string[];
  /** The boxes it lies in, as the standard's "Container" line names them; "file" for the top level. */
  readonly parents: readonly string[];
}

/** A box whose payload is boxes. */
export interface ContainerBox extends TreeBox {
  readonly container: true;
}

/** A box whose fields the prober parses. */
export interface LeafBox<T> extends TreeBox {
  /** Payload bytes read at most: the fields the parser needs. */
  readonly bytes: number;
  /** Throws a RangeError when the bytes are too short for the fields: the box is then reported damaged. */
  readonly parse: (payload: Uint8Array, type: string, diagnostics: string[]) => T;
}

export type MovieBox = ContainerBox | LeafBox<unknown>;

/** A box of type `type` whose payload is boxes, read inside `parents`. */
export function containerBox(type: string, parents: readonly string[]): ContainerBox {
  return { types: [type], parents, container: true };
}

/**
 * A sample table box (a FullBox whose payload starts with entry_count) listed with its size only: the prober
 * needs none of its entries, the analysis pass reads them all from the box itself.
 */
export function entryCountBox(type: string): LeafBox<{ entry_count: number }> {
  return {
    types: [type],
    parents: ["stbl"],
    bytes: 8,
    parse: (payload) => {
      const reader = new BitReader(payload);
      fullBoxHeader(reader);
      return { entry_count: reader.u(32) };
    },
  };
}

/** What a box inside a sample entry is read with: the entry, and `extension`, the boxes the stream lists. */
export interface SampleEntryContext<Entry> {
  readonly entry: Entry;
  readonly trackHeader: TrackHeaderBox | undefined;
  readonly extension: Extension[];
  readonly diagnostics: string[];
}

/**
 * A box inside a sample entry (ISO/IEC 14496-12 12.1.3, 12.2.3; QuickTime sample descriptions), held in
 * memory with the entry; its readings say what it tells of the stream, and are applied in registry order.
 */
export interface SampleEntryBox<T> {
  readonly type: string;
  readonly parse: (payload: Uint8Array, diagnostics: string[]) => T;
  /** A visual sample entry's decoder configuration: of those the entry holds, only the first is read. */
  videoConfiguration?(stream: VideoStream, box: T, context: SampleEntryContext<VisualSampleEntry>): VideoStream;
  /** A visual sample entry's other boxes (colour, aspect, aperture, fields, bit rate), after the configuration. */
  video?(stream: VideoStream, box: T, context: SampleEntryContext<VisualSampleEntry>): VideoStream;
  /** What a visual sample entry without the box tells, applied where its `video` reading would be. */
  videoWithout?(stream: VideoStream, context: SampleEntryContext<VisualSampleEntry>): VideoStream;
  audio?(stream: AudioStream, box: T, context: SampleEntryContext<AudioSampleEntry>): AudioStream;
}
