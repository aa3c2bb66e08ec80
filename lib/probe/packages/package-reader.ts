// What every package prober shares: opening the package's files by root-relative path through the
// caller's SiblingFiles, remembering which were read (`manifest`) and their sizes, and probing a media
// file (a track file, a segment with its init segment) with the container parsers.
import type { SiblingFiles } from "../containers/container-format";
import { ProbeError } from "../errors";
import { sourceFileName, type ByteSource } from "../io/byte-source";
import type { ContainerProbe } from "../schema";
import { ConcatSource, RangeSource } from "./composite-sources";

/** A manifest (playlist, MPD, CPL) is read whole; larger than this is not a manifest. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

export interface ByteRange {
  offset: number;
  length: number;
}

export class PackageReader {
  /** Root-relative paths (or absolute URLs) of the files read, in the order first read. */
  readonly manifest: string[] = [];
  private readonly sizes = new Map<string, number>();

  constructor(
    readonly entry: ByteSource,
    private readonly files: SiblingFiles | undefined,
    readonly diagnostics: string[],
  ) {
    this.record(this.entryPath, entry.size);
  }

  /** The probed file's path: the package root is its directory. */
  get entryPath(): string {
    return sourceFileName(this.entry.name);
  }

  /** Bytes of every file read. */
  get size(): number {
    return [...this.sizes.values()].reduce((sum, size) => sum + size, 0);
  }

  get canOpen(): boolean {
    return this.files !== undefined;
  }

  get canDigest(): boolean {
    return this.files?.sha1 !== undefined;
  }

  async sha1(path: string): Promise<Uint8Array | undefined> {
    return this.files?.sha1?.(path);
  }

  /** Names a file of the package that is not read (its size as the package's own index gives it). */
  note(path: string, size: number | undefined): void {
    this.record(path, size ?? 0);
  }

  async list(): Promise<string[]> {
    return (await this.files?.list()) ?? [];
  }

  /** Opens a file of the package; undefined, with a diagnostic naming `purpose`, when it cannot be read. */
  async open(path: string, purpose: string): Promise<ByteSource | undefined> {
    if (path === this.entryPath) return this.entry;
    if (!this.files) {
      this.diagnostics.push(`${path} (${purpose}) not read: only the file ${this.entryPath} was given`);
      return undefined;
    }
    try {
      const source = await this.files.open(path);
      this.record(path, source.size);
      return source;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.diagnostics.push(`${path} (${purpose}) cannot be read: ${reason}`);
      return undefined;
    }
  }

  /** A manifest's text (UTF-8, byte order mark dropped). */
  async text(path: string, purpose: string): Promise<string | undefined> {
    const source = await this.open(path, purpose);
    if (!source) return undefined;
    try {
      return await readText(source);
    } finally {
      if (source !== this.entry) await source.close?.();
    }
  }

  /**
   * The container probe of a media file, or of an init segment followed by a media segment (each
   * possibly a byte range of its file). Undefined, with a diagnostic, when it cannot be read.
   */
  async probeMedia(
    media: { path: string; range?: ByteRange },
    init: { path: string; range?: ByteRange } | undefined,
    purpose: string,
  ): Promise<ContainerProbe | undefined> {
    const opened: ByteSource[] = [];
    try {
      const parts: ByteSource[] = [];
      for (const part of init ? [init, media] : [media]) {
        const source = await this.open(part.path, purpose);
        if (!source) return undefined;
        opened.push(source);
        parts.push(part.range ? new RangeSource(source, part.range.offset, part.range.length) : source);
      }
      const { probe } = await import("../probe");
      const whole = parts.length === 1 ? parts[0]! : new ConcatSource(parts, media.path);
      return await probe(whole, { mediaOnly: true });
    } catch (error) {
      if (!(error instanceof ProbeError)) throw error;
      this.diagnostics.push(`${media.path} (${purpose}): ${error.message}`);
      return undefined;
    } finally {
      for (const source of opened) if (source !== this.entry) await source.close?.();
    }
  }

  private record(path: string, size: number): void {
    if (!this.sizes.has(path)) this.manifest.push(path);
    this.sizes.set(path, Math.max(size, this.sizes.get(path) ?? 0));
  }
}

export async function readText(source: ByteSource): Promise<string> {
  if (source.size > MAX_MANIFEST_BYTES) {
    throw new ProbeError("unreadable", `${source.name}: ${source.size} bytes is too large for a manifest`);
  }
  return new TextDecoder("utf-8", { ignoreBOM: false }).decode(await source.read(0, source.size));
}
