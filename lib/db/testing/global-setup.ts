// Vitest global setup for database tests: a fresh database for each run. With DATABASE_URL set (a
// PostgreSQL server), a new database is created on that server and dropped afterwards; otherwise an
// embedded PostgreSQL is started in a temporary directory.
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
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = process.env.DATABASE_URL;
  if (server) {
    const name = `broadmark_test_${process.pid}_${Date.now()}`;
    await adminQuery(server, `CREATE DATABASE ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    await migrate(url.toString());
    await migrateQueue(url.toString());
    project.provide("databaseUrl", url.toString());
    return () => adminQuery(server, `DROP DATABASE ${name} WITH (FORCE)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), "broadmark-test-"));
  const database = await startEmbeddedPostgres(dir);
  await migrate(database.url);
  await migrateQueue(database.url);
  project.provide("databaseUrl", database.url);
  return async () => {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
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
