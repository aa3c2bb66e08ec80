// A job's writes as single SQL statements through the pool: a submission (the job, its inputs, outputs
// and watermarks, and its queue entry), a job's start, an input's outcome with the job's progress, and a
// probe job's last input with the job's end and its webhook event cost one round trip each, instead of one
// query engine call per row. Every worker change stays conditional on the state it leaves, so a
// re-delivered job changes nothing twice.
import { pool } from "../db/client";
import type { Job, JobInput, JobOutput } from "../db/generated/client";
import { formatNs } from "../time/clock";
import { eventCtes, maxAttempts } from "../events/emit";
import { enqueueJobSql } from "./queue";
import type { JobView } from "./schemas";

/** A job with its inputs (in position order) and outputs, as its view needs it. */
export type JobRecord = Job & { inputs: JobInput[]; outputs: JobOutput[] };

export interface StartedJob {
  status: string;
  /** Whether the job renders outputs (a composition); such jobs take the full path. */
  composed: boolean;
  job: JobRecord;
}

type Nanoseconds<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] extends bigint | null ? string | null : T[K] };

const nanoseconds = (value: string | null) => (value === null ? null : BigInt(value));

export interface NewJob {
  id: string;
  factoryId: string;
  createdAt: bigint;
  createdByKeyId: string;
  /** The composition of a job that renders outputs; null for a probe job. */
  composition: object | null;
  inputs: { name: string; url: string }[];
  outputs: { name: string; type: string }[];
  watermarks: { outputName: string; streamName: string; reservationId: string }[];
}

/** Records a Queued job with its rows and queue entry, as it now is; undefined when its factory does not exist. */
export async function insertJob(job: NewJob): Promise<JobRecord | undefined> {
  const positioned = <T>(rows: T[]) => JSON.stringify(rows.map((row, position) => ({ ...row, position })));
  const { rows } = await pool().query<{ composition: Job["composition"] }>({
    name: "job.insert",
    text: `WITH j AS (
        INSERT INTO job (id, factory_id, status, progress, created_at_ns, created_by_key_id, composition)
        SELECT $1::text, f.id, 'Queued', 0, $3::bigint, $4::text, $5::jsonb FROM factory f WHERE f.id = $2::text
        RETURNING id, composition),
      i AS (
        INSERT INTO job_input (job_id, name, position, url, status)
        SELECT j.id, x.name, x.position, x.url, 'Pending' FROM j, json_to_recordset($6::json) AS x(name text, position int, url text)),
      o AS (
        INSERT INTO job_output (job_id, name, position, type, status)
        SELECT j.id, x.name, x.position, x.type, 'Pending' FROM j, json_to_recordset($7::json) AS x(name text, position int, type text)),
      w AS (
        INSERT INTO job_watermark (job_id, output_name, stream_name, reservation_id)
        SELECT j.id, x."outputName", x."streamName", x."reservationId"
        FROM j, json_to_recordset($8::json) AS x("outputName" text, "streamName" text, "reservationId" text)),
      q AS (SELECT ${enqueueJobSql("j.id")} FROM j)
      SELECT j.composition, (SELECT count(*) FROM q) AS queued FROM j`,
    values: [
      job.id, job.factoryId, String(job.createdAt), job.createdByKeyId, job.composition === null ? null : JSON.stringify(job.composition),
      positioned(job.inputs), positioned(job.outputs), JSON.stringify(job.watermarks),
    ],
  });
  const row = rows[0];
  if (!row) return undefined;
  const pending = { jobId: job.id, status: "Pending", error: null, resultKey: null, resultEtag: null, completedAt: null };
  return {
    id: job.id, factoryId: job.factoryId, status: "Queued", progress: 0, error: null, createdAt: job.createdAt, startedAt: null,
    completedAt: null, createdByKeyId: job.createdByKeyId, composition: row.composition,
    inputs: job.inputs.map((input, position) => ({ ...pending, ...input, position, errorCode: null })),
    outputs: job.outputs.map((output, position) => ({ ...pending, ...output, position, fileKey: null })),
  };
}

