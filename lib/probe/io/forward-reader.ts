// Reads a source front to back for a pass that visits structures at increasing offsets (the samples of an
// MP4 movie, the blocks of a Matroska cluster) rather than a fixed packet grid: the whole file is read in
// order through SequentialChunks, once, and a structure is handed over as a view of the chunk holding it,
// copied only when it straddles two chunks. The end of the previous chunk is kept (TAIL_BYTES), so that a
// caller who read a few kilobytes ahead (a block header with its lace sizes, into the next chunk) can still
// go back to the bytes right after what it has consumed.
import type { ByteSource } from "./byte-source";
import { SequentialChunks } from "./sequential-chunks";

const CHUNK_BYTES = 4 * 1024 * 1024;
/** How far before the chunk held reads may still start: more than any look-ahead of the passes (8 KiB). */
const TAIL_BYTES = 64 * 1024;

export class ForwardReader {
  private readonly chunks: SequentialChunks;
  private chunk: Uint8Array = new Uint8Array(0);
  private chunkStart = 0;
  private scratch: Uint8Array = new Uint8Array(64 * 1024);
  private readonly tail = new Uint8Array(TAIL_BYTES);
  private tailLength = 0;
  /** Bytes of the file read so far. */
  bytesRead = 0;

  constructor(
    private readonly source: ByteSource,
    private readonly onChunk?: (end: number) => void,
  ) {
    this.chunks = new SequentialChunks(source, CHUNK_BYTES);
  }

  get size(): number {
    return this.source.size;
  }

  /**
   * Whether bytes at `offset` can still be read: offsets before the chunk now held and its kept tail are
   * gone (a structure that lies before one already read, e.g. a sample overlapping the one before it).
   */
  reachable(offset: number): boolean {
    return offset >= this.chunkStart - this.tailLength;
  }

  /**
   * `length` bytes at `offset` (fewer at the end of the file), valid until the next call. Offsets must not
   * go back before the chunk now held (`reachable`).
   */
  async bytes(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(offset + length, this.source.size);
    if (!this.reachable(offset)) throw new RangeError(`offset ${offset} was already passed`);
    await this.seek(offset);
    if (offset >= this.chunkStart && end <= this.chunkStart + this.chunk.length)
      return this.chunk.subarray(offset - this.chunkStart, end - this.chunkStart);
    if (this.scratch.length < end - offset) this.scratch = new Uint8Array(end - offset);
    let filled = 0;
    if (offset < this.chunkStart) {
      const fromTail = this.tail.subarray(this.tailLength - (this.chunkStart - offset), this.tailLength);
      filled = Math.min(fromTail.length, end - offset);
      this.scratch.set(fromTail.subarray(0, filled));
    }
    while (offset + filled < end) {
      const from = offset + filled - this.chunkStart;
      const piece = this.chunk.subarray(from, Math.min(this.chunk.length, from + end - offset - filled));
      this.scratch.set(piece, filled);
      filled += piece.length;
      if (offset + filled < end && !(await this.next())) break;
    }
    return this.scratch.subarray(0, filled);
  }

  /** Hands `length` bytes at `offset` over in the pieces the chunks hold them in, without copying. */
  async pieces(offset: number, length: number, callback: (bytes: Uint8Array) => void): Promise<void> {
    const end = Math.min(offset + length, this.source.size);
    for (let at = offset; at < end;) {
      if (at < this.chunkStart) {
        const piece = await this.bytes(at, Math.min(end, this.chunkStart) - at);
        callback(piece);
        at += piece.length;
        continue;
      }
      if (!(await this.seek(at))) return;
      const from = at - this.chunkStart;
      const bytes = this.chunk.subarray(from, Math.min(this.chunk.length, from + end - at));
      callback(bytes);
      at += bytes.length;
    }
  }

  /** Waits for a read still in flight, so that none outlives the pass. */
  close(): Promise<void> {
    return this.chunks.close();
  }

  /** Reads on until the chunk held contains `offset`; false past the end of the file. */
  private async seek(offset: number): Promise<boolean> {
    while (offset >= this.chunkStart + this.chunk.length) if (!(await this.next())) return false;
    return true;
  }

  private async next(): Promise<boolean> {
    const start = this.chunkStart + this.chunk.length;
    if (start >= this.source.size) return false;
    const keep = Math.min(TAIL_BYTES, this.chunk.length);
    this.tail.set(this.chunk.subarray(this.chunk.length - keep));
    this.tailLength = keep;
    const chunk = await this.chunks.at(start);
    if (chunk.length === 0) return false;
    this.chunk = chunk;
    this.chunkStart = start;
    this.bytesRead += chunk.length;
    this.onChunk?.(start + chunk.length);
    return true;
  }
}
