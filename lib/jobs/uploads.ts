// Streaming uploads of media files to the blob store (never buffered whole), probed as upload://<id>.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { db } from "../db/client";
import { Problem } from "../http/problem";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { BlobTooLargeError, blobStore } from "../storage";
import { formatNs, nowNs } from "../time/clock";

export function uploadLimitBytes(): number {
  return Number(process.env.BROADMARK_UPLOAD_LIMIT ?? 50 * 1024 ** 3);
}

export async function receiveUpload(actor: Actor, request: Request, name: string | undefined) {
  const limit = uploadLimitBytes();
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) throw new Problem(400, "validation_failed", "the upload has no body", { errors: [{ path: "body", message: "empty" }] });
  const id = newId();
  const blobKey = `uploads/${id}`;
  let stored;
  try {
    stored = await blobStore().putStream(blobKey, Readable.fromWeb(request.body as NodeReadableStream), limit);
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(limit);
    throw error;
  }
  const upload = await db().upload.create({
    data: { id, name: name ?? id, size: BigInt(stored.size), blobKey, createdAt: nowNs(), createdByKeyId: actor.keyId },
  });
  return { id, name: upload.name, size: stored.size, url: `upload://${id}`, created_at: formatNs(upload.createdAt) };
}

const tooLarge = (limit: number) => new Problem(413, "payload_too_large", `uploads are limited to ${limit} bytes (BROADMARK_UPLOAD_LIMIT)`);
