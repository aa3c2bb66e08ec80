// `broadmark worker`: a queue worker only, for scale-out on other machines (same DATABASE_URL and
// blob store configuration as the server).
import { openDatabase } from "./open-database";
import { disconnectDb } from "../db/client";
import { log } from "../log/logger";
import { startWorker } from "../worker/worker";
import { stopRequested } from "./shutdown";

export async function run(): Promise<number> {
  const stop = stopRequested();
  const database = await openDatabase();
  const worker = await startWorker();
  log.info({ signal: await stop }, "worker shutting down");
  await worker.stop();
  await disconnectDb();
  await database.stop();
  return 0;
}
