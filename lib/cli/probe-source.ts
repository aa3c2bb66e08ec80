// What a `broadmark probe` target opens: a local file with the files beside it (a CPL sees its track files,
// an OP-Atom file its siblings), a package folder at its entry file (IMF, HLS, DASH), or an http(s) URL
// read by range requests with the files its manifest names.
import { HttpSource } from "../probe/io/http-source";
import type { ByteSource, ReadStats } from "../probe/io/byte-source";
import { FileSource } from "../probe/io/node-file-source";
import { ProbeError } from "../probe/errors";
import type { SiblingFiles } from "../probe/containers/container-format";
import { HttpPackageFiles } from "../probe/packages/http-package-files";
import { filesBeside, isFolder, openPackageFolder } from "../probe/packages/node-package-folder";
import { isUrl } from "./probe-batch/expand-inputs";

export interface ProbeTarget {
  source: ByteSource;
  siblings: SiblingFiles & { readonly stats: ReadStats };
}

/** `alone`: the process probes this target only, so a local file is read without the thread pool. */
export async function openTarget(target: string, { alone = false } = {}): Promise<ProbeTarget> {
  if (!isUrl(target)) {
    if (await isFolder(target)) {
      const { source, files } = await openPackageFolder(target);
      return { source, siblings: files };
    }
    const source = await FileSource.open(target, { synchronous: alone });
    return { source, siblings: await filesBeside(target) };
  }
  try {
    return { source: await HttpSource.open(target), siblings: new HttpPackageFiles(target) };
  } catch (error) {
    // fetch reports DNS and connection failures as TypeError: the input is unreadable.
    if (error instanceof TypeError)
      throw new ProbeError("unreadable", `${target}: ${(error.cause as Error | undefined)?.message ?? error.message}`);
    throw error;
  }
}