/** Marks a Queued job Running and returns it as it is now; undefined when there is no such job. */
export async function startJob(jobId: string, at: bigint): Promise<StartedJob | undefined> {
  const { rows } = await pool().query<{ status: string; job: Nanoseconds<Job>; inputs: Nanoseconds<JobInput>[]; outputs: Nanoseconds<JobOutput>[] }>({
    name: "job.start",
    // The outer query sees the job as it was before the update: the started job is s, the others j.
    text: `WITH s AS (UPDATE job SET status = 'Running', started_at_ns = $2::bigint WHERE id = $1::text AND status = 'Queued' RETURNING *)
      SELECT j.status,
        json_build_object('id', j.id, 'factoryId', j.factory_id, 'status', j.status, 'progress', j.progress, 'error', j.error,
          'createdAt', j.created_at_ns::text, 'startedAt', j.started_at_ns::text, 'completedAt', j.completed_at_ns::text,
          'createdByKeyId', j.created_by_key_id, 'composition', j.composition) AS job,
        (SELECT coalesce(json_agg(json_build_object('jobId', i.job_id, 'name', i.name, 'position', i.position, 'url', i.url, 'status', i.status,
           'error', i.error, 'errorCode', i.error_code, 'resultKey', i.result_key, 'resultEtag', i.result_etag, 'completedAt', i.completed_at_ns::text)
           ORDER BY i.position), '[]') FROM job_input i WHERE i.job_id = j.id) AS inputs,
        (SELECT coalesce(json_agg(json_build_object('jobId', o.job_id, 'name', o.name, 'position', o.position, 'type', o.type, 'status', o.status,
           'error', o.error, 'fileKey', o.file_key, 'resultKey', o.result_key, 'resultEtag', o.result_etag, 'completedAt', o.completed_at_ns::text)
           ORDER BY o.position), '[]') FROM job_output o WHERE o.job_id = j.id) AS outputs
      FROM (SELECT * FROM s UNION ALL SELECT * FROM job WHERE id = $1::text AND NOT EXISTS (SELECT 1 FROM s)) j`,
    values: [jobId, String(at)],
  });
  const row = rows[0];
  if (!row) return undefined;
  const job: JobRecord = {
    ...row.job,
    createdAt: BigInt(row.job.createdAt),
    startedAt: nanoseconds(row.job.startedAt),
    completedAt: nanoseconds(row.job.completedAt),
    inputs: row.inputs.map((input) => ({ ...input, completedAt: nanoseconds(input.completedAt) })),
    outputs: row.outputs.map((output) => ({ ...output, completedAt: nanoseconds(output.completedAt) })),
  };
  return { status: row.status, composed: job.composition !== null, job };
}

/** What probing one input came to. */
export type InputOutcome =
  | { status: "Completed"; resultKey: string; resultEtag: string }
  | { status: "Failed"; error: string; errorCode: string };

/** An input's outcome as statement parameters: status, result key, result etag, error, error code. */
function outcomeColumns(outcome: InputOutcome | undefined): (string | null)[] {
  if (!outcome) return [null, null, null, null, null];
  const done = outcome.status === "Completed";
  return [outcome.status, done ? outcome.resultKey : null, done ? outcome.resultEtag : null, done ? null : outcome.error, done ? null : outcome.errorCode];
}

/**
 * The CTE that records a Pending input's outcome: job id $1, input name $2, then outcomeColumns as $3..$7
 * and the instant $8.
 */
const RECORD_INPUT = `i AS (
  UPDATE job_input SET status = $3::text, result_key = $4::text, result_etag = $5::text, error = $6::text, error_code = $7::text,
    completed_at_ns = $8::bigint
  WHERE job_id = $1::text AND name = $2::text AND status = 'Pending')`;

/** Records a Pending input's outcome and the Running job's progress (0..100); false when the job is no longer Running (canceled). */
export async function recordInput(jobId: string, name: string, outcome: InputOutcome, progress: number, at: bigint): Promise<boolean> {
  const { rowCount } = await pool().query({
    name: "job.record_input",
    text: `WITH ${RECORD_INPUT}
      UPDATE job SET progress = $9::int WHERE id = $1::text AND status = 'Running'`,
    values: [jobId, name, ...outcomeColumns(outcome), String(at), progress],
  });
  return rowCount === 1;
}

const EVENTS = { Completed: "job.completed", Failed: "job.failed" } as const;

/**
 * A Running probe job's end in one statement: its last input's outcome (when it had one to probe), its
 * terminal status, and its webhook event with `view`, the job as it now is. False when it was no longer
 * Running (canceled), in which case nothing changes.
 */
export async function finishProbeJob(view: JobView & { status: keyof typeof EVENTS }, lastInput: { name: string; outcome: InputOutcome } | undefined, at: bigint): Promise<boolean> {
  const { rows } = await pool().query<{ finished: boolean }>({
    name: "job.finish_probe",
    text: `WITH ${RECORD_INPUT},
      j AS (
        UPDATE job SET status = $9::text, progress = $10::int, error = $11::text, completed_at_ns = $8::bigint
        WHERE id = $1::text AND status = 'Running' RETURNING id, factory_id),
      finished AS (SELECT j.id AS resource_id, j.factory_id, $12::json AS data FROM j),
      ${eventCtes({ events: "finished", type: "$13::text", factoryId: "ev.factory_id", timestamp: "$14::text", atNs: "$8::bigint", maxAttempts: "$15::int" })}
      SELECT EXISTS (SELECT 1 FROM j) AS finished, (SELECT count(*) FROM webhook_jobs) AS events`,
    values: [
      view.id, lastInput?.name ?? null, ...outcomeColumns(lastInput?.outcome), String(at), view.status, view.progress, view.error ?? null,
      JSON.stringify(view), EVENTS[view.status], formatNs(at), maxAttempts(),
    ],
  });
  return rows[0]!.finished;
}
