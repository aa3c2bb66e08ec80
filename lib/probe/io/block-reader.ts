import type { ByteSource } from "./byte-source";

/** Size of the aligned blocks a BlockReader fetches and keeps. */
export const BLOCK_BYTES = 64 * 1024;

/**
 * Random access over a ByteSource in aligned blocks that are read once and kept, so that parsers
 * walking many small structures (box or element headers) cost one read per block touched, not one
 * read per structure — what keeps HTTP range requests few. Requests longer than a block bypass the cache.
 */
export class BlockReader {
  private readonly blocks = new Map<number, Uint8Array>();

  /** `head`, the bytes already read at offset 0, seeds the cache. */
  constructor(
    readonly source: ByteSource,
    head?: Uint8Array,
  ) {
    if (!head) return;
    const wholeFile = head.length === source.size;
    for (let start = 0; start < head.length; start += BLOCK_BYTES) {
      const block = head.subarray(start, start + BLOCK_BYTES);
      if (block.length === BLOCK_BYTES || wholeFile) this.blocks.set(start / BLOCK_BYTES, block);
    }
  }

  get size(): number {
    return this.source.size;
  }

  /** The bytes [offset, offset + length), shorter only at end of file. */
  async bytes(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(this.size, offset + length);
    if (offset >= end) return new Uint8Array(0);
    if (end - offset > BLOCK_BYTES) return this.source.read(offset, end - offset);
    const first = Math.floor(offset / BLOCK_BYTES);
    const last = Math.floor((end - 1) / BLOCK_BYTES);
    if (first === last) {
      const block = await this.block(first);
      return block.subarray(offset - first * BLOCK_BYTES, end - first * BLOCK_BYTES);
    }
    const joined = new Uint8Array(end - offset);
    for (let index = first, at = 0; index <= last; index++) {
      const block = await this.block(index);
      const from = index === first ? offset - first * BLOCK_BYTES : 0;
      const to = Math.min(block.length, end - index * BLOCK_BYTES);
      joined.set(block.subarray(from, to), at);
      at += to - from;
    }
    return joined;
  }

  private async block(index: number): Promise<Uint8Array> {
    let block = this.blocks.get(index);
    if (!block) {
      block = await this.source.read(index * BLOCK_BYTES, BLOCK_BYTES);
      this.blocks.set(index, block);
    }
    return block;
  }
}
