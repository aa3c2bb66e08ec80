// A job's writes as single SQL statements through the pool: a submission (the job, its inputs, outputs
// and watermarks, and its queue entry) and an input's outcome with the job's progress cost one round trip
// each, instead of one query engine call per row; jobs' starts, and probe jobs' ends (the last input, the
// job's end and its webhook event), take one statement for many jobs, so a worker's concurrent jobs share it. Every worker change stays conditional on the state it leaves, so a
// re-delivered job changes nothing twice.
import { inTransaction, pool } from "../db/client";
import type { Job, JobInput, JobOutput } from "../db/generated/client";
import { formatNs } from "../time/clock";
import { emitEvent, eventCtes, maxAttempts, onPgClient } from "../events/emit";
import { enqueueJobSql } from "./queue";
import type { JobView } from "./schemas";
import { jobView } from "./views";

/** A job with its inputs (in position order) and outputs, as its view needs it. */
export type JobRecord = Job & { inputs: JobInput[]; outputs: JobOutput[] };

export interface StartedJob {
  status: string;
  /** Whether the job renders outputs (a composition) or searches its inputs for marks (detect); such jobs take the full path. */
  composed: boolean;
  job: JobRecord;
}

type Nanoseconds<T> = {
  [K in keyof T]: T[K] extends bigint ? string : T[K] extends bigint | null ? string | null : T[K];
};

const nanoseconds = (value: string | null) => (value === null ? null : BigInt(value));

export interface NewJob {
  id: string;
  factoryId: string;
  createdAt: bigint;
  createdByKeyId: string;
  /** The composition of a job that renders outputs; null for a probe job. */
  composition: object | null;
  /** A detect job's request (docs/api.md §4.7); absent for the others. */
  detect?: object;
  /** The name given at submission. */
  name?: string;
  /**
   * `fileName`: an upload's file name as uploaded; `analysis`: the deep pass's analyses (none when absent);
   * `spec`: the delivery spec to check against.
   */
  inputs: { name: string; url: string; fileName?: string; analysis?: string[]; spec?: object }[];
  outputs: { name: string; type: string }[];
  watermarks: { outputName: string; streamName: string; reservationId: string }[];
}

/** A job row `j` with its inputs and outputs, as JSON columns job, inputs and outputs (read by jobRecord). */
const RECORD_COLUMNS = `json_build_object('id', j.id, 'factoryId', j.factory_id, 'name', j.name, 'status', j.status, 'progress', j.progress, 'error', j.error, 'errorCode', j.error_code,
          'createdAt', j.created_at_ns::text, 'startedAt', j.started_at_ns::text, 'completedAt', j.completed_at_ns::text,
          'createdByKeyId', j.created_by_key_id, 'composition', j.composition, 'detect', j.detect, 'detection', j.detection) AS job,
        (SELECT coalesce(json_agg(json_build_object('jobId', i.job_id, 'name', i.name, 'position', i.position, 'url', i.url, 'fileName', i.file_name, 'analysis', i.analysis, 'spec', i.spec, 'status', i.status,
           'error', i.error, 'errorCode', i.error_code, 'resultKey', i.result_key, 'resultEtag', i.result_etag, 'completedAt', i.completed_at_ns::text)
           ORDER BY i.position), '[]') FROM job_input i WHERE i.job_id = j.id) AS inputs,
        (SELECT coalesce(json_agg(json_build_object('jobId', o.job_id, 'name', o.name, 'position', o.position, 'type', o.type, 'status', o.status,
           'error', o.error, 'fileKey', o.file_key, 'resultKey', o.result_key, 'resultEtag', o.result_etag, 'completedAt', o.completed_at_ns::text)
           ORDER BY o.position), '[]') FROM job_output o WHERE o.job_id = j.id) AS outputs`;

type RecordRow = { job: Nanoseconds<Job>; inputs: Nanoseconds<JobInput>[]; outputs: Nanoseconds<JobOutput>[] };

function jobRecord(row: RecordRow): JobRecord {
  return {
    ...row.job,
    createdAt: BigInt(row.job.createdAt),
    startedAt: nanoseconds(row.job.startedAt),
    completedAt: nanoseconds(row.job.completedAt),
    inputs: row.inputs.map((input) => ({ ...input, completedAt: nanoseconds(input.completedAt) })),
    outputs: row.outputs.map((output) => ({ ...output, completedAt: nanoseconds(output.completedAt) })),
  };
}

