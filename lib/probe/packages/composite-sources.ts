// Byte sources made of other sources: an fMP4 init segment followed by a media segment, or a byte range
// of a file (HLS EXT-X-BYTERANGE, DASH mediaRange), probed as one file by the container parsers.
import { newStats, type ByteSource } from "../io/byte-source";
import { concatBytes } from "../io/concat-bytes";

/** The parts one after the other. */
export class ConcatSource implements ByteSource {
  readonly stats = newStats();
  readonly size: number;
  constructor(
    private readonly parts: readonly ByteSource[],
    readonly name = parts.at(-1)?.name ?? "concat",
  ) {
    this.size = parts.reduce((sum, part) => sum + part.size, 0);
  }
  async read(offset: number, length: number): Promise<Uint8Array> {
    const pieces: Uint8Array[] = [];
    let start = 0;
    for (const part of this.parts) {
      const end = start + part.size;
      if (offset < end && offset + length > start) {
        const from = Math.max(offset, start) - start;
        pieces.push(await part.read(from, Math.min(offset + length, end) - start - from));
      }
      start = end;
    }
    const joined = concatBytes(pieces);
    this.stats.reads++;
    this.stats.bytesRead += joined.length;
    return joined;
  }
}

/** Bytes [offset, offset + length) of another source. */
export class RangeSource implements ByteSource {
  readonly stats = newStats();
  readonly size: number;
  constructor(
    private readonly inner: ByteSource,
    private readonly offset: number,
    length: number,
  ) {
    this.size = Math.max(0, Math.min(length, inner.size - offset));
  }
  get name(): string {
    return this.inner.name;
  }
  async read(offset: number, length: number): Promise<Uint8Array> {
    const bytes = await this.inner.read(this.offset + offset, Math.max(0, Math.min(length, this.size - offset)));
    this.stats.reads++;
    this.stats.bytesRead += bytes.length;
    return bytes;
  }
}
