// The job queue: graphile-worker on the service's own PostgreSQL (LISTEN/NOTIFY pickup, retries with
// backoff, job keys). Jobs are enqueued in the same transaction that records them, so none is lost.
import { runMigrations } from "graphile-worker";
import type { Prisma } from "../db/generated/client";
import { queueLogger } from "./queue-logger";

export const PROBE_TASK = "probe_job";

export async function migrateQueue(databaseUrl: string): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, logger: queueLogger });
}

/** Enqueues the processing of a job inside the caller's transaction; the job key makes it idempotent. */
export async function enqueueJob(tx: Prisma.TransactionClient, jobId: string): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(${PROBE_TASK}, json_build_object('jobId', ${jobId}::text), job_key := ${jobId}::text, max_attempts := 5)`;
}
