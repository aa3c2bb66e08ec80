// Where the database is: an external server when DATABASE_URL is set, else the embedded one. Start-up
// code: it migrates the job queue too and publishes DATABASE_URL for the rest of the process.
import { dataDir, externalDatabaseUrl } from "../config/env";
import type { RunningDatabase } from "../db/embedded";
import { migrate } from "../db/migrate";
import { migrateQueue } from "../jobs/queue";

/** Connects (starting the embedded server if needed), applies migrations (ours and the queue's) and sets DATABASE_URL. */
export async function openDatabase(): Promise<RunningDatabase> {
  const external = externalDatabaseUrl();
  // The embedded server's package loads only when it is used.
  const database = external
    ? { url: external, stop: async () => undefined }
    : await (await import("../db/embedded")).startEmbeddedPostgres(dataDir());
  await migrate(database.url);
  await migrateQueue(database.url);
  process.env.DATABASE_URL = database.url;
  return database;
}
