// The queue task: probes each pending input of a job, stores each result once, and finishes the job.
// At-least-once delivery is made idempotent: inputs already done are skipped, result keys are
// deterministic, and every state change is conditional on the state it leaves.
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { db } from "../db/client";
import { log } from "../log/logger";
import { probeDuration, renderDuration, secondsSince } from "../metrics/metrics";
import { probe } from "../probe/probe";
import { ProbeError } from "../probe/errors";
import { blobStore } from "../storage";
import { nowNs } from "../time/clock";
import { FfmpegError } from "../render/ffmpeg-error";
import { revokeAfterFailure } from "../reservations/service";
import { renderComposition, type RenderJob } from "./composition/render-job";
import { WatermarkError } from "./composition/steps/watermark-error";
import { finishJob } from "./events";
import { recordInput, startJob, type InputOutcome } from "./job-store";
import { resultKey } from "./result-keys";
import { InputError } from "./sources/input-error";
import { openInput } from "./sources/open-input";

/** Share of a composition job's progress spent probing its inputs; rendering takes the rest. */
const PROBING_SHARE = 0.1;

export async function processJob(jobId: string): Promise<void> {
  const started = await startJob(jobId, nowNs());
  if (started?.status !== "Running") return; // gone, finished or canceled
  if (started.composed) return processComposition(jobId);

  const { inputs } = started;
  let done = inputs.filter((input) => input.status !== "Pending").length;
  let failed = inputs.filter((input) => input.status === "Failed").length;
  for (const input of inputs.filter((input) => input.status === "Pending")) {
    const outcome = await probeInput(jobId, input);
    if (outcome.status === "Failed") failed++;
    done++;
    if (!(await recordInput(jobId, input.name, outcome, Math.floor((done / inputs.length) * 100), nowNs()))) return; // canceled
  }
  await endJob(jobId, failed > 0 ? `${failed} of ${inputs.length} input(s) failed` : null);
}

/** A job that renders outputs: its inputs are probed first (a share of the progress), then it renders. */
async function processComposition(jobId: string): Promise<void> {
  const job = await db().job.findUnique({
    where: { id: jobId },
    include: { inputs: { orderBy: { position: "asc" } }, outputs: true, watermarks: true },
  });
  if (!job) return;
  let done = job.inputs.filter((input) => input.status !== "Pending").length;
  let failed = job.inputs.filter((input) => input.status === "Failed").length;
  for (const input of job.inputs) {
    if (input.status !== "Pending") continue;
    const outcome = await probeInput(jobId, input);
    if (outcome.status === "Failed") failed++;
    done++;
    if (!(await recordInput(jobId, input.name, outcome, Math.floor((done / job.inputs.length) * PROBING_SHARE * 100), nowNs()))) return; // canceled
  }

  let error = failed > 0 ? `${failed} of ${job.inputs.length} input(s) failed` : null;
  if (error === null) {
    const inputs = await db().jobInput.findMany({ where: { jobId } });
    const rendered = await renderOutputs({ ...job, inputs }, PROBING_SHARE);
    if (rendered === undefined) return; // canceled while rendering
    error = rendered;
  }
  if (error !== null) await failJobOutputs(job, error);
  await endJob(jobId, error);
}

/** A Running job ends Completed, or Failed with `error`, with its webhook event. */
async function endJob(jobId: string, error: string | null): Promise<void> {
  const finished = await finishJob(jobId, ["Running"], {
    status: error ? "Failed" : "Completed",
    progress: error ? undefined : 100,
    completedAt: nowNs(),
    error,
  });
  if (finished) log.info({ job: jobId, error }, "job finished");
}

