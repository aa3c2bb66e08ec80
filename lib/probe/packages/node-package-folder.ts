// Node-only: a package as a local folder. Files are opened by path relative to the folder and never
// outside it (symbolic links are resolved before the check); the entry file is found by its name.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import type { SiblingFiles } from "../containers/container-format";
import { ProbeError } from "../errors";
import { newStats, type ByteSource, type ReadStats } from "../io/byte-source";
import { FileSource } from "../io/node-file-source";
import { isAbsoluteUrl } from "./references";

/** Media Playlists looked at for the Master Playlist of a folder holding several. */
const MAX_PLAYLISTS_LOOKED_AT = 32;

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
    const hash = createHash("sha1");
    for await (const chunk of createReadStream(await this.realPathOf(name))) hash.update(chunk as Buffer);
    return new Uint8Array(hash.digest());
  }

  /** What the files opened so far have read. */
  get stats(): ReadStats {
    const total = newStats();
    for (const source of this.opened) {
      total.reads += source.stats.reads;
      total.bytesRead += source.stats.bytesRead;
    }
    return total;
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

/**
 * A package folder's entry file: its ASSETMAP (IMF, ST 429-9), else its MPD, else its Master Playlist
 * (the .m3u8 with EXT-X-STREAM-INF, or the only .m3u8).
 */
export async function openPackageFolder(folder: string): Promise<{ source: FileSource; files: FolderFiles }> {
  const files = new FolderFiles(await realpath(folder));
  const names = (await files.list()).sort();
  const entry = names.find((name) => /^ASSETMAP(\.xml)?$/i.test(name)) ?? names.find((name) => /\.mpd$/i.test(name)) ?? (await masterPlaylist(files.root, names));
  if (entry === undefined) throw new ProbeError("unrecognized", `${folder}: no ASSETMAP, MPD or HLS playlist in the folder`);
  return { source: await FileSource.open(path.join(files.root, entry)), files };
}

async function masterPlaylist(root: string, names: string[]): Promise<string | undefined> {
  const playlists = names.filter((name) => /\.m3u8?$/i.test(name));
  for (const name of playlists.slice(0, MAX_PLAYLISTS_LOOKED_AT)) {
    if ((await readFile(path.join(root, name), "utf8")).includes("#EXT-X-STREAM-INF:")) return name;
  }
  return playlists.length === 1 ? playlists[0] : undefined;
}
