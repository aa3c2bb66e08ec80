// A queue worker: runs probe jobs, webhook deliveries and composition jobs with the configured concurrency,
// reports its liveness, and unlocks jobs held by workers that stopped reporting (a crashed process), so
// that they run again elsewhere.
import { run, type Task } from "graphile-worker";
import { databaseUrl, shutdownGraceSeconds } from "../config/env";
import { pool } from "../db/client";
import { log } from "../log/logger";
import { abandonJob, processJob } from "../jobs/process-job";
import { COMPOSITION_TASK, PROBE_TASK } from "../jobs/queue";
import { queueLogger, queueStopping } from "../jobs/queue-logger";
import { superviseRunner, survivingQueueRejections } from "./supervised-runner";
import { deliverWebhook } from "../webhooks/deliver";
import { DELIVERY_TASK } from "../events/emit";
import { setting } from "../config/settings";

export interface WorkerSettings {
  /** Probe jobs run at once: they mostly wait on reads and the database. */
  concurrency: number;
  /**
   * Webhook deliveries sent at once, on a runner of their own: a slow or failing receiver holds a
   * delivery slot for up to its timeout, and must never hold one that a probe job needs.
   */
  deliveryConcurrency: number;
  /** Composition jobs run at once: each renders with ffmpeg and keeps cores busy. */
  renderConcurrency: number;
  /** A worker silent for this long is presumed dead and its jobs are unlocked. */
  staleSeconds: number;
}

function workerSettings(): WorkerSettings {
  return {
    concurrency: setting("BROADMARK_WORKER_CONCURRENCY"),
    deliveryConcurrency: setting("BROADMARK_WEBHOOK_CONCURRENCY"),
    renderConcurrency: setting("BROADMARK_RENDER_CONCURRENCY"),
    staleSeconds: setting("BROADMARK_WORKER_STALE_SECONDS"),
  };
}

export interface RunningWorker {
  /**
   * Takes no new job, lets running jobs finish for up to `graceSeconds`, then hands those still running
   * back to the queue (unlocked, to run again after the queue's backoff) and stops.
   */
  stop(graceSeconds?: number): Promise<void>;
}

