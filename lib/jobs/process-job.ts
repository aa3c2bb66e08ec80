// The queue task: probes each pending input of a job, stores each result once, and finishes the job.
// At-least-once delivery is made idempotent: inputs already done are skipped, result keys are
// deterministic, and every state change is conditional on the state it leaves.
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { db } from "../db/client";
import { GroupCommit } from "../db/group-commit";
import type { JobInput } from "../db/generated/client";
import { log } from "../log/logger";
import { probeDuration, renderDuration, secondsSince } from "../metrics/metrics";
import { probe } from "../probe/probe";
import { ProbeError } from "../probe/errors";
import { checkSpec } from "../probe/delivery-spec/check-spec";
import { DeliverySpec } from "../probe/delivery-spec/spec-schema";
import { StorageFullError, blobStore } from "../storage";
import { nowNs } from "../time/clock";
import { FfmpegError } from "../render/ffmpeg-error";
import { revokeAfterFailure } from "../reservations/service";
import { renderComposition, type RenderJob } from "./composition/render-job";
import { WatermarkError } from "./composition/steps/watermark-error";
import { SourceMarkedError } from "./composition/steps/refuse-marked";
import {
  failOutputs,
  failPendingInputs,
  finishJob,
  finishProbeJobs,
  recordDetection,
  recordInput,
  recordProgress,
  startJobs,
  type InputOutcome,
  type JobStart,
  type ProbeJobEnd,
} from "./job-store";
import type { JobView } from "./schemas";
import { jobView } from "./views";
import { resultKey } from "./result-keys";
import { InputError } from "../net/input-error";
import { openInput } from "./sources/open-input";
import { analyzeInput, throttled } from "./analyze-input";
import { DetectionError } from "./detection/detection-error";
import { searchInputs } from "./detection/search-inputs";

/** Share of a composition job's progress spent probing its inputs; rendering takes the rest. */
const PROBING_SHARE = 0.1;

/**
 * The jobs a worker runs at once start, and end, in shared statements: while one is in flight, those that
 * arrive wait and go together in the next (each commit then serves several jobs).
 */
const jobStarts = new GroupCommit((starts: JobStart[]) => startJobs(starts), 1, 64);
const probeJobEnds = new GroupCommit((ends: ProbeJobEnd[]) => finishProbeJobs(ends), 1, 64);

export async function processJob(jobId: string): Promise<void> {
  const started = await jobStarts.submit({ jobId, at: nowNs() });
  if (started?.status !== "Running") return; // gone, finished or canceled
  if (started.composed) return processComposition(jobId);

  // A probe job's last input is written with the job's end, in one statement.
  const { job } = started;
  const probed = await probeInputs(job, 1, { recordLast: false });
  if (probed.canceled) return;
  job.status = probed.failed > 0 ? "Failed" : "Completed";
  job.error = failureText(probed.failed, job.inputs.length);
  job.progress = 100;
  job.completedAt = nowNs();
  const view = jobView(job) as JobView & { status: "Completed" | "Failed" };
  if (await probeJobEnds.submit({ view, lastInput: probed.last, at: job.completedAt }))
    log.info({ job: jobId, error: job.error }, "job finished");
}

/** A job that renders outputs, or searches its inputs for marks: its inputs are probed first (a share of the progress), then it works. */
async function processComposition(jobId: string): Promise<void> {
  const job = await db().job.findUnique({
    where: { id: jobId },
    include: { inputs: { orderBy: { position: "asc" } }, outputs: true, watermarks: true },
  });
  if (!job) return;
  const probed = await probeInputs(job, PROBING_SHARE, { recordLast: true });
  if (probed.canceled) return;

  const error = failureText(probed.failed, job.inputs.length);
  let failure: Failure | null = error === null ? null : { error };
  if (failure === null) {
    const worked = job.detect !== null ? await detectInputs(job) : await renderOutputs(job);
    if (worked === undefined) return; // canceled while working
    failure = worked;
  }
  // A marked source was refused before anything was marked: its reservation was not used, so it is kept.
  if (failure !== null) await failJobOutputs(job, failure.error, { revoke: failure.code !== "source_already_marked" });
  await endJob(jobId, failure);
}