/** Records a Queued job with its rows and queue entry, as it now is; undefined when its factory does not exist. */
export async function insertJob(job: NewJob): Promise<JobRecord | undefined> {
  const positioned = <T>(rows: T[]) => JSON.stringify(rows.map((row, position) => ({ ...row, position })));
  const { rows } = await pool().query<{ composition: Job["composition"]; detect: Job["detect"] }>({
    name: "job.insert",
    text: `WITH j AS (
        INSERT INTO job (id, factory_id, name, status, progress, created_at_ns, created_by_key_id, composition, detect)
        SELECT $1::text, f.id, $10::text, 'Queued', 0, $3::bigint, $4::text, $5::jsonb, $9::jsonb FROM factory f WHERE f.id = $2::text
        RETURNING id, composition, detect),
      i AS (
        INSERT INTO job_input (job_id, name, position, url, file_name, analysis, spec, status)
        SELECT j.id, x.name, x.position, x.url, x."fileName", coalesce(x.analysis, '{}'), x.spec, 'Pending'
        FROM j, json_to_recordset($6::json) AS x(name text, position int, url text, "fileName" text, analysis text[], spec jsonb)),
      o AS (
        INSERT INTO job_output (job_id, name, position, type, status)
        SELECT j.id, x.name, x.position, x.type, 'Pending' FROM j, json_to_recordset($7::json) AS x(name text, position int, type text)),
      w AS (
        INSERT INTO job_watermark (job_id, output_name, stream_name, reservation_id)
        SELECT j.id, x."outputName", x."streamName", x."reservationId"
        FROM j, json_to_recordset($8::json) AS x("outputName" text, "streamName" text, "reservationId" text)),
      q AS (SELECT ${enqueueJobSql("j.id", "j.composition IS NOT NULL OR j.detect IS NOT NULL")} FROM j)
      SELECT j.composition, j.detect, (SELECT count(*) FROM q) AS queued FROM j`,
    values: [
      job.id,
      job.factoryId,
      String(job.createdAt),
      job.createdByKeyId,
      job.composition === null ? null : JSON.stringify(job.composition),
      positioned(job.inputs),
      positioned(job.outputs),
      JSON.stringify(job.watermarks),
      job.detect === undefined ? null : JSON.stringify(job.detect),
      job.name ?? null,
    ],
  });
  const row = rows[0];
  if (!row) return undefined;
  const pending = {
    jobId: job.id,
    status: "Pending",
    error: null,
    resultKey: null,
    resultEtag: null,
    completedAt: null,
  };
  return {
    id: job.id,
    factoryId: job.factoryId,
    name: job.name ?? null,
    status: "Queued",
    progress: 0,
    error: null,
    errorCode: null,
    createdAt: job.createdAt,
    startedAt: null,
    completedAt: null,
    createdByKeyId: job.createdByKeyId,
    composition: row.composition,
    detect: row.detect,
    detection: null,
    inputs: job.inputs.map((input, position) => ({
      ...pending,
      ...input,
      fileName: input.fileName ?? null,
      analysis: input.analysis ?? [],
      spec: input.spec ?? null,
      position,
      errorCode: null,
    })),
    outputs: job.outputs.map((output, position) => ({ ...pending, ...output, position, fileKey: null })),
  };
}

/** A job the worker is about to run, and when it starts. */
export interface JobStart {
  jobId: string;
  at: bigint;
}

/**
 * Marks Queued jobs Running and returns each as it is now (undefined when there is no such job), in the
 * order of `starts`: one statement for all, so that jobs a worker takes together start in one round trip.
 */
export async function startJobs(starts: JobStart[]): Promise<(StartedJob | undefined)[]> {
  const { rows } = await pool().query<{ n: string; status: string } & RecordRow>({
    name: "job.start",
    // The outer query sees each job as it was before the update: a started job is in s, the others in job.
    text: `WITH q AS (SELECT * FROM unnest($1::text[], $2::bigint[]) WITH ORDINALITY AS q(id, started_at_ns, n)),
      s AS (UPDATE job SET status = 'Running', started_at_ns = q.started_at_ns FROM q WHERE job.id = q.id AND job.status = 'Queued' RETURNING job.*)
      SELECT q.n, j.status, ${RECORD_COLUMNS}
      FROM q CROSS JOIN LATERAL (SELECT * FROM s WHERE s.id = q.id
        UNION ALL SELECT * FROM job WHERE job.id = q.id AND NOT EXISTS (SELECT 1 FROM s WHERE s.id = q.id)) j`,
    values: [starts.map((start) => start.jobId), starts.map((start) => String(start.at))],
  });
  const started = new Map(rows.map((row) => [Number(row.n) - 1, row]));
  return starts.map((_, i) => {
    const row = started.get(i);
    if (!row) return undefined;
    const job = jobRecord(row);
    return { status: row.status, composed: job.composition !== null || job.detect !== null, job };
  });
}

