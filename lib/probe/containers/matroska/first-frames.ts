// The first frames of chosen tracks, taken from the blocks of the first Cluster (RFC 9559 10.1 Block
// structure: track number, relative timestamp, flags, then the frame data): for codings whose stream
// headers live only in the bitstream (AC-3, E-AC-3, MPEG audio, MPEG-2 video), which CodecPrivate lacks,
// and for AVC/HEVC tracks written without CodecPrivate (their parameter sets in band).
import type { BlockReader } from "../../io/block-reader";
import { concatBytes } from "../../io/concat-bytes";
import { readDataSize } from "./ebml/vint";
import { readElementHeader } from "./ebml/element";
import { ID } from "./element-ids";

/** Bytes of the first Cluster read at most. */
const FIRST_CLUSTER_BYTES = 256 * 1024;
/** Frame bytes gathered per track at most: a few audio frames, or a video sequence header. */
const FRAME_BYTES_PER_TRACK = 16 * 1024;
/** Relative timestamp(16) and flags(8) after the track number. */
const BLOCK_HEADER_TAIL_BYTES = 3;

/**
 * The concatenated data of the first blocks of each track in `trackNumbers`. With lacing (10.3), the
 * lace sizes precede the frames, which follow each other: the codecs' sync-word search steps over them.
 */
export async function firstFrames(
  reader: BlockReader,
  clusterStart: number,
  trackNumbers: ReadonlySet<number>,
): Promise<Map<number, Uint8Array>> {
  const chunks = new Map<number, Uint8Array[]>();
  const bytes = await reader.bytes(clusterStart, FIRST_CLUSTER_BYTES);
  const cluster = readElementHeader(bytes, 0);
  if (cluster?.id !== ID.Cluster) return new Map();
  const end = Math.min(cluster.end ?? bytes.length, bytes.length);
  for (let at = cluster.dataStart; at < end;) {
    const child = readElementHeader(bytes, at);
    if (!child || child.end === undefined) break;
    // A SimpleBlock cut by the end of the bytes read still gives its first bytes (a video frame's headers).
    const data = bytes.subarray(child.dataStart, Math.min(child.end, end));
    const block = child.id === ID.SimpleBlock ? data : child.id === ID.BlockGroup ? blockOfGroup(data) : undefined;
    if (block) collect(block, trackNumbers, chunks);
    at = child.end;
  }
  return new Map([...chunks].map(([track, parts]) => [track, concatBytes(parts)]));
}

function blockOfGroup(group: Uint8Array): Uint8Array | undefined {
  for (let at = 0; at < group.length;) {
    const child = readElementHeader(group, at);
    if (!child || child.end === undefined || child.end > group.length) return undefined;
    if (child.id === ID.Block) return group.subarray(child.dataStart, child.end);
    at = child.end;
  }
  return undefined;
}

function collect(block: Uint8Array, trackNumbers: ReadonlySet<number>, chunks: Map<number, Uint8Array[]>): void {
  const track = readDataSize(block, 0);
  if (!track || !trackNumbers.has(track.value)) return;
  const parts = chunks.get(track.value) ?? [];
  const gathered = parts.reduce((sum, part) => sum + part.length, 0);
  if (gathered >= FRAME_BYTES_PER_TRACK) return;
  parts.push(block.subarray(track.length + BLOCK_HEADER_TAIL_BYTES).subarray(0, FRAME_BYTES_PER_TRACK - gathered));
  chunks.set(track.value, parts);
}
