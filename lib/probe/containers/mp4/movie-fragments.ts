// What the movie fragments tell of a fragmented movie's tracks (ISO/IEC 14496-12 8.8), whose moov has
// no samples: where each track's first sample lies (tfhd base data offset and trun data_offset,
// 8.8.7–8.8.8), its sample durations (the nominal frame duration), and, when the moov says no duration
// (no mehd, no sidx), the media durations: the durations of the runs (trun, with the tfhd and trex
// defaults) are summed, from the fragment's tfdt when it has one (8.8.12). Fragments lie between media data all along the file, so only a bounded number of boxes are
// visited: from the first moof, and again from the last random access fragment that the file's 'mfra'
// index names (8.8.9–8.8.11), whose tfdt places it on the time line without the fragments skipped.
import { MAX_BOX_HEADER_BYTES, parseBoxHeader, type BoxHeader } from "./box-header";
import { childrenOf, isBoxOf, movieBox, readBox, readLeafBox, valuesOf, type ReadBox } from "./box-registry";
import type { BoxTree } from "./box-tree";
import { moofBox, trafBox } from "./boxes/containers";
import { mfroBox } from "./boxes/mfro";
import { tfdtBox } from "./boxes/tfdt";
import { tfhdBox } from "./boxes/tfhd";
import { parseTfraEntryMoofOffset, tfraBox } from "./boxes/tfra";
import type { TrackExtendsBox } from "./boxes/trex";
import { trunBox } from "./boxes/trun";

/**
 * Top-level boxes visited per walk at most (a moof and its mdat per fragment): each fragment costs a
 * block read or two (64 KiB each, io/block-reader.ts), so the two walks stay within about 2 MiB.
 */
const MAX_FRAGMENT_BOXES = 16;

/** By track_ID: the end of each track's last sample seen (in its media timescale), its samples counted by duration, its first sample's file offset. */
export interface MovieFragments {
  durations: Map<number, number>;
  sampleDurations: Map<number, Map<number, number>>;
  firstSampleOffsets: Map<number, number>;
}

/** Reads the first fragment only: where the samples lie and how long they last, when the moov gives the durations. */
export async function readFirstMovieFragment(
  tree: BoxTree,
  firstMoof: BoxHeader,
  trex: readonly TrackExtendsBox[],
): Promise<MovieFragments> {
  const fragments: MovieFragments = { durations: new Map(), sampleDurations: new Map(), firstSampleOffsets: new Map() };
  await readMoof(tree, firstMoof, { trex, fragments, fromTfdtOnly: false });
  // One fragment's end is not the track's: the moov's durations stand.
  fragments.durations.clear();
  return fragments;
}

/** Reads the fragments from `firstMoof` on, then, when that walk stops short of the end, the last ones. */
export async function readMovieFragments(
  tree: BoxTree,
  boxes: AsyncGenerator<BoxHeader>,
  firstMoof: BoxHeader,
  trex: readonly TrackExtendsBox[],
): Promise<MovieFragments> {
  const fragments: MovieFragments = { durations: new Map(), sampleDurations: new Map(), firstSampleOffsets: new Map() };
  let stoppedAt = await walk(tree, boxes, firstMoof, { trex, fragments, fromTfdtOnly: false });
  if (stoppedAt === undefined) return fragments;
  const lastMoof = await lastRandomAccessMoof(tree);
  if (lastMoof !== undefined && lastMoof > stoppedAt) {
    const fromLast = tree.children({ type: "file", payloadStart: lastMoof, end: tree.fileSize });
    const first = await fromLast.next();
    // Without a tfdt, a fragment's place on the time line depends on every fragment before it: only tfdt times count here.
    if (!first.done && first.value.type === "moof")
      stoppedAt = await walk(tree, fromLast, first.value, { trex, fragments, fromTfdtOnly: true });
  }
  if (stoppedAt !== undefined) {
    tree.diagnostics.push(
      `the movie fragments were read up to byte ${stoppedAt} of ${tree.fileSize}: the durations count only those, the movie lasts longer`,
    );
  }
  return fragments;
}

interface FragmentReading {
  trex: readonly TrackExtendsBox[];
  fragments: MovieFragments;
  /** Fragments read after a gap: only those with a tfdt are placed on the time line, and their sample durations are not counted again. */
  fromTfdtOnly: boolean;
}

/** Visits up to MAX_FRAGMENT_BOXES boxes from `box`; the offset where it stopped, or undefined at the end of the file. */
async function walk(
  tree: BoxTree,
  boxes: AsyncGenerator<BoxHeader>,
  box: BoxHeader,
  reading: FragmentReading,
): Promise<number | undefined> {
  let current: BoxHeader | undefined = box;
  for (let visited = 0; current; visited++) {
    if (visited === MAX_FRAGMENT_BOXES) return current.start;
    if (current.type === "moof") await readMoof(tree, current, reading);
    const next = await boxes.next();
    current = next.done ? undefined : next.value;
  }
  return undefined;
}

