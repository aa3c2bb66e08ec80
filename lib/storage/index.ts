import path from "node:path";
import { dataDir } from "../config/env";
import type { BlobStore } from "./blob-store";
import { LocalBlobStore } from "./local-store";
import type { S3Settings } from "./s3-store";
import { setting } from "../config/settings";

let store: BlobStore | undefined;

/** The configured blob store: S3 when S3_BUCKET is set, else $BROADMARK_DATA_DIR/blobs. */
export function blobStore(): BlobStore {
  if (store) return store;
  const bucket = setting("S3_BUCKET");
  store = bucket
    ? lazyS3Store({
        bucket,
        region: setting("S3_REGION"),
        endpoint: setting("S3_ENDPOINT"),
        forcePathStyle: setting("S3_FORCE_PATH_STYLE") === "true",
        prefix: setting("S3_PREFIX"),
      })
    : new LocalBlobStore(path.join(dataDir(), "blobs"));
  return store;
}

const STORE_METHODS = [
  "put",
  "putStream",
  "get",
  "stream",
  "open",
  "delete",
  "presignedUrl",
] as const satisfies readonly (keyof BlobStore)[];

/** The S3 store, whose SDK (a sizeable share of a server's start-up) loads on the store's first use. */
function lazyS3Store(settings: S3Settings): BlobStore {
  let loaded: Promise<BlobStore> | undefined;
  const load = () => (loaded ??= import("./s3-store").then(({ S3BlobStore }) => new S3BlobStore(settings)));
  return Object.fromEntries(
    STORE_METHODS.map((method) => [
      method,
      async (...args: unknown[]) => ((await load())[method] as (...a: unknown[]) => unknown)(...args),
    ]),
  ) as unknown as BlobStore;
}

export type { BlobStore, StoredBlob } from "./blob-store";
export { BlobTooLargeError, StorageFullError } from "./blob-store";
