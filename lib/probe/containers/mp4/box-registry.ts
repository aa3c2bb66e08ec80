// Reads boxes through the registry (boxes/index.ts): the boxes of the box tree by their type and their
// parent's, and the boxes of a sample entry by the readings their descriptors give.
import type { AudioStream, VideoStream } from "../../schema";
import type { BoxHeader, InlineBox } from "./box-header";
import { printable } from "./box-header";
import type { BoxTree } from "./box-tree";
import type { ContainerBox, LeafBox, MovieBox, SampleEntryBox, SampleEntryContext } from "./box-descriptor";
import type { AudioSampleEntry } from "./boxes/audio-sample-entry";
import { MOVIE_BOXES, SAMPLE_ENTRY_BOXES } from "./boxes";
import type { VisualSampleEntry } from "./boxes/visual-sample-entry";

/** A box read: a leaf's parsed fields (undefined when it is damaged), or a container's boxes. */
export interface ReadBox {
  readonly descriptor: MovieBox;
  readonly value: unknown;
}

type ValueOf<D extends MovieBox> = D extends LeafBox<infer T> ? T : ReadBox[];

const BY_PARENT_AND_TYPE = new Map(
  MOVIE_BOXES.flatMap((descriptor) =>
    descriptor.parents.flatMap((parent) => descriptor.types.map((type) => [`${parent}/${type}`, descriptor] as const)),
  ),
);

/** The descriptor of a box of type `type` inside `parent` ("file" for the top level). */
export function movieBox(parent: string, type: string): MovieBox | undefined {
  return BY_PARENT_AND_TYPE.get(`${parent}/${type}`);
}

/** Reads a box: a leaf's payload, up to the bytes its parser needs; a container's registered boxes, in file order. */
export async function readBox(tree: BoxTree, box: BoxHeader, descriptor: MovieBox): Promise<ReadBox> {
  if ("container" in descriptor) {
    const children: ReadBox[] = [];
    for await (const child of tree.children(box)) {
      const childDescriptor = movieBox(box.type, child.type);
      if (childDescriptor) children.push(await readBox(tree, child, childDescriptor));
    }
    return { descriptor, value: children };
  }
  try {
    return {
      descriptor,
      value: descriptor.parse(await tree.payload(box, descriptor.bytes), box.type, tree.diagnostics),
    };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    tree.diagnostics.push(`box '${printable(box.type)}' at ${box.start} is damaged (${error.message}); it was ignored`);
    return { descriptor, value: undefined };
  }
}

/** A leaf box's fields; undefined when it is damaged (readBox says so in the diagnostics). */
export async function readLeafBox<T>(tree: BoxTree, box: BoxHeader, descriptor: LeafBox<T>): Promise<T | undefined> {
  return (await readBox(tree, box, descriptor)).value as T | undefined;
}

/** Whether `box` was read by `descriptor`: its value is then that leaf's fields (undefined when damaged). */
export function isBoxOf<T>(box: ReadBox, descriptor: LeafBox<T>): box is ReadBox & { readonly value: T | undefined } {
  return box.descriptor === descriptor;
}

/** The values of the boxes among `boxes` that `descriptor` read, in file order. */
export function valuesOf<D extends MovieBox>(boxes: readonly ReadBox[], descriptor: D): (ValueOf<D> | undefined)[] {
  return boxes.filter((box) => box.descriptor === descriptor).map((box) => box.value as ValueOf<D> | undefined);
}

/** The value of the last such box: a later box replaces an earlier one. */
export function lastValueOf<T>(boxes: readonly ReadBox[], descriptor: LeafBox<T>): T | undefined {
  return valuesOf(boxes, descriptor).at(-1);
}

/** The boxes of every such container, in file order. */
export function childrenOf(boxes: readonly ReadBox[], descriptor: ContainerBox): ReadBox[] {
  return valuesOf(boxes, descriptor).flatMap((children) => children ?? []);
}

type Reading<Stream, Entry> =
  ((stream: Stream, box: unknown, context: SampleEntryContext<Entry>) => Stream) | undefined;
type Without<Stream, Entry> = ((stream: Stream, context: SampleEntryContext<Entry>) => Stream) | undefined;

/**
 * Applies a reading of each registered box the sample entry holds, in registry order (`without`, where the
 * entry lacks the box); with `firstOnly`, only the first box's.
 */
function withBoxes<Stream, Entry extends { boxes: readonly InlineBox[] }>(
  stream: Stream,
  context: SampleEntryContext<Entry>,
  reading: (descriptor: SampleEntryBox<unknown>) => Reading<Stream, Entry>,
  {
    without,
    firstOnly = false,
  }: { without?: (descriptor: SampleEntryBox<unknown>) => Without<Stream, Entry>; firstOnly?: boolean } = {},
): Stream {
  let result = stream;
  for (const descriptor of SAMPLE_ENTRY_BOXES) {
    const read = reading(descriptor);
    const box = read && context.entry.boxes.find((child) => child.type === descriptor.type);
    if (box) {
      let fields: unknown;
      try {
        fields = descriptor.parse(box.payload, context.diagnostics);
      } catch (error) {
        // One damaged or cut box loses its own fields only, never the track.
        if (!(error instanceof RangeError)) throw error;
        context.diagnostics.push(
          `box '${printable(box.type)}' of a sample entry is damaged (${error.message}); it was ignored`,
        );
        continue;
      }
      result = read(result, fields, context);
      if (firstOnly) break;
    } else if (read) {
      result = without?.(descriptor)?.(result, context) ?? result;
    }
  }
  return result;
}

/** A visual sample entry's decoder configuration: the first the entry holds (it carries one). */
export function withVideoConfiguration(
  stream: VideoStream,
  context: SampleEntryContext<VisualSampleEntry>,
): VideoStream {
  return withBoxes(stream, context, (descriptor) => descriptor.videoConfiguration, { firstOnly: true });
}

/** A visual sample entry's other boxes. */
export function withVideoBoxes(stream: VideoStream, context: SampleEntryContext<VisualSampleEntry>): VideoStream {
  return withBoxes(stream, context, (descriptor) => descriptor.video, {
    without: (descriptor) => descriptor.videoWithout,
  });
}

/** An audio sample entry's boxes. */
export function withAudioBoxes(stream: AudioStream, context: SampleEntryContext<AudioSampleEntry>): AudioStream {
  return withBoxes(stream, context, (descriptor) => descriptor.audio);
}

/** The fields of the first box of a sample entry that `descriptor` reads, when the entry holds one. */
export function sampleEntryBox<T>(
  boxes: readonly InlineBox[],
  descriptor: SampleEntryBox<T>,
  diagnostics: string[],
): T | undefined {
  const box = boxes.find((child) => child.type === descriptor.type);
  return box && descriptor.parse(box.payload, diagnostics);
}
