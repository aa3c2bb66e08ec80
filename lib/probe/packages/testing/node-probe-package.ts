// Test helper: a package probed as the CLI does, from its folder or from one file in it.
import { probe } from "../../probe";
import type { ContainerProbe } from "../../schema";
import { FileSource } from "../../io/node-file-source";
import { filesBeside, openPackageFolder } from "../node-package-folder";

export async function probeFolder(folder: string): Promise<ContainerProbe> {
  const { source, files } = await openPackageFolder(folder);
  try {
    return await probe(source, { siblings: files });
  } finally {
    await source.close();
  }
}

export async function probeFile(file: string): Promise<ContainerProbe> {
  const source = await FileSource.open(file);
  try {
    return await probe(source, { siblings: await filesBeside(file) });
  } finally {
    await source.close();
  }
}