/** Why a job failed, with a stable code when the failure has one (docs/api.md §10.7). */
interface Failure {
  error: string;
  code?: string;
}

const failureText = (failed: number, inputs: number) => (failed > 0 ? `${failed} of ${inputs} input(s) failed` : null);

/**
 * Probes a job's Pending inputs in order, each input's outcome recorded on its row (also in `job.inputs`)
 * with the progress, up to `share` of the whole. With recordLast false the last outcome is returned
 * unrecorded instead, for the caller to write with the job's end.
 */
async function probeInputs(
  job: { id: string; inputs: JobInput[] },
  share: number,
  { recordLast }: { recordLast: boolean },
) {
  let done = job.inputs.filter((input) => input.status !== "Pending").length;
  let failed = job.inputs.filter((input) => input.status === "Failed").length;
  let last: { name: string; outcome: InputOutcome } | undefined;
  for (const input of job.inputs.filter((input) => input.status === "Pending")) {
    const inputShare = share / job.inputs.length;
    // An analysed input reads its whole file: its progress is recorded as it goes, at most once a second.
    const analysisProgress = throttled(
      (fraction: number) => void reportProgress(job.id, (done + fraction) * inputShare),
      1000,
    );
    const outcome = await probeInput(job.id, input, analysisProgress);
    const at = nowNs();
    Object.assign(input, inputColumns(outcome), { completedAt: at });
    if (outcome.status === "Failed") failed++;
    done++;
    if (done === job.inputs.length && !recordLast) last = { name: input.name, outcome };
    else if (
      !(await recordInput(job.id, input.name, outcome, Math.floor((done / job.inputs.length) * share * 100), at))
    )
      return { canceled: true, failed };
  }
  return { canceled: false, failed, last };
}

/** The columns of an input row an outcome sets. */
function inputColumns(
  outcome: InputOutcome,
): Pick<JobInput, "status" | "resultKey" | "resultEtag" | "error" | "errorCode"> {
  return outcome.status === "Completed"
    ? {
        status: "Completed",
        resultKey: outcome.resultKey,
        resultEtag: outcome.resultEtag,
        error: null,
        errorCode: null,
      }
    : { status: "Failed", resultKey: null, resultEtag: null, error: outcome.error, errorCode: outcome.errorCode };
}

