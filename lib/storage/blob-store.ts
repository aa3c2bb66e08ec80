// Result files (probe JSON) and uploaded media live in a blob store: a local directory by default,
// an S3-compatible bucket when configured.
import type { Readable } from "node:stream";
import type { ByteSource } from "../probe/io/byte-source";

export interface StoredBlob {
  size: number;
  /** A strong entity tag: the SHA-256 of the content, computed when it was stored. */
  etag: string;
}

export interface BlobStore {
  /** Stores bytes under a key, replacing what was there (writes are idempotent). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredBlob>;
  /** Streams a body under a key, refusing more than `limit` bytes. */
  putStream(key: string, body: Readable, limit: number): Promise<StoredBlob>;
  get(key: string): Promise<Uint8Array | null>;
  /** Streams a blob (rendered media can be gigabytes), or null when it does not exist. */
  stream(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Random-access reading for the prober. */
  open(key: string): Promise<ByteSource>;
  /** Removes a blob; removing one that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /**
   * A URL a client may fetch without its API key, valid for `seconds`; `undefined` when this store's
   * blobs are served by the service's own signed results route.
   */
  presignedUrl(key: string, seconds: number): Promise<string | undefined>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the body is larger than the limit of ${limit} bytes`);
  }
}

/** The store's disk (or quota) is full: nothing was kept, and retrying soon will not help. */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super("the service's storage is full", { cause });
    this.name = "StorageFullError";
  }
}

/** ENOSPC (no space left on the device) or EDQUOT (disk quota exceeded). */
export function isStorageFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}
