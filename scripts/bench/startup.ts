// Start-up of `broadmark start` (production build) on a database that is already migrated, as when an
// operator adds a server behind the load balancer: wall time from spawn to the first answer of
// GET /openapi.json, and the CPU the process used by then (user + system, from /proc). The API-only
// process (no dashboard, no worker) is what is scaled out; the full one and an empty Node process are
// measured in the same rounds for comparison.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import http from "node:http";
import getPort from "get-port";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { startProcess, stopProcess } from "./support/production-server";
import { percentile, printTable } from "./support/report";

const ROUNDS = 7;
const EMPTY = "empty Node process (node -e)";
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface Sample {
  wallMs: number;
  cpuMs: number;
}

export default async function benchStartup(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "broadmark-bench-startup-"));
  const database = await startEmbeddedPostgres(dir);
  const key = `bmk_bench_${randomBytes(12).toString("hex")}`;
  const env = {
    DATABASE_URL: database.url,
    BROADMARK_ADMIN_KEY: key,
    BROADMARK_DATA_DIR: dir,
    BROADMARK_START_WORKER: "false",
  };
  const kinds = {
    "API only (BROADMARK_DASHBOARD=false, BROADMARK_START_WORKER=false)": { ...env, BROADMARK_DASHBOARD: "false" },
    "API and dashboard (BROADMARK_START_WORKER=false)": env,
  };
  const samples = new Map<string, Sample[]>([
    [EMPTY, []],
    ...Object.keys(kinds).map((name) => [name, []] as [string, Sample[]]),
  ]);
  try {
    await timeStart(kinds[Object.keys(kinds)[0] as keyof typeof kinds]); // first start migrates the database
    for (let round = 0; round < ROUNDS; round++) {
      samples.get(EMPTY)!.push(await timeEmptyNode());
      for (const [name, kindEnv] of Object.entries(kinds)) samples.get(name)!.push(await timeStart(kindEnv));
    }
  } finally {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
  const median = (values: number[]) =>
    percentile(
      values.sort((a, b) => a - b),
      0.5,
    ).toFixed(0);
  printTable(
    `Start-up to the first API answer, median of ${ROUNDS} interleaved rounds (production build, external database)`,
    [...samples].map(([name, list]) => [
      name,
      `wall ${median(list.map((s) => s.wallMs))} ms, CPU ${median(list.map((s) => s.cpuMs))} ms`,
    ]),
  );
}

async function timeStart(env: Record<string, string>): Promise<Sample> {
  const port = await getPort({ host: "127.0.0.1" });
  const started = performance.now();
  const child = await startProcess("start", { ...env, PORT: String(port) });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error("the production server did not start");
      if ((await getStatus(port, "/openapi.json")) === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return { wallMs: performance.now() - started, cpuMs: cpuMsOf(child.pid!) };
  } finally {
    await stopProcess(child);
  }
}

/** A process that only reports the CPU it used: the floor every start-up stands on. */
async function timeEmptyNode(): Promise<Sample> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["-e", "const u = process.cpuUsage(); process.stdout.write(String(u.user + u.system))"],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once("exit", resolve));
  return { wallMs: performance.now() - started, cpuMs: Number(output) / 1000 };
}

/** User + system CPU time of a live process, from /proc/<pid>/stat (fields 14 and 15). */
function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function getStatus(port: number, target: string): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = http.get({ host: "127.0.0.1", port, path: target, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on("error", () => resolve(0));
  });
}
