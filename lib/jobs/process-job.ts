// The queue task: probes each pending input of a job, stores each result once, and finishes the job.
// At-least-once delivery is made idempotent: inputs already done are skipped, result keys are
// deterministic, and every state change is conditional on the state it leaves.
import { db } from "../db/client";
import type { JobInput } from "../db/generated/client";
import { log } from "../log/logger";
import { probe } from "../probe/probe";
import { ProbeError } from "../probe/errors";
import { blobStore } from "../storage";
import { nowNs } from "../time/clock";
import { InputError } from "./sources/input-error";
import { openInput } from "./sources/open-input";

export function resultKey(jobId: string, kind: "inputs" | "outputs", name: string): string {
  return `jobs/${jobId}/${kind}/${name}.json`;
}

export async function processJob(jobId: string): Promise<void> {
  const job = await db().job.findUnique({ where: { id: jobId }, include: { inputs: { orderBy: { position: "asc" } } } });
  if (!job || (job.status !== "Queued" && job.status !== "Running")) return;
  await db().job.updateMany({ where: { id: jobId, status: "Queued" }, data: { status: "Running", startedAt: nowNs() } });

  let done = job.inputs.filter((input) => input.status !== "Pending").length;
  for (const input of job.inputs) {
    if (input.status !== "Pending") continue;
    if ((await db().job.findUnique({ where: { id: jobId }, select: { status: true } }))?.status !== "Running") return;
    await probeInput(jobId, input);
    done++;
    await db().job.updateMany({ where: { id: jobId, status: "Running" }, data: { progress: Math.floor((done / job.inputs.length) * 100) } });
  }

  const failed = await db().jobInput.count({ where: { jobId, status: "Failed" } });
  const { count } = await db().job.updateMany({
    where: { id: jobId, status: "Running" },
    data: {
      status: failed > 0 ? "Failed" : "Completed",
      progress: 100,
      completedAt: nowNs(),
      error: failed > 0 ? `${failed} of ${job.inputs.length} input(s) failed` : null,
    },
  });
  if (count === 1) log.info({ job: jobId, failedInputs: failed }, "job finished");
}

async function probeInput(jobId: string, input: JobInput): Promise<void> {
  let source;
  try {
    source = await openInput(input.url);
    const result = await probe(source);
    const key = resultKey(jobId, "inputs", input.name);
    const stored = await blobStore().put(key, new TextEncoder().encode(JSON.stringify(result)), "application/json");
    await db().jobInput.updateMany({
      where: { jobId, name: input.name, status: "Pending" },
      data: { status: "Completed", resultKey: key, resultEtag: stored.etag, completedAt: nowNs() },
    });
  } catch (error) {
    const { code, message } = describeFailure(error);
    if (!code) throw error; // infrastructure trouble: let the queue retry the job
    await db().jobInput.updateMany({
      where: { jobId, name: input.name, status: "Pending" },
      data: { status: "Failed", error: message, errorCode: code, completedAt: nowNs() },
    });
  } finally {
    await source?.close?.().catch((error: unknown) => log.warn({ err: error }, "closing an input"));
  }
}

const PROBE_ERROR_CODES = { empty: "media_empty", unrecognized: "media_unrecognized", unreadable: "media_unreadable" } as const;

function describeFailure(error: unknown): { code?: string; message: string } {
  if (error instanceof InputError) return { code: error.code, message: error.message };
  if (error instanceof ProbeError) return { code: PROBE_ERROR_CODES[error.code], message: error.message };
  return { message: (error as Error).message };
}
