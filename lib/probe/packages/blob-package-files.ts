// A package dropped in the browser: a set of files (or a folder's files) with their paths relative to
// the package root. Nothing is uploaded; the files are read like any other source, and hashed whole
// for the IMF PKL check since they are local.
import type { SiblingFiles } from "../containers/container-format";
import { ProbeError } from "../errors";
import { BlobSource } from "../io/blob-source";
import type { ByteSource } from "../io/byte-source";
import { choosePackageEntry } from "./package-entry";

export interface PackageFile {
  /** "/"-separated, relative to the package root. */
  path: string;
  file: File;
}

export class BlobPackageFiles implements SiblingFiles {
  private readonly byPath: ReadonlyMap<string, Blob>;

  constructor(files: readonly PackageFile[]) {
    this.byPath = new Map(files.map(({ path, file }) => [path, file]));
  }

  async list(): Promise<string[]> {
    return [...this.byPath.keys()].filter((path) => !path.includes("/"));
  }

  async open(name: string): Promise<ByteSource> {
    return new BlobSource(this.blob(name), name);
  }

  async sha1(name: string): Promise<Uint8Array> {
    return new Uint8Array(await crypto.subtle.digest("SHA-1", await this.blob(name).arrayBuffer()));
  }

  private blob(name: string): Blob {
    const blob = this.byPath.get(name);
    if (!blob) throw new Error("not among the files given");
    return blob;
  }
}

/** The dropped files as a package: its entry file's source and the others beside it. */
export async function openDroppedPackage(
  files: readonly PackageFile[],
): Promise<{ source: ByteSource; siblings: BlobPackageFiles }> {
  const siblings = new BlobPackageFiles(files);
  const entry = await choosePackageEntry(await siblings.list(), (name) =>
    files.find((file) => file.path === name)!.file.text(),
  );
  if (entry === undefined) throw new ProbeError("unrecognized", "no ASSETMAP, MPD or HLS playlist among the files");
  return { source: await siblings.open(entry), siblings };
}