export async function startWorker(overrides: Partial<WorkerSettings> = {}): Promise<RunningWorker> {
  const settings = { ...workerSettings(), ...overrides };
  survivingQueueRejections();
  let handedBack = false;
  // A task still running when its job was handed back to the queue belongs to another worker now, and
  // the database is about to stop: its late outcome is never reported (the process exits first).
  const reportUnlessHandedBack =
    (task: Task): Task =>
    async (payload, helpers) => {
      try {
        await task(payload, helpers);
      } catch (error) {
        if (!handedBack) throw error;
      }
      if (handedBack) await new Promise<never>(() => undefined);
    };
  const runJob: Task = async (payload, helpers) => {
    const { jobId } = payload as { jobId: string };
    try {
      await processJob(jobId);
    } catch (error) {
      if (helpers.job.attempts >= helpers.job.max_attempts) await abandonJob(jobId, (error as Error).message);
      throw error;
    }
  };
  // Three runners on one queue, each taking only its own tasks: many light jobs at once, deliveries apart, few renders.
  const startRunner = (name: string, concurrency: number, taskList: Record<string, Task>, fetchAhead: boolean) =>
    superviseRunner(name, (events) => {
      events.on("job:error", ({ error, job }) =>
        log.warn({ err: error, job: job.id, task: job.task_identifier }, "queue job failed; it will be retried"),
      );
      return run({
        connectionString: databaseUrl(),
        concurrency,
        events,
        noHandleSignals: true,
        pollInterval: 1000,
        // Light jobs are fetched several at a time and completions written together, rather than one round
        // trip each: a job done but not yet marked complete when the process dies runs again, which changes
        // nothing (every step is conditional on the state it leaves).
        // The pool may grow to one connection per running job besides the one that listens for new jobs
        // (never less than the library's default of 10), as the library advises; connections open on demand,
        // and with jobs fetched and completed in batches few are open at once.
        preset: {
          worker: {
            ...(fetchAhead ? { localQueue: { size: concurrency } } : {}),
            completeJobBatchDelay: 0,
            failJobBatchDelay: 0,
            maxPoolSize: Math.max(10, concurrency + 1),
          },
        },
        logger: queueLogger,
        // No crontab: this service schedules nothing by time.
        parsedCronItems: [],
        taskList: Object.fromEntries(
          Object.entries(taskList).map(([name, task]) => [name, reportUnlessHandedBack(task)]),
        ),
      });
    });
  const runners = await Promise.all([
    startRunner("probe", settings.concurrency, { [PROBE_TASK]: runJob }, true),
    startRunner("delivery", settings.deliveryConcurrency, { [DELIVERY_TASK]: deliverWebhook }, true),
    startRunner("render", settings.renderConcurrency, { [COMPOSITION_TASK]: runJob }, false),
  ]);
  // Who holds job locks: the queue locks a job under its worker pool's id, not the id of the worker running it.
  const poolIds = () => runners.flatMap((runner) => runner.poolIds());

  // Plain SQL through the pool: a probe worker then never needs the query engine, whose first use would
  // cost more than its start-up otherwise.
  const beat = async () => {
    await pool().query(
      `INSERT INTO queue_worker (worker_id, heartbeat_at) SELECT unnest($1::text[]), $2::timestamptz
       ON CONFLICT (worker_id) DO UPDATE SET heartbeat_at = excluded.heartbeat_at`,
      [poolIds(), new Date().toISOString()],
    );
    await unlockJobsOfSilentWorkers(settings.staleSeconds);
  };
  const interval = Math.max(250, (settings.staleSeconds * 1000) / 4);
  const timer = setInterval(
    () => beat().catch((error: unknown) => log.warn({ err: error }, "worker heartbeat")),
    interval,
  );
  await beat();
  log.info(settings, "queue worker started");

  return {
    async stop(graceSeconds = shutdownGraceSeconds()) {
      clearInterval(timer);
      const stopped = Promise.all(runners.map((runner) => runner.stop())).then(() => true);
      let timeout: NodeJS.Timeout | undefined;
      const graceOver = new Promise<false>(
        (resolve) => (timeout = setTimeout(() => resolve(false), graceSeconds * 1000)),
      );
      if (!(await Promise.race([stopped, graceOver]))) {
        log.warn(
          { graceSeconds },
          "jobs still running at the end of the shutdown grace period are handed back to the queue",
        );
        // kill() releases the running jobs (graphile-worker's forceful shutdown); the tasks themselves are
        // abandoned in this process, whose exit ends them, so their end is not awaited.
        handedBack = true;
        await Promise.all(runners.map((runner) => runner.kill()));
        await handBack(poolIds());
        // The killed pools keep their connections while their abandoned tasks hang: the database may stop under them.
        queueStopping();
      }
      clearTimeout(timeout);
      // On SIGTERM the embedded database may already be stopping; a stale row is swept by other workers.
      await pool()
        .query("DELETE FROM queue_worker WHERE worker_id = ANY($1::text[])", [poolIds()])
        .catch((error: unknown) => log.debug({ err: error }, "worker deregistration skipped"));
    },
  };
}

/** Unlocks the jobs of this worker's pools at once, so that another worker takes them without waiting for the stale sweep. */
async function handBack(pools: string[]): Promise<void> {
  await pool()
    .query("SELECT graphile_worker.force_unlock_workers($1::text[])", [pools])
    .catch((error: unknown) =>
      log.warn({ err: error }, "jobs not handed back; the stale-worker sweep will unlock them"),
    );
}

async function unlockJobsOfSilentWorkers(staleSeconds: number): Promise<void> {
  const stale = new Date(Date.now() - staleSeconds * 1000);
  // A job locked by a worker with no recent heartbeat (or none at all) belongs to a dead process.
  await pool().query(
    `SELECT graphile_worker.force_unlock_workers(array_agg(DISTINCT j.locked_by))
     FROM graphile_worker.jobs j
     WHERE j.locked_by IS NOT NULL
       AND j.locked_at < $1
       AND NOT EXISTS (SELECT 1 FROM queue_worker w WHERE w.worker_id = j.locked_by AND w.heartbeat_at >= $1)
     HAVING count(*) > 0`,
    [stale.toISOString()],
  );
  await pool().query("DELETE FROM queue_worker WHERE heartbeat_at < $1", [
    new Date(Date.now() - staleSeconds * 10_000).toISOString(),
  ]);
}
