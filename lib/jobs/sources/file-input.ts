// file:// inputs: only files under the directories of MEDIA_ROOTS (default ./media). Paths are
// resolved through symlinks first, so neither `..` nor a link can reach outside a root.
import { realpath } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileSource } from "../../probe/io/node-file-source";
import { InputError } from "./input-error";

export function mediaRoots(): string[] {
  return (process.env.MEDIA_ROOTS ?? "media")
    .split(path.delimiter)
    .filter(Boolean)
    .map((root) => path.resolve(/* turbopackIgnore: true */ root));
}

/** The real path of a file:// input, refused unless it lies under a media root. */
export async function resolveFileInput(url: string): Promise<string> {
  const requested = fileURLToPath(url);
  let real: string;
  try {
    real = await realpath(requested);
  } catch {
    throw new InputError("input_not_found", `${requested}: no such file`);
  }
  const roots = await Promise.all(mediaRoots().map((root) => realpath(root).catch(() => undefined)));
  if (!roots.some((root) => root && real.startsWith(root + path.sep))) {
    throw new InputError("input_refused", `${requested} is outside the media roots (MEDIA_ROOTS)`);
  }
  return real;
}

export async function openFileInput(url: string): Promise<FileSource> {
  return FileSource.open(await resolveFileInput(url));
}
