import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { BlobTooLargeError, type StoredBlob } from "./blob-store";

/** A pass-through that hashes and counts what flows, failing past `limit` bytes; `result()` after the end. */
export function meteredStream(limit: number): { meter: Transform; result(): StoredBlob } {
  const hash = createHash("sha256");
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit) return done(new BlobTooLargeError(limit));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { meter, result: () => ({ size, etag: hash.digest("hex") }) };
}
