// The Prisma client (driver adapter over node-postgres), one per process.
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseUrl } from "../config/env";
import { PrismaClient } from "./generated/client";

const globalForPrisma = globalThis as unknown as { broadmarkPrisma?: PrismaClient };

export function db(): PrismaClient {
  globalForPrisma.broadmarkPrisma ??= new PrismaClient({
    adapter: new PrismaPg({ connectionString: databaseUrl(), max: Number(process.env.DATABASE_POOL_SIZE ?? 20) }),
  });
  return globalForPrisma.broadmarkPrisma;
}

export async function disconnectDb(): Promise<void> {
  await globalForPrisma.broadmarkPrisma?.$disconnect();
  globalForPrisma.broadmarkPrisma = undefined;
}

export { Prisma } from "./generated/client";
