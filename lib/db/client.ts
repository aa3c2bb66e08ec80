// The Prisma client (driver adapter over node-postgres), one per process.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { databaseUrl } from "../config/env";
import { log } from "../log/logger";
import { PrismaClient } from "./generated/client";
import { setting } from "../config/settings";

const globalForPrisma = globalThis as unknown as { broadmarkPrisma?: PrismaClient; broadmarkPool?: pg.Pool };

export function db(): PrismaClient {
  if (!globalForPrisma.broadmarkPrisma) {
    const pool = new pg.Pool({ connectionString: databaseUrl(), max: setting("DATABASE_POOL_SIZE") });
    // An idle connection closed by the server (a restart, or the embedded server stopping at shutdown)
    // is replaced on next use; without a listener it would crash the process.
    pool.on("error", (error) => log.warn({ err: error }, "database connection closed"));
    globalForPrisma.broadmarkPool = pool;
    globalForPrisma.broadmarkPrisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  }
  return globalForPrisma.broadmarkPrisma;
}

/** The node-postgres pool under the Prisma client: raw SQL on the hot paths, where Prisma is the cost. */
export function pool(): pg.Pool {
  db();
  return globalForPrisma.broadmarkPool!;
}

/** Runs `work` on one pooled connection inside a transaction (committed when it resolves, rolled back when it throws). */
export async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.broadmarkPrisma?.$disconnect();
  await globalForPrisma.broadmarkPool?.end();
  globalForPrisma.broadmarkPrisma = undefined;
  globalForPrisma.broadmarkPool = undefined;
}

export { Prisma } from "./generated/client";
