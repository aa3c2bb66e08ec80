// Runs probes for the fuzz test in a worker thread, so that a hang or runaway allocation can be stopped.
import { parentPort } from "node:worker_threads";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ProbeError } from "../../errors";
import { ContainerProbe } from "../../schema";

export interface FuzzRequest {
  id: number;
  bytes: Uint8Array;
}

export interface FuzzReply {
  id: number;
  /** probed: a valid object; refused: a ProbeError; invalid: an object the schema rejects; crashed: any other throw. */
  outcome: "probed" | "refused" | "invalid" | "crashed";
  bytesRead: number;
  message?: string;
}

parentPort?.on("message", async ({ id, bytes }: FuzzRequest) => {
  const source = new MemorySource(bytes, `mutation ${id}`);
  let reply: FuzzReply;
  try {
    const result = await probe(source);
    const valid = ContainerProbe.safeParse(result);
    reply = {
      id,
      outcome: valid.success ? "probed" : "invalid",
      bytesRead: source.stats.bytesRead,
      message: valid.error?.message,
    };
  } catch (error) {
    const crashed = !(error instanceof ProbeError);
    const message = crashed
      ? String((error as Error).stack ?? error)
      : `${(error as ProbeError).code}: ${(error as Error).message}`;
    reply = { id, outcome: crashed ? "crashed" : "refused", bytesRead: source.stats.bytesRead, message };
  }
  parentPort?.postMessage(reply);
});
