// The media durations of a fragmented movie whose moov says none (no mehd, no sidx; ISO/IEC 14496-12
// 8.8): each track's samples are in the movie fragments, so the durations of their runs (trun, with
// the tfhd and trex defaults, 8.8.7–8.8.8) are summed, from the fragment's tfdt when it has one
// (8.8.12). Fragments lie between media data all along the file, so only a bounded number of boxes are
// visited: from the first moof, and again from the last random access fragment that the file's 'mfra'
// index names (8.8.9–8.8.11), whose tfdt places it on the time line without the fragments skipped.
import { MAX_BOX_HEADER_BYTES, parseBoxHeader, printable, type BoxHeader } from "./box-header";
import type { BoxTree } from "./box-tree";
import { MFRO_BOX_BYTES, parseMfro } from "./boxes/mfro";
import { parseTfdt, TFDT_BYTES } from "./boxes/tfdt";
import { parseTfhd, TFHD_BYTES } from "./boxes/tfhd";
import { parseTfraEntryMoofOffset, parseTfraHeader, TFRA_HEADER_BYTES } from "./boxes/tfra";
import { parseTrun, TRUN_BYTES } from "./boxes/trun";
import type { TrackExtendsBox } from "./boxes/trex";

/**
 * Top-level boxes visited per walk at most (a moof and its mdat per fragment): each fragment costs a
 * block read or two (64 KiB each, io/block-reader.ts), so the two walks stay within about 2 MiB.
 */
export const MAX_FRAGMENT_BOXES = 16;

/** The end of each track's last sample seen, in its media timescale, by track_ID. */
export type FragmentDurations = Map<number, number>;

/** Reads the fragments from `firstMoof` on, then, when that walk stops short of the end, the last ones. */
export async function readMovieFragments(
  tree: BoxTree,
  boxes: AsyncGenerator<BoxHeader>,
  firstMoof: BoxHeader,
  trex: readonly TrackExtendsBox[],
): Promise<FragmentDurations> {
  const durations: FragmentDurations = new Map();
  let stoppedAt = await walk(tree, boxes, firstMoof, { trex, durations, fromTfdtOnly: false });
  if (stoppedAt === undefined) return durations;
  const lastMoof = await lastRandomAccessMoof(tree);
  if (lastMoof !== undefined && lastMoof > stoppedAt) {
    const fromLast = tree.children({ type: "file", payloadStart: lastMoof, end: tree.fileSize });
    const first = await fromLast.next();
    // Without a tfdt, a fragment's place on the time line depends on every fragment before it: only tfdt times count here.
    if (!first.done && first.value.type === "moof") stoppedAt = await walk(tree, fromLast, first.value, { trex, durations, fromTfdtOnly: true });
  }
  if (stoppedAt !== undefined) {
    tree.diagnostics.push(`the movie fragments were read up to byte ${stoppedAt} of ${tree.fileSize}: the durations count only those, the movie lasts longer`);
  }
  return durations;
}

interface FragmentReading {
  trex: readonly TrackExtendsBox[];
  durations: FragmentDurations;
  fromTfdtOnly: boolean;
}

/** Visits up to MAX_FRAGMENT_BOXES boxes from `box`; the offset where it stopped, or undefined at the end of the file. */
async function walk(tree: BoxTree, boxes: AsyncGenerator<BoxHeader>, box: BoxHeader, reading: FragmentReading): Promise<number | undefined> {
  let current: BoxHeader | undefined = box;
  for (let visited = 0; current; visited++) {
    if (visited === MAX_FRAGMENT_BOXES) return current.start;
    if (current.type === "moof") await readMoof(tree, current, reading);
    const next = await boxes.next();
    current = next.done ? undefined : next.value;
  }
  return undefined;
}

async function readMoof(tree: BoxTree, moof: BoxHeader, { trex, durations, fromTfdtOnly }: FragmentReading): Promise<void> {
  for await (const traf of tree.children(moof)) {
    if (traf.type !== "traf") continue;
    let trackId: number | undefined;
    let defaultDuration: number | undefined;
    let time: number | undefined;
    try {
      for await (const box of tree.children(traf)) {
        if (box.type === "tfhd") {
          const tfhd = parseTfhd(await tree.payload(box, TFHD_BYTES));
          trackId = tfhd.track_ID;
          defaultDuration = tfhd.default_sample_duration ?? trex.find((extends_) => extends_.track_ID === trackId)?.default_sample_duration;
          time = fromTfdtOnly ? undefined : (durations.get(trackId) ?? 0);
        } else if (box.type === "tfdt" && trackId !== undefined) {
          time = parseTfdt(await tree.payload(box, TFDT_BYTES)).baseMediaDecodeTime;
        } else if (box.type === "trun" && time !== undefined) {
          const run = parseTrun(await tree.payload(box, TRUN_BYTES));
          time += run.total_sample_duration ?? run.sample_count * (defaultDuration ?? 0);
        }
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      tree.diagnostics.push(`box '${printable(traf.type)}' at ${traf.start} is damaged (${error.message}); its samples were not counted`);
    }
    if (trackId !== undefined && time !== undefined) durations.set(trackId, Math.max(time, durations.get(trackId) ?? 0));
  }
}

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
    const mfraStart = fileSize - parseMfro(tail.subarray(8)).parent_size;
    const mfra = mfraStart >= 0 ? parseBoxHeader(await reader.bytes(mfraStart, MAX_BOX_HEADER_BYTES), mfraStart, fileSize) : undefined;
    if (!mfra || typeof mfra === "string" || mfra.type !== "mfra") return undefined;
    const offsets: number[] = [];
    for await (const box of tree.children(mfra)) {
      if (box.type !== "tfra") continue;
      const header = parseTfraHeader(await tree.payload(box, TFRA_HEADER_BYTES));
      const lastEntry = box.payloadStart + TFRA_HEADER_BYTES + (header.number_of_entry - 1) * header.entryBytes;
      if (header.number_of_entry === 0 || lastEntry + header.entryBytes > box.end) continue;
      offsets.push(parseTfraEntryMoofOffset(await reader.bytes(lastEntry, header.entryBytes), header.version));
    }
    return offsets.length > 0 ? Math.min(...offsets) : undefined;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    tree.diagnostics.push(`the 'mfra' random access index is damaged (${error.message}); it was not used`);
    return undefined;
  }
}
