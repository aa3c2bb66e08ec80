// A queue runner that outlives the database. graphile-worker 0.17 gives up a worker pool when it cannot
// record a job's outcome (its batch retry rethrows on the first connection error: "queue is in an
// inconsistent state; aborting"); the pool's shutdown may then fail too and never settle, and its local
// queue can reject with no handler. A PostgreSQL restart or failover must not end the process or its
// work, so a pool that fails is abandoned and a new runner starts once the database answers, after the
// jobs the old pool held are unlocked. Those jobs run again: every step of a job is conditional on the
// state it leaves, so a second run changes nothing already recorded (a render the old pool still runs
// may be done twice; its outcome is recorded once).
import { EventEmitter } from "node:events";
import type { Runner, WorkerEvents } from "graphile-worker";
import { pool } from "../db/client";
import { log } from "../log/logger";

export interface SupervisedRunner {
  /** The ids of the live pools: the queue locks jobs under these, and the heartbeat reports them. */
  poolIds(): string[];
  stop(): Promise<void>;
  kill(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 2_000;

/** Starts a runner with `start` (given the events emitter it must use) and replaces it whenever its pool fails. */
export async function superviseRunner(
  name: string,
  start: (events: WorkerEvents) => Promise<Runner>,
): Promise<SupervisedRunner> {
  let stopping = false;
  const orphanedPools = new Set<string>();
  let current: { runner: Runner; pools: Set<string> };

  const launch = async () => {
    const events: WorkerEvents = new EventEmitter();
    const pools = new Set<string>();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed || stopping) return;
      failed = true;
      for (const id of pools) orphanedPools.add(id);
      pools.clear();
      void replace(error);
    };
    events.on("pool:create", ({ workerPool }) => pools.add(workerPool.id));
    events.on("pool:fatalError", ({ error }) => fail(error));
    const runner = await start(events);
    current = { runner, pools };
    runner.promise.then(() => fail(new Error("the worker pool stopped")), fail);
  };

  const replace = async (error: unknown) => {
    const abandoned = current.runner;
    log.error(
      { err: error, runner: name },
      "queue runner failed (database unavailable?); a new one starts once the database answers",
    );
    for (let wait = FIRST_RETRY_MS; !stopping; wait = Math.min(LAST_RETRY_MS, wait * 2)) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        await unlockJobsOf(orphanedPools);
        if (stopping) return;
        await launch();
        log.info({ runner: name }, "queue runner started again");
        // The failed pool may still retry its listener: end it (its jobs are unlocked, so it releases none).
        abandoned
          .kill()
          .catch((failure: unknown) => log.debug({ err: failure, runner: name }, "failed queue runner ended"));
        return;
      } catch (failure) {
        log.debug({ err: failure, runner: name }, "queue runner not started yet");
      }
    }
  };

  await launch();
  return {
    poolIds: () => [...current.pools],
    stop: () => {
      stopping = true;
      return current.runner.stop();
    },
    kill: () => {
      stopping = true;
      return current.runner.kill();
    },
  };
}

/** Unlocks the jobs of the pools in the set, and forgets the pools once that is done. */
async function unlockJobsOf(orphanedPools: Set<string>): Promise<void> {
  const pools = [...orphanedPools];
  if (pools.length === 0) return;
  await pool().query("SELECT graphile_worker.force_unlock_workers($1::text[])", [pools]);
  for (const id of pools) orphanedPools.delete(id);
}

let guarded = false;

/**
 * The queue library's local queue rejects with no handler when it cannot hand its jobs back to a database
 * that is away; its runner is replaced by superviseRunner, so that rejection is logged, not fatal. Any
 * other unhandled rejection stays fatal, as in Node's default.
 */
export function survivingQueueRejections(): void {
  if (guarded) return;
  guarded = true;
  process.on("unhandledRejection", (reason) => {
    if (reason instanceof Error && reason.stack?.includes("/graphile-worker/")) {
      log.error({ err: reason }, "the queue library failed while the database was unavailable; its runner is replaced");
      return;
    }
    throw reason;
  });
}
