// Opens a job input's URL as a byte source for the prober, with the files beside it: a package's
// manifest (IMF CPL/ASSETMAP, HLS playlist, DASH MPD) names the others, fetched the same way.
import { db } from "../../db/client";
import type { SiblingFiles } from "../../probe/containers/container-format";
import { ProbeError } from "../../probe/errors";
import { NamedSource, type ByteSource } from "../../probe/io/byte-source";
import { HttpSource } from "../../probe/io/http-source";
import { blobStore } from "../../storage";
import { HttpPackageFiles } from "../../probe/packages/http-package-files";
import { openFileInput } from "./file-input";
import { guardedFetch } from "../../net/guarded-fetch";
import { InputError } from "../../net/input-error";

export interface OpenedInput {
  source: ByteSource;
  siblings?: SiblingFiles;
}

export async function openInput(url: string): Promise<OpenedInput> {
  const scheme = new URL(url).protocol;
  if (scheme === "file:") return openFileInput(url);
  if (scheme === "upload:") {
    const upload = await db().upload.findUnique({ where: { id: new URL(url).hostname } });
    if (!upload) throw new InputError("input_not_found", `${url}: no such upload`);
    // The prober names the file it read (manifest): the name the upload was sent with, not the blob's key.
    return { source: new NamedSource(await blobStore().open(upload.blobKey), upload.name) };
  }
  try {
    return {
      source: await HttpSource.open(url, { fetch: guardedFetch }),
      siblings: new HttpPackageFiles(url, { fetch: guardedFetch }),
    };
  } catch (error) {
    // The server answered, but not with the media: a missing file, an error, no range support.
    if (error instanceof ProbeError && error.code === "unreadable") {
      throw new InputError(/HTTP 404/.test(error.message) ? "input_not_found" : "input_unreachable", error.message);
    }
    throw error;
  }
}
