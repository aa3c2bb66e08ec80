// `broadmark worker`: a queue worker only, for scale-out on other machines (same DATABASE_URL and
// blob store configuration as the server), with /metrics, /healthz and /readyz on its own port when
// BROADMARK_WORKER_METRICS_PORT is set.
import { openDatabase } from "./open-database";
import { shutdownGraceSeconds } from "../config/env";
import { disconnectDb } from "../db/client";
import { markShuttingDown } from "../health/readiness";
import { log } from "../log/logger";
import { startWorker } from "../worker/worker";
import { closeServer, stopRequested } from "./shutdown";
import { serveWorkerMonitoring } from "./worker-monitoring";

export async function run(): Promise<number> {
  const stop = stopRequested();
  const database = await openDatabase();
  const worker = await startWorker();
  const monitoring = await serveWorkerMonitoring();
  log.info({ signal: await stop }, "worker shutting down");
  // /readyz answers 503 `shutdown` while the jobs in flight finish.
  markShuttingDown();
  await worker.stop();
  if (monitoring) await closeServer(monitoring, shutdownGraceSeconds());
  await disconnectDb();
  await database.stop();
  return 0;
}
