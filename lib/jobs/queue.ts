// The job queue: graphile-worker on the service's own PostgreSQL (LISTEN/NOTIFY pickup, retries with
// backoff, job keys). Jobs are enqueued in the same transaction that records them, so none is lost.
// Enqueueing is plain SQL; the queue library itself loads only where it works (a worker, a migration).
import pg from "pg";

export const PROBE_TASK = "probe_job";
/** A job that renders outputs (a composition): a task of its own, so that workers bound renders apart. */
export const COMPOSITION_TASK = "composition_job";

/**
 * Applies the queue's migrations. A database already at the installed library's latest migration is left
 * as it is without loading the library, which is most of an API server's start-up otherwise.
 */
export async function migrateQueue(databaseUrl: string): Promise<void> {
  if (await queueSchemaIsCurrent(databaseUrl)) return;
  const [{ runMigrations }, { queueLogger }] = await Promise.all([import("graphile-worker"), import("./queue-logger")]);
  await runMigrations({ connectionString: databaseUrl, logger: queueLogger });
}

async function queueSchemaIsCurrent(databaseUrl: string): Promise<boolean> {
  // The library's migrations as it ships them (SQL texts named 000001.sql, ...; no other code loads).
  const { migrations } = await import("graphile-worker/dist/generated/sql.js");
  const latest = Math.max(...Object.keys(migrations).map((file) => Number.parseInt(file, 10)));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: table } = await client.query("SELECT to_regclass('graphile_worker.migrations') AS name");
    if (table[0]?.name === null) return false; // a new database
    const { rows } = await client.query<{ id: number | null }>("SELECT max(id) AS id FROM graphile_worker.migrations");
    return rows[0]?.id === latest;
  } finally {
    await client.end();
  }
}

/**
 * The SQL expression that enqueues the processing of job `jobId` (an SQL expression), for the statement
 * that records the job, so that none is recorded without its queue entry; the job key makes it idempotent.
 * `composed` (an SQL boolean) picks the composition task, which detect jobs share: both decode whole programmes.
 */
export function enqueueJobSql(jobId: string, composed: string): string {
  return `graphile_worker.add_job(CASE WHEN ${composed} THEN '${COMPOSITION_TASK}' ELSE '${PROBE_TASK}' END, json_build_object('jobId', ${jobId}),
    job_key := ${jobId}, max_attempts := 5)`;
}
