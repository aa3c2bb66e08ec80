// Step 5, probe: every output gets a probe object, as the inputs do.
import { probe } from "../../../probe/probe";
import { FileSource } from "../../../probe/io/node-file-source";
import type { ContainerProbe } from "../../../probe/schema";

export async function probeFile(file: string): Promise<ContainerProbe> {
  const source = await FileSource.open(file);
  try {
    return await probe(source);
  } finally {
    await source.close();
  }
}
