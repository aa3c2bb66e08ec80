// RFC 9559 5.1.3 Cluster and 10 (Block structure): a Cluster's Timestamp plus its blocks' relative
// timestamps (signed 16-bit, after the track number) and durations give when the Cluster ends.
import { BitReader } from "../../bits/bit-reader";
import { readDataSize } from "./ebml/vint";
import { readElementHeader, signedInteger, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";

/** Frame duration in Segment ticks of a track, from its DefaultDuration, when it has one. */
export type FrameTicks = (trackNumber: number) => number | undefined;

/** One SimpleBlock or BlockGroup's Block of a Cluster. */
export interface ClusterBlock {
  trackNumber: number;
  /** Relative to the Cluster's Timestamp, in Segment ticks. */
  relativeTimestamp: number;
  /** The BlockGroup's BlockDuration, in Segment ticks. */
  BlockDuration?: number;
  /** The frame of a block without lacing (10.3); undefined for laced blocks. */
  frame?: Uint8Array;
}

export interface ClusterContents {
  Timestamp: number;
  blocks: ClusterBlock[];
}

/**
 * The Timestamp and blocks of the Cluster whose ID starts at `at` in `bytes`, reading until the Cluster
 * ends, another top-level element starts, or the bytes run out. Undefined without a Timestamp.
 */
export function readCluster(bytes: Uint8Array, at: number): ClusterContents | undefined {
  const cluster = readElementHeader(bytes, at);
  if (!cluster || cluster.id !== ID.Cluster) return undefined;
  const end = Math.min(cluster.end ?? bytes.length, bytes.length);
  let timestamp: number | undefined;
  const blocks: ClusterBlock[] = [];
  for (let position = cluster.dataStart; position < end;) {
    const child = readElementHeader(bytes, position);
    if (!child || child.end === undefined || child.end > end) break;
    const data = bytes.subarray(child.dataStart, child.end);
    if (child.id === ID.Timestamp) timestamp = unsignedInteger(data);
    else if (child.id === ID.SimpleBlock) pushBlock(blocks, data, undefined);
    else if (child.id === ID.BlockGroup) pushBlockGroup(blocks, data);
    else if (child.id === ID.Cluster || child.id === ID.Cues) break; // an unknown-size Cluster ends at the next top-level element
    position = child.end;
  }
  return timestamp === undefined ? undefined : { Timestamp: timestamp, blocks };
}

/** The end, in Segment ticks, of the Cluster at `at`: its latest block's timestamp plus its (or its track's) duration. */
export function clusterEnd(bytes: Uint8Array, at: number, frameTicks: FrameTicks): number | undefined {
  const cluster = readCluster(bytes, at);
  if (!cluster) return undefined;
  const ends = cluster.blocks.map(
    (block) => block.relativeTimestamp + (block.BlockDuration ?? frameTicks(block.trackNumber) ?? 0),
  );
  return cluster.Timestamp + (ends.length > 0 ? Math.max(...ends) : 0);
}

function pushBlock(blocks: ClusterBlock[], block: Uint8Array, BlockDuration: number | undefined): void {
  const track = readDataSize(block, 0);
  if (!track || block.length < track.length + 3) return;
  const relativeTimestamp = signedInteger(block.subarray(track.length, track.length + 2));
  const flags = new BitReader(block, track.length + 2);
  flags.skip(4 + 1); // reserved, invisible
  const laced = flags.u(2) !== 0; // lacing (10.2)
  blocks.push({
    trackNumber: track.value,
    relativeTimestamp,
    ...(BlockDuration !== undefined && { BlockDuration }),
    ...(!laced && { frame: block.subarray(track.length + 3) }),
  });
}

function pushBlockGroup(blocks: ClusterBlock[], group: Uint8Array): void {
  let block: Uint8Array | undefined;
  let duration: number | undefined;
  for (let position = 0; position < group.length;) {
    const child = readElementHeader(group, position);
    if (!child || child.end === undefined || child.end > group.length) break;
    if (child.id === ID.Block) block = group.subarray(child.dataStart, child.end);
    else if (child.id === ID.BlockDuration) duration = unsignedInteger(group.subarray(child.dataStart, child.end));
    position = child.end;
  }
  if (block) pushBlock(blocks, block, duration);
}

/** The last Cluster before `before` in `bytes` that parses (an ID, a size, a Timestamp inside), searching backwards: its offset and contents. */
export function lastCluster(
  bytes: Uint8Array,
  before = bytes.length,
): { at: number; cluster: ClusterContents } | undefined {
  for (let at = Math.min(before, bytes.length) - 4; at >= 0; at--) {
    // The Cluster ID 1F 43 B6 75, compared byte by byte: this loop runs over the whole tail.
    if (bytes[at] !== 0x1f || bytes[at + 1] !== 0x43 || bytes[at + 2] !== 0xb6 || bytes[at + 3] !== 0x75) continue;
    const cluster = readCluster(bytes, at);
    if (cluster) return { at, cluster };
  }
  return undefined;
}

/** The offset in `bytes` of the last Cluster that parses. */
export function lastClusterStart(bytes: Uint8Array): number | undefined {
  return lastCluster(bytes)?.at;
}
