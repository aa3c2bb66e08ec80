// Liveness and readiness for load balancers and orchestrators. Ready means: the database answers, every
// migration of this build is applied, the queue's schema answers, and the process is not shutting down
// (so a balancer stops sending traffic before the listener closes).
import { pool } from "../db/client";
import { pendingMigrations } from "../db/migrate";

export type ReadinessPart = "shutdown" | "database" | "migrations" | "queue";
export type Readiness = { ready: true } | { ready: false; part: ReadinessPart; detail: string };

/** How long one check may take before the part counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

let shuttingDown = false;

/** From now on the process answers not ready (called when a shutdown begins). */
export function markShuttingDown(): void {
  shuttingDown = true;
}

export async function readiness(): Promise<Readiness> {
  if (shuttingDown) return { ready: false, part: "shutdown", detail: "the process is shutting down" };
  const checks: [ReadinessPart, () => Promise<string | undefined>][] = [
    ["database", async () => void (await query("SELECT 1"))],
    [
      "migrations",
      async () => {
        const pending = await pendingMigrations(query);
        return pending.length > 0 ? `not applied: ${pending.join(", ")}` : undefined;
      },
    ],
    ["queue", async () => void (await query("SELECT max(id) FROM graphile_worker.migrations"))],
  ];
  // In order: when the database is down, that is the part to name, not the two that depend on it.
  for (const [part, check] of checks) {
    const problem = await check().catch((error: unknown) => `unreachable: ${(error as Error).message}`);
    if (problem) return { ready: false, part, detail: problem };
  }
  return { ready: true };
}

async function query(sql: string): Promise<{ rows: { name: string }[] }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pool().query<{ name: string }>(sql), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
