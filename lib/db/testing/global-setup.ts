// Vitest global setup for database tests: a fresh, migrated database for each test worker, so that
// database suites run in parallel without seeing each other's rows. With DATABASE_URL set (a PostgreSQL
// server), the databases are created on that server and dropped afterwards; otherwise an embedded
// PostgreSQL is started in a temporary directory. The schema is migrated once, into a template that each
// worker's database copies (CREATE DATABASE … TEMPLATE: a file copy, far cheaper than migrating again).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../embedded";
import { migrateQueue } from "../../jobs/queue";
import { migrate } from "../migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** One database URL per test worker, indexed by VITEST_POOL_ID − 1. */
    databaseUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  if (process.env.DATABASE_URL) return createDatabases(process.env.DATABASE_URL, workers, project);
  const dir = await mkdtemp(path.join(tmpdir(), "broadmark-test-"));
  const database = await startEmbeddedPostgres(dir);
  await createDatabases(database.url, workers, project);
  return async () => {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

async function createDatabases(server: string, workers: number, project: TestProject): Promise<() => Promise<void>> {
  const prefix = `broadmark_test_${process.pid}_${Date.now()}`;
  const template = `${prefix}_template`;
  const names = Array.from({ length: workers }, (_, index) => `${prefix}_${index + 1}`);
  await adminQuery(server, `CREATE DATABASE ${template}`);
  await migrate(urlOf(server, template));
  await migrateQueue(urlOf(server, template));
  for (const name of names) await adminQuery(server, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  project.provide(
    "databaseUrls",
    names.map((name) => urlOf(server, name)),
  );
  return async () => {
    for (const name of [...names, template]) await adminQuery(server, `DROP DATABASE ${name} WITH (FORCE)`);
  };
}

function urlOf(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
