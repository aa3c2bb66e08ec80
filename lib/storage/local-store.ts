import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileSource } from "../probe/io/node-file-source";
import { StorageFullError, isStorageFull, type BlobStore, type StoredBlob } from "./blob-store";
import { meteredStream } from "./metered-stream";

/** Blobs as files under a directory; writes go to a temporary file renamed into place (atomic). */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error(`invalid blob key ${key}`);
    return resolved;
  }

  async put(key: string, bytes: Uint8Array): Promise<StoredBlob> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.part`;
    try {
      await writeFile(temporary, bytes);
    } catch (error) {
      await rm(temporary, { force: true });
      throw isStorageFull(error) ? new StorageFullError(error) : error;
    }
    await rename(temporary, target);
    return { size: bytes.byteLength, etag: createHash("sha256").update(bytes).digest("hex") };
  }

  async putStream(key: string, body: Readable, limit: number): Promise<StoredBlob> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.part`;
    const { meter, result } = meteredStream(limit);
    try {
      await pipeline(body, meter, createWriteStream(temporary));
    } catch (error) {
      await rm(temporary, { force: true });
      throw isStorageFull(error) ? new StorageFullError(error) : error;
    }
    await rename(temporary, target);
    return result();
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async stream(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const file = this.pathOf(key);
    if (
      !(await access(file).then(
        () => true,
        () => false,
      ))
    )
      return null;
    return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  open(key: string) {
    return FileSource.open(this.pathOf(key));
  }

  async presignedUrl(): Promise<undefined> {
    return undefined;
  }
}
