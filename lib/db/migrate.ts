// Applies prisma/migrations/<timestamp>_<name>/migration.sql in order, each in its own transaction,
// under a PostgreSQL advisory lock so that processes starting at the same time apply each file once.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

const MIGRATIONS_DIR = path.resolve(/* turbopackIgnore: true */ "prisma/migrations");
/** An arbitrary constant naming Broadmark's migration lock among advisory locks. */
const LOCK_KEY = 0x62726f61;

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

/** The migration files not recorded as applied in the database (readiness: a process newer than its database). */
export async function pendingMigrations(
  query: (sql: string) => Promise<{ rows: { name: string }[] }>,
  directory = MIGRATIONS_DIR,
) {
  const applied = new Set((await query("SELECT name FROM broadmark_migration")).rows.map((row) => row.name));
  return (await readdir(directory)).filter((name) => !applied.has(name)).sort();
}

export async function migrate(databaseUrl: string, directory = MIGRATIONS_DIR): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS broadmark_migration (
      name text PRIMARY KEY, checksum char(64) NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map(
      (
        await client.query<{ name: string; checksum: string }>("SELECT name, checksum FROM broadmark_migration")
      ).rows.map((row) => [row.name, row.checksum]),
    );
    const applied: string[] = [];
    for (const name of (await readdir(directory)).sort()) {
      const sql = await readFile(path.join(directory, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      const recorded = done.get(name);
      if (recorded !== undefined) {
        if (recorded !== checksum) throw new Error(`migration ${name} was changed after it was applied`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query("INSERT INTO broadmark_migration (name, checksum) VALUES ($1, $2)", [name, checksum]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
    return { applied, alreadyApplied: done.size };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
