// Step 4, store: the rendered file and its probe object go to the blob store; the output is then Completed.
import { createReadStream } from "node:fs";
import { completeOutput } from "../../job-store";
import { blobStore } from "../../../storage";
import { nowNs } from "../../../time/clock";
import { outputFileKey, resultKey } from "../../result-keys";
import { probeFile } from "./probe";

export async function storeOutput(jobId: string, name: string, file: string, extension: string): Promise<void> {
  const fileKey = outputFileKey(jobId, name, extension);
  await blobStore().putStream(fileKey, createReadStream(file), Number.MAX_SAFE_INTEGER);
  const result = await probeFile(file);
  const key = resultKey(jobId, "outputs", name);
  const stored = await blobStore().put(key, new TextEncoder().encode(JSON.stringify(result)), "application/json");
  await completeOutput(jobId, name, { fileKey, resultKey: key, resultEtag: stored.etag }, nowNs());
}
