// Node-only: a package as a local folder. Files are opened by path relative to the folder and never
// outside it (symbolic links are resolved before the check); the entry file is found by its name.
import { createReadStream } from "node:fs";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { SiblingFiles } from "../containers/container-format";
import { ProbeError } from "../errors";
import { totalStats, type ByteSource, type ReadStats } from "../io/byte-source";
import { FileSource } from "../io/node-file-source";
import { choosePackageEntry } from "./package-entry";
import { isAbsoluteUrl } from "./references";

export class FolderFiles implements SiblingFiles {
  private readonly opened: ByteSource[] = [];

  /** `root`: the real path of the folder. */
  constructor(readonly root: string) {}

  async list(): Promise<string[]> {
    const entries = await readdir(this.root, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  async open(name: string): Promise<ByteSource> {
    const source = await FileSource.open(await this.realPathOf(name));
    this.opened.push(source);
    return source;
  }

  async sha1(name: string): Promise<Uint8Array> {
    // node:crypto loads only here (IMF track files): loading it costs `broadmark probe FILE` ~10 ms of start-up.
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha1");
    for await (const chunk of createReadStream(await this.realPathOf(name))) hash.update(chunk as Buffer);
    return new Uint8Array(hash.digest());
  }

  /** What the files opened so far have read. */
  get stats(): ReadStats {
    return totalStats(this.opened);
  }

  private async realPathOf(name: string): Promise<string> {
    if (isAbsoluteUrl(name)) throw new Error("a local package names no URL");
    let real: string;
    try {
      real = await realpath(path.resolve(this.root, name));
    } catch (error) {
      throw new Error((error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message);
    }
    if (!real.startsWith(this.root + path.sep)) throw new Error("outside the package folder");
    return real;
  }
}

/** The files beside a local file, for a manifest (CPL, playlist) or an OP-Atom file probed alone. */
export async function filesBeside(filePath: string): Promise<FolderFiles> {
  return new FolderFiles(path.dirname(await realpath(filePath)));
}

export async function isFolder(target: string): Promise<boolean> {
  return (await stat(target).catch(() => undefined))?.isDirectory() ?? false;
}

/** The entry file of a package folder (package-entry.ts), if the folder holds a package. */
export async function packageEntryOf(files: FolderFiles): Promise<string | undefined> {
  return choosePackageEntry(await files.list(), (name) => readFile(path.join(files.root, name), "utf8"));
}

/** A package folder opened at its entry file. */
export async function openPackageFolder(folder: string): Promise<{ source: FileSource; files: FolderFiles }> {
  const files = new FolderFiles(await realpath(folder));
  const entry = await packageEntryOf(files);
  if (entry === undefined)
    throw new ProbeError("unrecognized", `${folder}: no ASSETMAP, MPD or HLS playlist in the folder`);
  return { source: await FileSource.open(path.join(files.root, entry)), files };
}