/** A Running job ends Completed, or Failed with its failure, with its webhook event. */
async function endJob(jobId: string, failure: Failure | null): Promise<void> {
  const error = failure?.error ?? null;
  const finished = await finishJob(jobId, ["Running"], {
    status: error ? "Failed" : "Completed",
    progress: error ? undefined : 100,
    at: nowNs(),
    error,
    errorCode: failure?.code,
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
  await failPendingInputs(jobId, error, "internal_error", nowNs());
  await finishJob(jobId, ["Queued", "Running"], { status: "Failed", at: nowNs(), error });
}

/** Records progress (0..1) while the job is Running; false once it was canceled. */
async function reportProgress(jobId: string, fraction: number): Promise<boolean> {
  return recordProgress(jobId, Math.floor(fraction * 100));
}

/** Renders the outputs; null when all succeeded, the failure otherwise, undefined when canceled. */
async function renderOutputs(job: RenderJob["job"]): Promise<Failure | null | undefined> {
  const started = process.hrtime.bigint();
  const outcome = await heavyWork(job.id, (context) => renderComposition({ job, ...context }));
  if (outcome !== undefined)
    renderDuration.observe({ outcome: outcome === null ? "completed" : "failed" }, secondsSince(started));
  return outcome;
}

/** Searches the inputs for marks and records the result (docs/api.md §4.7); as renderOutputs answers. */
async function detectInputs(job: RenderJob["job"]): Promise<Failure | null | undefined> {
  return heavyWork(job.id, async (context) => {
    const inputs = await searchInputs({ job, ...context });
    await recordDetection(job.id, inputs);
  });
}

/**
 * Runs a job's work after probing, in a work directory removed afterwards, with the rest of the progress and
 * cancellation (the job's status is read each second); null when it succeeded, the job's failure
 * otherwise, undefined when canceled.
 */
async function heavyWork(
  jobId: string,
  work: (context: Omit<RenderJob, "job">) => Promise<void>,
): Promise<Failure | null | undefined> {
  const abort = new AbortController();
  const workDir = path.join(tmpdir(), `broadmark-job-${jobId}`);
  const watchCancel = setInterval(() => {
    void db()
      .job.findUnique({ where: { id: jobId }, select: { status: true } })
      .then((row) => row?.status === "Canceled" && abort.abort());
  }, 1000);
  try {
    await mkdir(workDir, { recursive: true });
    await work({
      workDir,
      signal: abort.signal,
      onProgress: async (fraction) =>
        void (await reportProgress(jobId, PROBING_SHARE + fraction * (1 - PROBING_SHARE))),
    });
    return null;
  } catch (error) {
    if (abort.signal.aborted) return undefined;
    if (error instanceof SourceMarkedError) return { error: error.message, code: error.code };
    const known = [WatermarkError, FfmpegError, InputError, ProbeError, DetectionError].some(
      (kind) => error instanceof kind,
    );
    if (!known) throw error;
    return {
      error:
        error instanceof FfmpegError
          ? [error.message.split("\n")[0], ...error.stderrTail.slice(-3)].join(" | ")
          : (error as Error).message,
    };
  } finally {
    clearInterval(watchCancel);
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Every output fails with the job's error, those already rendered included (docs/api.md §4.6: outputs count only
 * when the job completed), and their blobs are removed; reservations the job used are revoked (docs/api.md §3),
 * unless `revoke` is false (a marked source was refused before any reservation was used: docs/api.md §10.7).
 */
async function failJobOutputs(
  job: { id: string; watermarks: RenderJob["job"]["watermarks"] },
  error: string,
  { revoke } = { revoke: true },
): Promise<void> {
  const rendered = await db().jobOutput.findMany({ where: { jobId: job.id, status: "Completed" } });
  for (const key of rendered.flatMap((output) => [output.fileKey, output.resultKey]))
    if (key) await blobStore().delete(key);
  await failOutputs(job.id, error, nowNs());
  if (!revoke) return;
  for (const watermark of job.watermarks) {
    await revokeAfterFailure(watermark.reservationId, `job ${job.id}: ${error}`);
  }
}

/** Probes one input (and runs the analysis pass it asks for) and stores its result; infrastructure trouble is thrown, for the queue to retry the job. */
async function probeInput(
  jobId: string,
  input: Pick<JobInput, "name" | "url" | "analysis" | "spec">,
  onAnalysis: (fraction: number) => void,
): Promise<InputOutcome> {
  let source;
  const started = process.hrtime.bigint();
  try {
    const opened = await openInput(input.url);
    source = opened.source;
    const probed = await probe(source, { siblings: opened.siblings });
    const analysed = input.analysis.length > 0 ? await analyzeInput(input, source, probed, onAnalysis) : probed;
    // The spec was validated when the job was submitted (schemas.ts): parsed again for its defaults.
    const result =
      input.spec === null
        ? analysed
        : { ...analysed, delivery_check: checkSpec(DeliverySpec.parse(input.spec), analysed) };
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

const PROBE_ERROR_CODES = {
  empty: "media_empty",
  unrecognized: "media_unrecognized",
  unreadable: "media_unreadable",
} as const;

function describeFailure(error: unknown): { code?: string; message: string } {
  if (error instanceof InputError) return { code: error.code, message: error.message };
  if (error instanceof StorageFullError)
    return { code: "storage_full", message: "the probe result could not be stored: the service's storage is full" };
  if (error instanceof ProbeError) return { code: PROBE_ERROR_CODES[error.code], message: error.message };
  return { message: (error as Error).message };
}
