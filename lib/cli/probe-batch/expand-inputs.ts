// The inputs of `broadmark probe`: URLs as given, files as given, a folder holding a package (IMF, HLS, DASH)
// as one input, other directories as the regular files under them (their direct entries, or the whole tree
// with `recursive`), each directory's entries in name order.
import { readdir, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { FolderFiles, packageEntryOf } from "../../probe/packages/node-package-folder";

export const isUrl = (target: string) => /^https?:\/\//i.test(target);

export interface ExpandedInputs {
  inputs: string[];
  /** Whether a directory was among the targets: its files are a batch even when there is one. */
  fromDirectory: boolean;
}

export async function expandInputs(targets: readonly string[], recursive: boolean): Promise<ExpandedInputs> {
  const inputs: string[] = [];
  let fromDirectory = false;
  for (const target of targets) {
    // A path that cannot be read stays an input: probing it fails and is counted like any other failure.
    const info = isUrl(target) ? undefined : await stat(target).catch(() => undefined);
    if (info?.isDirectory() && (await isPackageFolder(target))) {
      inputs.push(target);
    } else if (info?.isDirectory()) {
      fromDirectory = true;
      inputs.push(...(await filesUnder(target, recursive)));
    } else {
      inputs.push(target);
    }
  }
  return { inputs, fromDirectory };
}

async function filesUnder(directory: string, recursive: boolean): Promise<string[]> {
  const entries = (await readdir(directory, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isFile()) files.push(full);
    else if (entry.isDirectory() && recursive)
      files.push(...((await isPackageFolder(full)) ? [full] : await filesUnder(full, true)));
    // A symbolic link counts when it leads to a regular file; linked directories are not entered, so a
    // link cycle cannot make the walk endless.
    else if (entry.isSymbolicLink() && (await stat(full).catch(() => undefined))?.isFile()) files.push(full);
  }
  return files;
}

async function isPackageFolder(directory: string): Promise<boolean> {
  return (await packageEntryOf(new FolderFiles(await realpath(directory)))) !== undefined;
}