/** After the queue's last attempt failed: the job fails (and gives back its reservations) rather than hang. */
export async function abandonJob(jobId: string, reason: string): Promise<void> {
  const job = await db().job.findUnique({ where: { id: jobId }, include: { watermarks: true } });
  if (!job) return;
  // The reason is infrastructure text (database driver, file system): logged, never shown to clients.
  log.error({ job: jobId, reason }, "job abandoned after its last attempt");
  const error = "the service failed to process this job; the failure has been logged";
  await failJobOutputs(job, error);
  await db().jobInput.updateMany({ where: { jobId, status: "Pending" }, data: { status: "Failed", error, errorCode: "internal_error", completedAt: nowNs() } });
  await finishJob(jobId, ["Queued", "Running"], { status: "Failed", completedAt: nowNs(), error });
}

/** Records progress (0..1) while the job is Running; false once it was canceled. */
async function reportProgress(jobId: string, fraction: number): Promise<boolean> {
  const { count } = await db().job.updateMany({ where: { id: jobId, status: "Running" }, data: { progress: Math.floor(fraction * 100) } });
  return count === 1;
}

/** Renders the outputs; null when all succeeded, the error otherwise, undefined when canceled. */
async function renderOutputs(job: RenderJob["job"], probingShare: number): Promise<string | null | undefined> {
  const abort = new AbortController();
  const started = process.hrtime.bigint();
  const workDir = path.join(tmpdir(), `broadmark-job-${job.id}`);
  const watchCancel = setInterval(() => {
    void db().job.findUnique({ where: { id: job.id }, select: { status: true } }).then((row) => row?.status === "Canceled" && abort.abort());
  }, 1000);
  try {
    await renderComposition({
      job,
      workDir,
      signal: abort.signal,
      onProgress: async (fraction) => void (await reportProgress(job.id, probingShare + fraction * (1 - probingShare))),
    });
    renderDuration.observe({ outcome: "completed" }, secondsSince(started));
    return null;
  } catch (error) {
    if (abort.signal.aborted) return undefined;
    if (!(error instanceof WatermarkError || error instanceof FfmpegError || error instanceof InputError || error instanceof ProbeError)) throw error;
    renderDuration.observe({ outcome: "failed" }, secondsSince(started));
    return error instanceof FfmpegError ? [error.message.split("\n")[0], ...error.stderrTail.slice(-3)].join(" | ") : error.message;
  } finally {
    clearInterval(watchCancel);
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Every output fails with the job's error, those already rendered included (spec 4.6: outputs count only
 * when the job completed), and their blobs are removed; reservations the job used are revoked (spec 3).
 */
async function failJobOutputs(job: { id: string; watermarks: RenderJob["job"]["watermarks"] }, error: string): Promise<void> {
  const rendered = await db().jobOutput.findMany({ where: { jobId: job.id, status: "Completed" } });
  for (const key of rendered.flatMap((output) => [output.fileKey, output.resultKey])) if (key) await blobStore().delete(key);
  await db().jobOutput.updateMany({
    where: { jobId: job.id, status: { in: ["Pending", "Completed"] } },
    data: { status: "Failed", error, fileKey: null, resultKey: null, resultEtag: null, completedAt: nowNs() },
  });
  for (const watermark of job.watermarks) {
    await revokeAfterFailure(watermark.reservationId, `job ${job.id}: ${error}`);
  }
}

/** Probes one input and stores its result; infrastructure trouble is thrown, for the queue to retry the job. */
async function probeInput(jobId: string, input: { name: string; url: string }): Promise<InputOutcome> {
  let source;
  const started = process.hrtime.bigint();
  try {
    const opened = await openInput(input.url);
    source = opened.source;
    const result = await probe(source, { siblings: opened.siblings });
    const key = resultKey(jobId, "inputs", input.name);
    const stored = await blobStore().put(key, Buffer.from(JSON.stringify(result)), "application/json");
    probeDuration.observe({ outcome: "completed" }, secondsSince(started));
    return { status: "Completed", resultKey: key, resultEtag: stored.etag };
  } catch (error) {
    const { code, message } = describeFailure(error);
    if (!code) throw error; // infrastructure trouble: let the queue retry the job
    probeDuration.observe({ outcome: "failed" }, secondsSince(started));
    return { status: "Failed", error: message, errorCode: code };
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