/** Reads a moof's track fragments through the box registry (a damaged box is reported there and left out). */
async function readMoof(tree: BoxTree, moof: BoxHeader, reading: FragmentReading): Promise<void> {
  const trafs = valuesOf(childrenOf([await readBox(tree, moof, moofBox)], moofBox), trafBox);
  for (const [index, traf] of trafs.entries())
    readTrackFragment(traf ?? [], { moofStart: moof.start, firstTraf: index === 0 }, reading);
}

/**
 * One traf's boxes in file order: tfhd names the track and its defaults, tfdt places it on the time line,
 * each trun adds its samples. 8.8.7.1: without base_data_offset, the first track fragment of a moof (or
 * any, with default-base-is-moof) counts its data offsets from the moof's first byte.
 */
function readTrackFragment(
  traf: readonly ReadBox[],
  { moofStart, firstTraf }: { moofStart: number; firstTraf: boolean },
  { trex, fragments, fromTfdtOnly }: FragmentReading,
): void {
  let trackId: number | undefined;
  let defaultDuration: number | undefined;
  let time: number | undefined;
  let dataOffset: number | undefined;
  let firstRun = true;
  for (const box of traf) {
    if (isBoxOf(box, tfhdBox) && box.value) {
      const tfhd = box.value;
      trackId = tfhd.track_ID;
      defaultDuration =
        tfhd.default_sample_duration ?? trex.find((extends_) => extends_.track_ID === trackId)?.default_sample_duration;
      time = fromTfdtOnly ? undefined : (fragments.durations.get(trackId) ?? 0);
      dataOffset = tfhd.base_data_offset ?? (tfhd.default_base_is_moof || firstTraf ? moofStart : undefined);
    } else if (isBoxOf(box, tfdtBox) && box.value && trackId !== undefined) {
      time = box.value.baseMediaDecodeTime;
    } else if (isBoxOf(box, trunBox) && box.value && trackId !== undefined) {
      const run = box.value;
      const counts =
        run.sample_duration_counts ?? new Map(defaultDuration ? [[defaultDuration, run.sample_count]] : []);
      if (time !== undefined) time += [...counts].reduce((sum, [duration, count]) => sum + duration * count, 0);
      if (!fromTfdtOnly) countSampleDurations(fragments, trackId, counts);
      if (firstRun && dataOffset !== undefined && run.sample_count > 0 && !fragments.firstSampleOffsets.has(trackId)) {
        fragments.firstSampleOffsets.set(trackId, dataOffset + (run.data_offset ?? 0));
      }
      firstRun = false;
    }
  }
  if (trackId !== undefined && time !== undefined)
    fragments.durations.set(trackId, Math.max(time, fragments.durations.get(trackId) ?? 0));
}

function countSampleDurations(fragments: MovieFragments, trackId: number, counts: Map<number, number>): void {
  const track = fragments.sampleDurations.get(trackId) ?? new Map<number, number>();
  for (const [duration, count] of counts) track.set(duration, (track.get(duration) ?? 0) + count);
  fragments.sampleDurations.set(trackId, track);
}

/** The whole 'mfro' box: its header, then its fields. */
const MFRO_BOX_BYTES = 8 + mfroBox.bytes;

/**
 * The earliest, over the tracks, of each track's last random access fragment in the 'mfra' that the
 * final 'mfro' box points to: from there on, every track's last fragments follow.
 */
async function lastRandomAccessMoof(tree: BoxTree): Promise<number | undefined> {
  const { reader, fileSize } = tree;
  const tail = await reader.bytes(fileSize - MFRO_BOX_BYTES, MFRO_BOX_BYTES);
  const mfro = parseBoxHeader(tail, fileSize - MFRO_BOX_BYTES, fileSize);
  if (typeof mfro === "string" || mfro.type !== "mfro" || mfro.end !== fileSize) return undefined;
  try {
    const mfraStart = fileSize - mfroBox.parse(tail.subarray(8), mfro.type, tree.diagnostics).parent_size;
    const mfra =
      mfraStart >= 0
        ? parseBoxHeader(await reader.bytes(mfraStart, MAX_BOX_HEADER_BYTES), mfraStart, fileSize)
        : undefined;
    if (!mfra || typeof mfra === "string" || mfra.type !== "mfra") return undefined;
    const offsets: number[] = [];
    for await (const box of tree.children(mfra)) {
      const tfra = movieBox(mfra.type, box.type) === tfraBox ? await readLeafBox(tree, box, tfraBox) : undefined;
      if (!tfra) continue;
      const lastEntry = box.payloadStart + tfraBox.bytes + (tfra.number_of_entry - 1) * tfra.entryBytes;
      if (tfra.number_of_entry === 0 || lastEntry + tfra.entryBytes > box.end) continue;
      offsets.push(parseTfraEntryMoofOffset(await reader.bytes(lastEntry, tfra.entryBytes), tfra.version));
    }
    return offsets.length > 0 ? Math.min(...offsets) : undefined;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    tree.diagnostics.push(`the 'mfra' random access index is damaged (${error.message}); it was not used`);
    return undefined;
  }
}