/** What probing one input came to. */
export type InputOutcome =
  | { status: "Completed"; resultKey: string; resultEtag: string }
  | { status: "Failed"; error: string; errorCode: string };

/** An input's outcome as statement parameters: status, result key, result etag, error, error code. */
function outcomeColumns(outcome: InputOutcome | undefined): (string | null)[] {
  if (!outcome) return [null, null, null, null, null];
  const done = outcome.status === "Completed";
  return [
    outcome.status,
    done ? outcome.resultKey : null,
    done ? outcome.resultEtag : null,
    done ? null : outcome.error,
    done ? null : outcome.errorCode,
  ];
}

/** Records a Pending input's outcome and the Running job's progress (0..100); false, recording nothing, when the job is no longer Running (canceled). */
export async function recordInput(
  jobId: string,
  name: string,
  outcome: InputOutcome,
  progress: number,
  at: bigint,
): Promise<boolean> {
  const { rowCount } = await pool().query({
    name: "job.record_input",
    text: `WITH i AS (
        UPDATE job_input SET status = $3::text, result_key = $4::text, result_etag = $5::text, error = $6::text, error_code = $7::text,
          completed_at_ns = $8::bigint
        WHERE job_id = $1::text AND name = $2::text AND status = 'Pending'
          AND EXISTS (SELECT 1 FROM job WHERE id = $1::text AND status = 'Running'))
      UPDATE job SET progress = $9::int WHERE id = $1::text AND status = 'Running'`,
    values: [jobId, name, ...outcomeColumns(outcome), String(at), progress],
  });
  return rowCount === 1;
}

const EVENTS = { Completed: "job.completed", Failed: "job.failed" } as const;

/** A Running probe job's end: the job as it now is, and its last input's outcome when it had one to probe. */
export interface ProbeJobEnd {
  view: JobView & { status: keyof typeof EVENTS };
  lastInput: { name: string; outcome: InputOutcome } | undefined;
  at: bigint;
}

/**
 * Running probe jobs' ends in one statement: each job's last input's outcome, its terminal status, and
 * its webhook event with the job's view. Each answer is false when that job was no longer Running
 * (canceled), in which case nothing of it changes.
 */
export async function finishProbeJobs(ends: ProbeJobEnd[]): Promise<boolean[]> {
  const column = <T>(value: (end: ProbeJobEnd) => T) => ends.map(value);
  const outcome = (i: number) => column((end) => outcomeColumns(end.lastInput?.outcome)[i]);
  const { rows } = await pool().query<{ id: string }>({
    name: "job.finish_probe",
    text: `WITH q AS (
        SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[],
          $10::int[], $11::text[], $12::text[], $13::text[], $14::text[])
        AS q(id, input_name, input_status, result_key, result_etag, input_error, error_code, at, status, progress, error, view, event_type, timestamp)),
      i AS (
        UPDATE job_input SET status = q.input_status, result_key = q.result_key, result_etag = q.result_etag, error = q.input_error,
          error_code = q.error_code, completed_at_ns = q.at
        FROM q WHERE job_input.job_id = q.id AND job_input.name = q.input_name AND job_input.status = 'Pending'
          AND EXISTS (SELECT 1 FROM job WHERE job.id = q.id AND job.status = 'Running')),
      j AS (
        UPDATE job SET status = q.status, progress = q.progress, error = q.error, completed_at_ns = q.at
        FROM q WHERE job.id = q.id AND job.status = 'Running'
        RETURNING job.id AS resource_id, job.factory_id, q.view::json AS data, q.event_type, q.timestamp, q.at),
      ${eventCtes({ events: "j", type: "ev.event_type", factoryId: "ev.factory_id", timestamp: "ev.timestamp", atNs: "ev.at", maxAttempts: "$15::int" })}
      SELECT j.resource_id AS id, (SELECT count(*) FROM webhook_jobs) AS events FROM j`,
    values: [
      column((end) => end.view.id),
      column((end) => end.lastInput?.name ?? null),
      outcome(0),
      outcome(1),
      outcome(2),
      outcome(3),
      outcome(4),
      column((end) => String(end.at)),
      column((end) => end.view.status),
      column((end) => end.view.progress),
      column((end) => end.view.error ?? null),
      column((end) => JSON.stringify(end.view)),
      column((end) => EVENTS[end.view.status]),
      column((end) => formatNs(end.at)),
      maxAttempts(),
    ],
  });
  const finished = new Set(rows.map((row) => row.id));
  return ends.map((end) => finished.has(end.view.id));
}

