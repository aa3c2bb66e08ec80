import { newStats, type ByteSource } from "./byte-source";

/** A browser `Blob`/`File` (also available in Node 20): probe a dropped file without uploading it. */
export class BlobSource implements ByteSource {
  readonly stats = newStats();
  constructor(
    private readonly blob: Blob,
    readonly name = (blob as File).name ?? "blob",
  ) {}
  get size(): number {
    return this.blob.size;
  }
  async read(offset: number, length: number): Promise<Uint8Array> {
    const bytes = new Uint8Array(await this.blob.slice(offset, offset + length).arrayBuffer());
    this.stats.reads++;
    this.stats.bytesRead += bytes.length;
    return bytes;
  }
}
