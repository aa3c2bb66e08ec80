import path from "node:path";
import { dataDir } from "../config/env";
import type { BlobStore } from "./blob-store";
import { LocalBlobStore } from "./local-store";
import { S3BlobStore } from "./s3-store";

let store: BlobStore | undefined;

/** The configured blob store: S3 when S3_BUCKET is set, else $BROADMARK_DATA_DIR/blobs. */
export function blobStore(): BlobStore {
  if (store) return store;
  const bucket = process.env.S3_BUCKET;
  store = bucket
    ? new S3BlobStore({
        bucket,
        region: process.env.S3_REGION ?? "us-east-1",
        endpoint: process.env.S3_ENDPOINT || undefined,
        forcePathStyle: process.env.S3_FORCE_PATH_STYLE === "true",
        prefix: process.env.S3_PREFIX ?? "",
      })
    : new LocalBlobStore(path.join(dataDir(), "blobs"));
  return store;
}

export type { BlobStore } from "./blob-store";
export { BlobTooLargeError } from "./blob-store";
