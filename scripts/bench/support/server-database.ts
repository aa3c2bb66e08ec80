// A fresh database on the local PostgreSQL server (127.0.0.1:5432, trust, user postgres), for the benchmarks
// that measure against a server rather than the embedded one; dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const SERVER = "127.0.0.1:5432";

/** A fresh database on the local PostgreSQL server, when one answers. */
export async function serverDatabase(
  prefix = "broadmark_bench",
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  if (
    !(await adminQuery(`CREATE DATABASE ${name}`).then(
      () => true,
      () => false,
    ))
  )
    return undefined;
  return {
    url: `postgres://postgres@${SERVER}/${name}`,
    drop: () => adminQuery(`DROP DATABASE ${name} WITH (FORCE)`),
  };
}

/** One statement on a connection of its own (the server may have restarted since the last one). */
async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `postgres://postgres@${SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
