// The tracks of a movie as the analysis pass needs them (ISO/IEC 14496-12 8.3 to 8.7): each track's ID,
// timescale, handler and first sample entry, and its whole sample table; the fragment defaults of 'trex'.
// The 'moov' is read before the pass, wherever it lies (a movie whose moov follows its mdat included).
import { ProbeError } from "../../errors";
import type { BoxHeader, InlineBox } from "../../containers/mp4/box-header";
import { readLeafBox } from "../../containers/mp4/box-registry";
import type { BoxSpan, BoxTree } from "../../containers/mp4/box-tree";
import { parseCompositionOffsets } from "../../containers/mp4/boxes/ctts";
import { hdlrBox } from "../../containers/mp4/boxes/hdlr";
import { mdhdBox } from "../../containers/mp4/boxes/mdhd";
import { stsdBox } from "../../containers/mp4/boxes/stsd";
import { parseChunkOffsets } from "../../containers/mp4/boxes/stco";
import { parseSampleToChunk } from "../../containers/mp4/boxes/stsc";
import { parseSampleSizes } from "../../containers/mp4/boxes/stsz";
import { parseTimeToSampleEntries } from "../../containers/mp4/boxes/stts";
import { tkhdBox } from "../../containers/mp4/boxes/tkhd";
import { trexBox, type TrackExtendsBox } from "../../containers/mp4/boxes/trex";
import type { SampleTable } from "./track-samples";

export interface MovieTrack {
  track_ID: number | undefined;
  handler_type: string;
  timescale: number;
  entry: InlineBox | undefined;
  /** The sample table, when the track has samples in it (a fragmented movie's tracks have none). */
  table?: SampleTable;
  /** Why the sample table could not be read. */
  damaged?: string;
}

/** A table larger than this is not read into memory (no real track comes near it). */
const MAX_TABLE_BYTES = 512 * 1024 * 1024;

export async function movieTracks(tree: BoxTree): Promise<{ tracks: MovieTrack[]; trex: TrackExtendsBox[] }> {
  const tracks: MovieTrack[] = [];
  const trex: TrackExtendsBox[] = [];
  const moov = await tree.child({ type: "file", payloadStart: 0, end: tree.fileSize }, "moov");
  if (!moov) return { tracks, trex };
  for await (const box of tree.children(moov)) {
    if (box.type === "trak") tracks.push(await movieTrack(tree, box));
    if (box.type === "mvex")
      for await (const child of tree.children(box)) {
        const defaults = child.type === "trex" ? await readLeafBox(tree, child, trexBox) : undefined;
        if (defaults) trex.push(defaults);
      }
  }
  return { tracks, trex };
}

async function movieTrack(tree: BoxTree, trak: BoxHeader): Promise<MovieTrack> {
  const boxes = await descendants(tree, trak, ["mdia", "minf", "stbl"]);
  const tkhd = boxes.get("tkhd") && (await readLeafBox(tree, boxes.get("tkhd")!, tkhdBox));
  const mdhd = boxes.get("mdhd") && (await readLeafBox(tree, boxes.get("mdhd")!, mdhdBox));
  const hdlr = boxes.get("hdlr") && (await readLeafBox(tree, boxes.get("hdlr")!, hdlrBox));
  const stsd = boxes.get("stsd") && (await readLeafBox(tree, boxes.get("stsd")!, stsdBox));
  const track: MovieTrack = {
    track_ID: tkhd?.track_ID,
    handler_type: hdlr?.handler_type ?? "",
    timescale: mdhd?.timescale || 1,
    entry: stsd?.[0],
  };
  const sizes = boxes.get("stsz") ?? boxes.get("stz2");
  const offsets = boxes.get("stco") ?? boxes.get("co64");
  const chunks = boxes.get("stsc");
  const times = boxes.get("stts");
  if (!sizes || !offsets || !chunks || !times) return track;
  try {
    const stsz = parseSampleSizes(await payload(tree, sizes), sizes.type);
    if (stsz.sample_count === 0) return track;
    const ctts = boxes.get("ctts");
    track.table = {
      chunkOffsets: parseChunkOffsets(await payload(tree, offsets), offsets.type),
      sampleToChunk: parseSampleToChunk(await payload(tree, chunks)),
      sampleSize: stsz.sample_size,
      sampleCount: stsz.sample_count,
      entrySizes: stsz.entry_sizes,
      timeToSample: parseTimeToSampleEntries(await payload(tree, times)),
      compositionOffsets: ctts ? parseCompositionOffsets(await payload(tree, ctts)) : undefined,
    };
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    track.damaged = error.message;
  }
  return track;
}

/** The boxes of `parent` and of the nested containers along `path`, by type (the first of each type). */
async function descendants(tree: BoxTree, parent: BoxSpan, path: string[]): Promise<Map<string, BoxHeader>> {
  const found = new Map<string, BoxHeader>();
  let container: BoxSpan | undefined = parent;
  for (const next of [...path, undefined]) {
    if (!container) break;
    const current: BoxSpan = container;
    container = undefined;
    for await (const box of tree.children(current)) {
      if (!found.has(box.type)) found.set(box.type, box);
      if (box.type === next) container = box;
    }
  }
  return found;
}

async function payload(tree: BoxTree, box: BoxHeader): Promise<Uint8Array> {
  const length = box.end - box.payloadStart;
  if (length > MAX_TABLE_BYTES)
    throw new ProbeError("unreadable", `'${box.type}' of ${length} bytes is too large to read`);
  const bytes = await tree.payload(box, length);
  if (bytes.length < length) throw new ProbeError("unreadable", `'${box.type}' is cut by the end of the file`);
  return bytes;
}
