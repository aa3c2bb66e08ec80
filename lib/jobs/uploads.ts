// Streaming uploads of media files to the blob store (never buffered whole), probed as upload://<id>.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { db } from "../db/client";
import { Problem } from "../http/problem";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { log } from "../log/logger";
import { BlobTooLargeError, StorageFullError, blobStore } from "../storage";
import { formatNs, nowNs } from "../time/clock";
import { setting } from "../config/settings";

function uploadLimitBytes(): number {
  return setting("BROADMARK_UPLOAD_LIMIT");
}

export async function receiveUpload(actor: Actor, request: Request, name: string | undefined) {
  const limit = uploadLimitBytes();
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/octet-stream") {
    throw new Problem(
      415,
      "unsupported_media_type",
      `send the file's bytes as application/octet-stream (got ${type ?? "no content type"})`,
    );
  }
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (declared > limit) throw tooLarge(limit);
  if (!request.body || declared === 0) throw emptyBody();
  const id = newId();
  const blobKey = `uploads/${id}`;
  const body = Readable.fromWeb(request.body as NodeReadableStream);
  let bodyFailed = false;
  body.once("error", () => (bodyFailed = true));
  let stored;
  try {
    stored = await blobStore().putStream(blobKey, body, limit);
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw tooLarge(limit);
    if (error instanceof StorageFullError) {
      log.error({ upload: id, err: error }, "upload refused: storage full");
      throw new Problem(
        507,
        "insufficient_storage",
        "the service's storage is full: the upload was not kept; try again later",
      );
    }
    if (!bodyFailed && !request.signal.aborted) throw error;
    // The client went away mid-body: the store removed the partial file, nothing else happened.
    log.info({ upload: id, err: { message: (error as Error).message } }, "upload aborted by the client");
    throw new Problem(400, "upload_aborted", "the upload ended before its body was complete");
  }
  if (stored.size === 0) {
    await blobStore().delete(blobKey);
    throw emptyBody();
  }
  const upload = await db().upload.create({
    data: { id, name: name ?? id, size: BigInt(stored.size), blobKey, createdAt: nowNs(), createdByKeyId: actor.keyId },
  });
  return { id, name: upload.name, size: stored.size, url: `upload://${id}`, created_at: formatNs(upload.createdAt) };
}

const emptyBody = () =>
  new Problem(400, "validation_failed", "the upload has no body: send the file's bytes", {
    errors: [{ path: "body", message: "empty" }],
  });
const tooLarge = (limit: number) =>
  new Problem(413, "payload_too_large", `uploads are limited to ${limit} bytes (BROADMARK_UPLOAD_LIMIT)`);

/** The file names of the upload:// URLs among `urls` whose upload exists, by URL as given. */
export async function uploadNames(urls: string[]): Promise<Map<string, string>> {
  const uploadIds = new Map(urls.filter((url) => url.startsWith("upload:")).map((url) => [url, new URL(url).hostname]));
  if (uploadIds.size === 0) return new Map();
  const uploads = await db().upload.findMany({ where: { id: { in: [...uploadIds.values()] } } });
  const names = new Map(uploads.map((upload) => [upload.id, upload.name]));
  return new Map([...uploadIds].flatMap(([url, id]) => (names.has(id) ? [[url, names.get(id)!] as const] : [])));
}
