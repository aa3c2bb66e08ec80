// The files of a drop or a multiple file input, each with its path inside what was chosen: a dropped
// folder is walked (File and Directory Entries API), its own name left out of the paths.
import type { PackageFile } from "@/lib/probe/packages/blob-package-files";

/** Entries are taken while the drop event runs (the DataTransfer empties after); they are read after. */
export function droppedEntries(transfer: DataTransfer): FileSystemEntry[] {
  return [...transfer.items].flatMap((item) => item.webkitGetAsEntry() ?? []);
}

export async function filesOfEntries(entries: readonly FileSystemEntry[]): Promise<PackageFile[]> {
  const [only] = entries;
  // One dropped folder is the package root; otherwise the dropped items are its top level.
  if (entries.length === 1 && only?.isDirectory) return walk(only as FileSystemDirectoryEntry, "");
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory
        ? walk(entry as FileSystemDirectoryEntry, `${entry.name}/`)
        : fileOf(entry as FileSystemFileEntry, ""),
    ),
  );
  return nested.flat();
}

/** A multiple file input's files; a folder chosen with it gives paths under the folder's name. */
export function filesOfInput(files: readonly File[]): PackageFile[] {
  return files.map((file) => ({
    path: file.webkitRelativePath ? file.webkitRelativePath.split("/").slice(1).join("/") : file.name,
    file,
  }));
}

async function fileOf(entry: FileSystemFileEntry, prefix: string): Promise<PackageFile[]> {
  const file = await new Promise<File>((resolve, reject) => entry.file(resolve, reject));
  return [{ path: `${prefix}${entry.name}`, file }];
}

async function walk(directory: FileSystemDirectoryEntry, prefix: string): Promise<PackageFile[]> {
  const reader = directory.createReader();
  const entries: FileSystemEntry[] = [];
  // readEntries answers in batches until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    entries.push(...batch);
  }
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory
        ? walk(entry as FileSystemDirectoryEntry, `${prefix}${entry.name}/`)
        : fileOf(entry as FileSystemFileEntry, prefix),
    ),
  );
  return nested.flat();
}