const END_EVENTS = { Completed: "job.completed", Failed: "job.failed", Canceled: "job.canceled" } as const;

/** A job's move to a terminal status; error and progress stay as they are when not given. */
export interface JobEnd {
  status: keyof typeof END_EVENTS;
  at: bigint;
  error?: string | null;
  /** A stable code for the failure, when it has one (docs/api.md §10.7). */
  errorCode?: string;
  progress?: number;
}

/**
 * Ends a job that is in one of `from`, with its webhook event (the job's view as it now is) in the same
 * transaction; false, changing nothing, when it was in no such status.
 */
export async function finishJob(jobId: string, from: string[], end: JobEnd): Promise<boolean> {
  return inTransaction(async (client) => {
    const { rows } = await client.query<RecordRow>({
      name: "job.lock_to_end",
      text: `SELECT ${RECORD_COLUMNS} FROM job j WHERE j.id = $1::text AND j.status = ANY($2::text[]) FOR UPDATE`,
      values: [jobId, from],
    });
    if (!rows[0]) return false;
    const before = jobRecord(rows[0]);
    const error = end.error === undefined ? before.error : end.error;
    const job = {
      ...before,
      status: end.status,
      completedAt: end.at,
      error,
      errorCode: end.errorCode ?? before.errorCode,
      progress: end.progress ?? before.progress,
    };
    await client.query({
      name: "job.end",
      text: `UPDATE job SET status = $2::text, progress = $3::int, error = $4::text, error_code = $6::text, completed_at_ns = $5::bigint WHERE id = $1::text`,
      values: [jobId, job.status, job.progress, job.error, String(end.at), job.errorCode],
    });
    await emitEvent(onPgClient(client), {
      type: END_EVENTS[end.status],
      resourceId: jobId,
      factoryId: job.factoryId,
      data: jobView(job),
    });
    return true;
  });
}

/** A Running job's progress (0..100); false once it is no longer Running (canceled). */
export async function recordProgress(jobId: string, progress: number): Promise<boolean> {
  const { rowCount } = await pool().query({
    name: "job.progress",
    text: `UPDATE job SET progress = $2::int WHERE id = $1::text AND status = 'Running'`,
    values: [jobId, progress],
  });
  return rowCount === 1;
}

/** The inputs still Pending fail with the job's error. */
export async function failPendingInputs(jobId: string, error: string, errorCode: string, at: bigint): Promise<void> {
  await pool().query({
    name: "job_input.fail_pending",
    text: `UPDATE job_input SET status = 'Failed', error = $2::text, error_code = $3::text, completed_at_ns = $4::bigint WHERE job_id = $1::text AND status = 'Pending'`,
    values: [jobId, error, errorCode, String(at)],
  });
}

/** A rendered output is stored: Completed with its file and probe result. */
export async function completeOutput(
  jobId: string,
  name: string,
  stored: { fileKey: string; resultKey: string; resultEtag: string },
  at: bigint,
): Promise<void> {
  await pool().query({
    name: "job_output.complete",
    text: `UPDATE job_output SET status = 'Completed', file_key = $3::text, result_key = $4::text, result_etag = $5::text, completed_at_ns = $6::bigint
           WHERE job_id = $1::text AND name = $2::text AND status = 'Pending'`,
    values: [jobId, name, stored.fileKey, stored.resultKey, stored.resultEtag, String(at)],
  });
}

/** Every output, those already rendered included, fails with the job's error and loses its blobs' keys. */
export async function failOutputs(jobId: string, error: string, at: bigint): Promise<void> {
  await pool().query({
    name: "job_output.fail",
    text: `UPDATE job_output SET status = 'Failed', error = $2::text, file_key = NULL, result_key = NULL, result_etag = NULL, completed_at_ns = $3::bigint
           WHERE job_id = $1::text AND status IN ('Pending', 'Completed')`,
    values: [jobId, error, String(at)],
  });
}

/** A Running detect job's result (docs/api.md §4.7), written before its end so that its webhook event carries it; false once canceled. */
export async function recordDetection(jobId: string, detection: object): Promise<boolean> {
  const { rowCount } = await pool().query({
    name: "job.detection",
    text: `UPDATE job SET detection = $2::jsonb WHERE id = $1::text AND status = 'Running'`,
    values: [jobId, JSON.stringify(detection)],
  });
  return rowCount === 1;
}
