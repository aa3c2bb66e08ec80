// RFC 9559 5.1.3 Cluster and 10 (Block structure): a Cluster's Timestamp plus its blocks' relative
// timestamps (signed 16-bit, after the track number) and durations give when the Cluster ends.
import { readDataSize } from "./ebml/vint";
import { readElementHeader, signedInteger, unsignedInteger } from "./ebml/element";
import { ID } from "./element-ids";

/** Frame duration in Segment ticks of a track, from its DefaultDuration, when it has one. */
export type FrameTicks = (trackNumber: number) => number | undefined;

/**
 * The end, in Segment ticks, of the Cluster whose ID starts at `at` in `bytes`, reading until the
 * Cluster ends, another top-level element starts, or the bytes run out. Undefined without a Timestamp.
 */
export function clusterEnd(bytes: Uint8Array, at: number, frameTicks: FrameTicks): number | undefined {
  const cluster = readElementHeader(bytes, at);
  if (!cluster || cluster.id !== ID.Cluster) return undefined;
  const end = Math.min(cluster.end ?? bytes.length, bytes.length);
  let timestamp: number | undefined;
  let latest: number | undefined;
  for (let position = cluster.dataStart; position < end; ) {
    const child = readElementHeader(bytes, position);
    if (!child || child.end === undefined || child.end > end) break;
    const data = bytes.subarray(child.dataStart, child.end);
    if (child.id === ID.Timestamp) timestamp = unsignedInteger(data);
    else if (child.id === ID.SimpleBlock) latest = later(latest, blockEnd(data, undefined, frameTicks));
    else if (child.id === ID.BlockGroup) latest = later(latest, blockGroupEnd(data, frameTicks));
    else if (child.id === ID.Cluster || child.id === ID.Cues) break; // an unknown-size Cluster ends at the next top-level element
    position = child.end;
  }
  return timestamp === undefined ? undefined : timestamp + (latest ?? 0);
}

/** The end of a Block relative to its Cluster: its timestamp plus its (or its track's) duration. */
function blockEnd(block: Uint8Array, duration: number | undefined, frameTicks: FrameTicks): number | undefined {
  const track = readDataSize(block, 0);
  if (!track || block.length < track.length + 2) return undefined;
  const relative = signedInteger(block.subarray(track.length, track.length + 2));
  return relative + (duration ?? frameTicks(track.value) ?? 0);
}

function blockGroupEnd(group: Uint8Array, frameTicks: FrameTicks): number | undefined {
  let block: Uint8Array | undefined;
  let duration: number | undefined;
  for (let position = 0; position < group.length; ) {
    const child = readElementHeader(group, position);
    if (!child || child.end === undefined || child.end > group.length) break;
    if (child.id === ID.Block) block = group.subarray(child.dataStart, child.end);
    else if (child.id === ID.BlockDuration) duration = unsignedInteger(group.subarray(child.dataStart, child.end));
    position = child.end;
  }
  return block && blockEnd(block, duration, frameTicks);
}

function later(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

const CLUSTER_ID_BYTES = [0x1f, 0x43, 0xb6, 0x75];

/** The offset in `bytes` of the last Cluster that parses (an ID, a size, a Timestamp inside), searching backwards. */
export function lastClusterStart(bytes: Uint8Array, frameTicks: FrameTicks): number | undefined {
  for (let at = bytes.length - 4; at >= 0; at--) {
    if (CLUSTER_ID_BYTES.every((byte, i) => bytes[at + i] === byte) && clusterEnd(bytes, at, frameTicks) !== undefined) return at;
  }
  return undefined;
}
