// Each track's own span (Matroska has no per-track duration, and tracks muxed side by side end apart:
// an MP3 track running a frame past the video, a FLAC track whose last frame is short): from the first
// Cluster's blocks to the latest end of its blocks in the last Clusters of the file's tail. A block ends
// at the Cluster Timestamp plus its relative timestamp (RFC 9559 10.1) plus what it lasts: the samples
// its frame header counts where the coding has one (FLAC, RFC 9639 9.1.1: a muxer copies the other
// frames' BlockDuration to the last), else its BlockDuration, else the track's DefaultDuration, else the
// frame duration its timestamps step by.
import type { BlockReader } from "../../io/block-reader";
import { parseFlacFrameHeader } from "../../codecs/flac";
import type { Rational } from "../../schema";
import { type ClusterBlock, lastCluster, readCluster } from "./cluster";
import type { SegmentSpan } from "./segment";
import type { TrackEntry } from "./track-entry";

/** Bytes at the end of the file searched for the last Clusters, as for the Segment's duration. */
const TAIL_BYTES = 512 * 1024;
/** Bytes of the first Cluster read for each track's first timestamp. */
const HEAD_CLUSTER_BYTES = 64 * 1024;
/** Clusters visited backwards at most, until every track has been seen. */
const MAX_CLUSTERS = 16;
const NANOSECONDS = 1_000_000_000;

export interface TrackTiming {
  track: TrackEntry;
  /** The frame rate of a video track without DefaultDuration, from its block timestamps. */
  timestampRate?: Rational;
}

/** Seconds from each track's first block to the end of its last, by TrackNumber; tracks not found in both places are left out. */
export async function trackSpans(
  reader: BlockReader,
  segment: SegmentSpan,
  firstCluster: number | undefined,
  timings: readonly TrackTiming[],
  timestampScale: number,
): Promise<Map<number, number>> {
  const spans = new Map<number, number>();
  if (firstCluster === undefined) return spans;
  const byNumber = new Map(
    timings.flatMap((timing) => (timing.track.TrackNumber === undefined ? [] : [[timing.track.TrackNumber, timing]])),
  );
  const head = readCluster(
    await reader.bytes(firstCluster, Math.min(HEAD_CLUSTER_BYTES, segment.end - firstCluster)),
    0,
  );
  if (!head) return spans;
  const starts = new Map<number, number>();
  for (const block of head.blocks) {
    const at = head.Timestamp + block.relativeTimestamp;
    starts.set(block.trackNumber, Math.min(at, starts.get(block.trackNumber) ?? at));
  }
  const tailStart = Math.max(segment.dataStart, segment.end - TAIL_BYTES);
  const tail = await reader.bytes(tailStart, segment.end - tailStart);
  // A track whose latest block lasts an unknown time (an Opus block without BlockDuration) has no end of its own.
  const ends = new Map<number, { end: number; known: boolean }>();
  let before = tail.length;
  for (let visited = 0; visited < MAX_CLUSTERS && ends.size < byNumber.size; visited++) {
    const found = lastCluster(tail, before);
    if (!found) break;
    const { at, cluster } = found;
    for (const block of cluster.blocks) {
      const timing = byNumber.get(block.trackNumber);
      if (!timing) continue;
      const ticks = blockTicks(timing, block, timestampScale);
      const end = cluster.Timestamp + block.relativeTimestamp + (ticks ?? 0);
      const latest = ends.get(block.trackNumber);
      if (!latest || end > latest.end || (end === latest.end && ticks === undefined))
        ends.set(block.trackNumber, { end, known: ticks !== undefined });
    }
    before = at;
  }
  for (const [trackNumber, { end, known }] of ends) {
    const start = starts.get(trackNumber);
    if (known && start !== undefined && end > start)
      spans.set(trackNumber, ((end - start) * timestampScale) / NANOSECONDS);
  }
  return spans;
}

/** What a block lasts, in Segment ticks. */
function blockTicks(
  { track, timestampRate }: TrackTiming,
  block: ClusterBlock,
  timestampScale: number,
): number | undefined {
  const toTicks = (seconds: number) => (seconds * NANOSECONDS) / timestampScale;
  const rate = track.Audio?.SamplingFrequency;
  if (track.CodecID === "A_FLAC" && block.frame && rate) {
    const header = parseFlacFrameHeader(block.frame);
    if (header) return toTicks(header.block_size / rate);
  }
  if (block.BlockDuration !== undefined) return block.BlockDuration;
  if (track.DefaultDuration) return track.DefaultDuration / timestampScale;
  return timestampRate ? toTicks(timestampRate.denominator / timestampRate.numerator) : undefined;
}
