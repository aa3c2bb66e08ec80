// file:// inputs: only files under the directories of MEDIA_ROOTS (default ./media). Paths are
// resolved through symlinks first, so neither `..` nor a link can reach outside a root.
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileSource } from "../../probe/io/node-file-source";
import { FolderFiles, openPackageFolder } from "../../probe/packages/node-package-folder";
import { ProbeError } from "../../probe/errors";
import { InputError } from "../../net/input-error";
import { setting } from "../../config/settings";

function mediaRoots(): string[] {
  return setting("MEDIA_ROOTS")
    .split(path.delimiter)
    .filter(Boolean)
    .map((root) => path.resolve(/* turbopackIgnore: true */ root));
}

/** The one answer for every file:// URL that cannot name a file under a root: it says nothing of the file. */
export const FILE_URL_REFUSAL = "file:// urls must name a file under the media roots (MEDIA_ROOTS), without a host";

/**
 * Judges a file:// URL from its text alone, before the file system is touched: a host other than
 * localhost, an encoded separator or NUL, or a path outside every root gets FILE_URL_REFUSAL.
 */
export function fileUrlRefusal(url: string): string | undefined {
  const parsed = new URL(url);
  if (parsed.host !== "" && parsed.host !== "localhost") return FILE_URL_REFUSAL;
  if (/%(2f|5c|00)/i.test(parsed.pathname)) return FILE_URL_REFUSAL;
  let requested: string;
  try {
    requested = fileURLToPath(parsed);
  } catch {
    return FILE_URL_REFUSAL;
  }
  const inside = mediaRoots().some((root) => path.resolve(requested).startsWith(root + path.sep));
  return inside ? undefined : FILE_URL_REFUSAL;
}

/**
 * The real paths of the media roots, each resolved once per process (like the rest of the configuration,
 * a root moved elsewhere takes effect at the next start); a root that does not exist yet is tried again.
 */
const realRoots = new Map<string, string>();

async function realRoot(root: string): Promise<string | undefined> {
  const known = realRoots.get(root);
  if (known !== undefined) return known;
  const real = await realpath(root).catch(() => undefined);
  if (real !== undefined) realRoots.set(root, real);
  return real;
}

/** The real path of a file:// input, refused unless it lies under a media root. */
export async function resolveFileInput(url: string): Promise<string> {
  const refusal = fileUrlRefusal(url);
  if (refusal) throw new InputError("input_refused", refusal);
  const requested = fileURLToPath(url);
  let real: string;
  try {
    real = await realpath(requested);
  } catch {
    throw new InputError("input_not_found", `${requested}: no such file`);
  }
  const roots = await Promise.all(mediaRoots().map(realRoot));
  if (!roots.some((root) => root && real.startsWith(root + path.sep))) {
    throw new InputError("input_refused", `${requested} is outside the media roots (MEDIA_ROOTS)`);
  }
  return real;
}

/**
 * A file:// input: a file, with the files of its folder beside it, or a package folder (IMF, HLS, DASH)
 * opened at its entry file. Either way no file outside the input's folder is read.
 */
export async function openFileInput(url: string): Promise<{ source: FileSource; siblings: FolderFiles }> {
  const real = await resolveFileInput(url);
  // Trying again will not help any of these: a folder holding no package, a socket, a file that vanished.
  const notFound = (reason: string) =>
    new InputError("input_not_found", `${fileURLToPath(url)}: not a readable file or package (${reason})`);
  // A file is the common case, opened at once; the path is looked at only when it is no regular file.
  try {
    return { source: await FileSource.open(real), siblings: new FolderFiles(path.dirname(real)) };
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
  }
  const kind = await stat(real).then(
    (info) => (info.isDirectory() ? "folder" : "not a regular file"),
    (error: NodeJS.ErrnoException) => error.code ?? "error",
  );
  if (kind !== "folder") throw notFound(kind);
  try {
    const { source, files } = await openPackageFolder(real);
    return { source, siblings: files };
  } catch (error) {
    throw notFound(
      error instanceof ProbeError
        ? "a folder without an ASSETMAP, MPD or HLS playlist"
        : ((error as NodeJS.ErrnoException).code ?? "error"),
    );
  }
}
