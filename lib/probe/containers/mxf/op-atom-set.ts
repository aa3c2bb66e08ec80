// OP-Atom sets (SMPTE ST 390 clause 6): one essence track per file, the files of a clip sharing one
// material package. Files beside the probed one that carry the same material package UID are members.
import type { SiblingFiles } from "../container-format";
import { readMxfFile, type MxfFile } from "./mxf-file";

/** Files beside the probed one that are looked at; an OP-Atom clip has one per track. */
const MAX_SIBLINGS = 64;
/** Bytes a member is first read from, as probe() reads a file's head. */
const HEAD_BYTES = 64 * 1024;

export interface OpAtomMember {
  readonly name: string;
  readonly file: MxfFile;
}

export async function readOpAtomSiblings(
  siblings: SiblingFiles,
  ownName: string,
  materialPackageUID: string,
  diagnostics: string[],
): Promise<OpAtomMember[]> {
  const names = (await siblings.list()).filter((name) => name !== ownName && /\.mxf$/i.test(name)).sort();
  if (names.length > MAX_SIBLINGS)
    diagnostics.push(`MXF: ${names.length} files beside this one; the first ${MAX_SIBLINGS} are looked at`);
  const members: OpAtomMember[] = [];
  for (const name of names.slice(0, MAX_SIBLINGS)) {
    const source = await siblings.open(name);
    try {
      // A sibling's own damage is not this file's: its messages are dropped, its streams kept only if it belongs.
      const file = await readMxfFile(source, await source.read(0, Math.min(source.size, HEAD_BYTES)), []);
      if (file.model.materialPackageUID === materialPackageUID) members.push({ name, file });
    } catch {
      // Not an MXF file, or one that cannot be read: not a member of this clip.
    } finally {
      await source.close?.();
    }
  }
  return members;
}
