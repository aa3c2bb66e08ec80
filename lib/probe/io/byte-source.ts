/**
 * Random-access reading of a media file. Every source counts what it reads, so callers can show
 * that probing cost does not grow with file size.
 */
export interface ByteSource {
  /** A name for messages, e.g. the file path or URL. */
  readonly name: string;
  /** Total size in bytes. */
  readonly size: number;
  /** Reads up to `length` bytes at `offset`; shorter only at end of file. */
  read(offset: number, length: number): Promise<Uint8Array>;
  /**
   * Reads up to `target.length` bytes at `offset` into `target`, returning the part filled: a source that
   * can (a local file) lets a whole-file pass reuse its buffers instead of a fresh allocation per read.
   */
  readInto?(offset: number, target: Uint8Array): Promise<Uint8Array>;
  readonly stats: ReadStats;
  close?(): Promise<void>;
}

/** The file name a source's name ends with: the last segment of a path, or of a URL's path. */
export function sourceFileName(name: string): string {
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(name) ? name.replace(/[?#].*$/, "") : name;
  return path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
}

export interface ReadStats {
  bytesRead: number;
  reads: number;
}

export function newStats(): ReadStats {
  return { bytesRead: 0, reads: 0 };
}

/** What several sources have read together (the files of a package). */
export function totalStats(sources: readonly ByteSource[]): ReadStats {
  const total = newStats();
  for (const source of sources) {
    total.reads += source.stats.reads;
    total.bytesRead += source.stats.bytesRead;
  }
  return total;
}

/** Another source read under a name of its own, such as an upload's file name over its stored blob. */
export class NamedSource implements ByteSource {
  constructor(
    private readonly inner: ByteSource,
    readonly name: string,
  ) {}
  get size(): number {
    return this.inner.size;
  }
  get stats(): ReadStats {
    return this.inner.stats;
  }
  read(offset: number, length: number): Promise<Uint8Array> {
    return this.inner.read(offset, length);
  }
  get readInto(): ByteSource["readInto"] {
    return this.inner.readInto?.bind(this.inner);
  }
  async close(): Promise<void> {
    await this.inner.close?.();
  }
}

/** A source over bytes already in memory (tests, small uploads). */
export class MemorySource implements ByteSource {
  readonly stats = newStats();
  constructor(
    private readonly bytes: Uint8Array,
    readonly name = "memory",
  ) {}
  get size(): number {
    return this.bytes.length;
  }
  async read(offset: number, length: number): Promise<Uint8Array> {
    const slice = this.bytes.subarray(Math.max(0, offset), Math.min(this.bytes.length, offset + length));
    this.stats.reads++;
    this.stats.bytesRead += slice.length;
    return slice;
  }
}
