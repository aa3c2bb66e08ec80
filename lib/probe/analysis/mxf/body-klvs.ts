// The essence KLVs of a whole MXF file, front to back, read in fixed-size chunks: memory is one chunk
// whatever the file's size. Partition packs are read (SMPTE ST 377-1 clause 7.1) and the header metadata
// and index table segments they announce (HeaderByteCount, IndexByteCount) are skipped by length, so
// OP1a files and files with essence in body partitions read alike. Only the values a caller wants are
// read; the others (pictures, sound) are skipped without being read when they end past the chunk. A value
// of any length (a clip-wrapped picture track) can be read piece by piece, a chunk at most at a time.
import type { ByteSource } from "../../io/byte-source";
import { readKlvHeader } from "../../containers/mxf/klv";
import { FILL_KEY, isPartitionPackKey } from "../../containers/mxf/keys";
import { parsePartitionPack } from "../../containers/mxf/partition-pack";
import { ulKey } from "../../containers/mxf/ul";
import { CHUNK_BYTES } from "../transport-packets";

/** A run-in precedes the header partition pack by less than 64 KiB (ST 377-1 clause 6.5). */
const MAX_RUN_IN = 64 * 1024;
/** A key and a BER length of up to 9 bytes. */
const KLV_HEADER_BYTES = 25;
const MAX_PARTITION_PACK_BYTES = 64 * 1024;

export interface EssenceKlv {
  key: Uint8Array;
  offset: number;
  length: number;
  /** The value, when the caller wanted it. */
  value?: Uint8Array;
  /** The value in pieces of at most a chunk, read while the walk waits for the caller. */
  pieces(): AsyncGenerator<Uint8Array>;
}

export interface BodyWalk {
  bytesRead: number;
  /** Why the walk stopped before the end of the file, if it did. */
  stoppedAt?: string;
}

/** Reads a source in chunks, keeping one: a view of bytes within it costs no read. */
class ChunkCursor {
  private chunk: Uint8Array = new Uint8Array(0);
  private chunkStart = 0;
  bytesRead = 0;

  constructor(private readonly source: ByteSource) {}

  /** The bytes [offset, offset + length), shorter only at the end of the file. */
  async view(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(this.source.size, offset + length);
    if (offset >= this.chunkStart && end <= this.chunkStart + this.chunk.length)
      return this.chunk.subarray(offset - this.chunkStart, end - this.chunkStart);
    this.chunk = await this.source.read(offset, Math.min(this.source.size - offset, Math.max(CHUNK_BYTES, length)));
    this.chunkStart = offset;
    this.bytesRead += this.chunk.length;
    return this.chunk.subarray(0, end - offset);
  }

  /** The bytes [offset, offset + length) a chunk at most at a time; they stop at the end of the file. */
  async *pieces(offset: number, length: number): AsyncGenerator<Uint8Array> {
    const end = Math.min(this.source.size, offset + length);
    for (let at = offset; at < end; at += CHUNK_BYTES) yield await this.view(at, Math.min(CHUNK_BYTES, end - at));
  }
}

/**
 * Yields every KLV after the header metadata and index tables of each partition (essence, and whatever
 * else a writer put there), fill left out; `wants` picks the values read, up to `maxValue` bytes.
 */
export async function* essenceKlvs(
  source: ByteSource,
  wants: (key: Uint8Array) => boolean,
  maxValue: number,
  walk: BodyWalk,
  onProgress?: (fraction: number) => void,
): AsyncGenerator<EssenceKlv> {
  const cursor = new ChunkCursor(source);
  let at = headerPartitionOffset(await cursor.view(0, MAX_RUN_IN + KLV_HEADER_BYTES));
  if (at === undefined) walk.stoppedAt = "no header partition pack in the first 64 KiB";
  let reported = 0;
  while (at !== undefined && at < source.size) {
    const klv = readKlvHeader(await cursor.view(at, KLV_HEADER_BYTES), 0, at);
    if (!klv) {
      walk.stoppedAt = `no KLV key at byte ${at}`;
      break;
    }
    const end = klv.valueOffset + klv.length;
    if (isPartitionPackKey(klv.key) && klv.length <= MAX_PARTITION_PACK_BYTES) {
      const value = await cursor.view(klv.valueOffset, klv.length);
      const pack = value.length === klv.length ? partitionPack(klv, value) : undefined;
      at = pack ? await afterMetadata(cursor, end, pack.HeaderByteCount + pack.IndexByteCount) : end;
    } else {
      if (ulKey(klv.key) !== FILL_KEY) {
        const value =
          wants(klv.key) && klv.length <= maxValue ? await cursor.view(klv.valueOffset, klv.length) : undefined;
        const { valueOffset, length } = klv;
        yield {
          key: klv.key.slice(),
          offset: klv.offset,
          length,
          value,
          pieces: () => cursor.pieces(valueOffset, length),
        };
      }
      at = end;
    }
    if (onProgress && at - reported >= CHUNK_BYTES) {
      reported = at;
      onProgress(Math.min(1, at / source.size));
    }
  }
  if (at !== undefined && at > source.size)
    walk.stoppedAt = `the file ends at byte ${source.size}, inside its last KLV`;
  walk.bytesRead = cursor.bytesRead;
}

function headerPartitionOffset(head: Uint8Array): number | undefined {
  for (let at = 0; at + 16 <= head.length; at++) if (isPartitionPackKey(head.subarray(at, at + 16))) return at;
  return undefined;
}

function partitionPack(klv: Parameters<typeof parsePartitionPack>[0], value: Uint8Array) {
  try {
    return parsePartitionPack(klv, value);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The offset after a partition's header metadata and index tables: fill after the pack is not counted in them. */
async function afterMetadata(cursor: ChunkCursor, packEnd: number, byteCount: number): Promise<number> {
  let at = packEnd;
  for (;;) {
    const klv = readKlvHeader(await cursor.view(at, KLV_HEADER_BYTES), 0, at);
    if (!klv || ulKey(klv.key) !== FILL_KEY) return at + byteCount;
    at = klv.valueOffset + klv.length;
  }
}
