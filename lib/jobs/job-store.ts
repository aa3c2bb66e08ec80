// The worker's per-job writes as single SQL statements through the pool: starting a job and recording each
// input's outcome with the job's progress cost one round trip each, instead of one query engine call per
// change (the job's end is written with its webhook event, in jobs/events.ts). Every change stays conditional on the state it leaves, so
// a re-delivered job changes nothing twice.
import { pool } from "../db/client";

export interface StartedJob {
  status: string;
  /** Whether the job renders outputs (a composition); such jobs take the full path. */
  composed: boolean;
  inputs: { name: string; url: string; status: string }[];
}

/** Marks a Queued job Running and returns it with its inputs in order; undefined when there is no such job. */
export async function startJob(jobId: string, at: bigint): Promise<StartedJob | undefined> {
  const { rows } = await pool().query<StartedJob>({
    name: "job.start",
    // The outer query sees the job as it was before the update, hence the coalesce.
    text: `WITH s AS (UPDATE job SET status = 'Running', started_at_ns = $2::bigint WHERE id = $1::text AND status = 'Queued' RETURNING status)
      SELECT coalesce((SELECT status FROM s), j.status) AS status, j.composition IS NOT NULL AS composed,
        (SELECT coalesce(json_agg(json_build_object('name', i.name, 'url', i.url, 'status', i.status) ORDER BY i.position), '[]')
         FROM job_input i WHERE i.job_id = j.id) AS inputs
      FROM job j WHERE j.id = $1::text`,
    values: [jobId, String(at)],
  });
  return rows[0];
}

/** What probing one input came to. */
export type InputOutcome =
  | { status: "Completed"; resultKey: string; resultEtag: string }
  | { status: "Failed"; error: string; errorCode: string };

/** Records a Pending input's outcome and the Running job's progress (0..100); false when the job is no longer Running (canceled). */
export async function recordInput(jobId: string, name: string, outcome: InputOutcome, progress: number, at: bigint): Promise<boolean> {
  const done = outcome.status === "Completed";
  const { rowCount } = await pool().query({
    name: "job.record_input",
    text: `WITH i AS (
        UPDATE job_input SET status = $3::text, result_key = $4::text, result_etag = $5::text, error = $6::text, error_code = $7::text,
          completed_at_ns = $8::bigint
        WHERE job_id = $1::text AND name = $2::text AND status = 'Pending')
      UPDATE job SET progress = $9::int WHERE id = $1::text AND status = 'Running'`,
    values: [
      jobId, name, outcome.status, done ? outcome.resultKey : null, done ? outcome.resultEtag : null, done ? null : outcome.error,
      done ? null : outcome.errorCode, String(at), progress,
    ],
  });
  return rowCount === 1;
}
