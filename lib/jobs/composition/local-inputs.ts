// ffmpeg reads local files: file:// inputs are used in place (after the media-root check); http(s) and
// upload inputs are copied to the job's work directory first, through the same guarded fetch as probing.
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { db } from "../../db/client";
import { blobStore } from "../../storage";
import { resolveFileInput } from "../sources/file-input";
import { guardedFetch } from "../../net/guarded-fetch";
import { InputError } from "../../net/input-error";

export async function localCopy(url: string, workDir: string, name: string): Promise<string> {
  const scheme = new URL(url).protocol;
  if (scheme === "file:") return resolveFileInput(url);
  let body: ReadableStream<Uint8Array> | null;
  if (scheme === "upload:") {
    const upload = await db().upload.findUnique({ where: { id: new URL(url).hostname } });
    body = upload ? await blobStore().stream(upload.blobKey) : null;
  } else {
    const response = await guardedFetch(url);
    if (!response.ok)
      throw new InputError(
        response.status === 404 ? "input_not_found" : "input_unreachable",
        `${url}: HTTP ${response.status}`,
      );
    body = response.body;
  }
  if (!body) throw new InputError("input_not_found", `${url}: nothing to read`);
  const file = path.join(workDir, `input-${name}`);
  await pipeline(Readable.fromWeb(body as NodeReadableStream), createWriteStream(file));
  return file;
}
