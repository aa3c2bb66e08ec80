// The queue under failure: a worker process killed with SIGKILL mid-batch, and two workers sharing
// one queue. Workers run as real processes (`broadmark worker`), and each logs "job finished" once
// per job it finishes, which tells whether any job was lost or done twice.
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor } from "../api/testing/client";
import { db } from "../db/client";
import { startFixtureServer, type FixtureServer } from "./testing/fixture-server";

const BASE = "/mediaprocessing/v1.0";
let qa: string;
let factory: string;
let fixtures: FixtureServer;

interface WorkerProcess {
  child: ChildProcess;
  finishedJobs: string[];
}

function spawnWorker(): WorkerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "worker"], {
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      PROBE_URL_ALLOW: "127.0.0.2",
      BROADMARK_WORKER_STALE_SECONDS: "2",
      BROADMARK_WORKER_CONCURRENCY: "2",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const worker: WorkerProcess = { child, finishedJobs: [] };
  let pending = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      if (line.includes('"job finished"')) worker.finishedJobs.push(JSON.parse(line).job);
    }
  });
  return worker;
}

async function stopWorker(worker: WorkerProcess, signal: NodeJS.Signals): Promise<void> {
  if (worker.child.exitCode !== null) return;
  const exited = new Promise((resolve) => worker.child.once("exit", resolve));
  worker.child.kill(signal);
  await exited;
}

async function submitBatch(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const inputs = Object.fromEntries(
      ["a", "b", "c"].map((name) => [name, { url: fixtures.slowUrl("tsduck__test-025.ts") }]),
    );
    ids.push((await call("POST", `${BASE}/factories/${factory}/jobs`, { key: qa, body: { inputs } })).body.id);
  }
  return ids;
}

async function statuses(ids: string[]) {
  return (await db().job.findMany({ where: { id: { in: ids } }, select: { status: true } })).map((job) => job.status);
}

async function waitUntil(condition: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  qa = await keyFor("qa");
  factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
  fixtures = await startFixtureServer();
});

afterAll(async () => {
  await fixtures.close();
});

describe("queue", () => {
  it("finishes every job exactly once after a worker is killed with SIGKILL in the middle of a batch of 20", async () => {
    const ids = await submitBatch(20);
    const first = spawnWorker();
    await waitUntil(async () => first.finishedJobs.length >= 3, 60);
    await stopWorker(first, "SIGKILL");
    const finishedBeforeCrash = (await statuses(ids)).filter((s) => s === "Completed").length;
    expect(finishedBeforeCrash).toBeLessThan(20);

    const second = spawnWorker();
    try {
      await waitUntil(async () => (await statuses(ids)).every((s) => s === "Completed"), 120);
    } finally {
      await stopWorker(second, "SIGTERM");
    }
    // Every job is Completed (above) and no worker finished one twice. A job the killed worker finished
    // just before SIGKILL may lack its "job finished" line (the log write dies with the process), so the
    // log lines prove "never twice" and the database proves "every one".
    const finished = [...first.finishedJobs, ...second.finishedJobs].filter((id) => ids.includes(id));
    expect(new Set(finished).size).toBe(finished.length);
    expect(await db().jobInput.count({ where: { jobId: { in: ids }, status: "Completed" } })).toBe(60);
    const queued = await db().$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM graphile_worker.jobs WHERE key = ANY(${ids})`;
    expect(Number(queued[0]!.n)).toBe(0);
  });

  it("leaves a job that runs longer than the stale interval locked by its live worker", async () => {
    const release = fixtures.holdSlow();
    const [id] = await submitBatch(1);
    const worker = spawnWorker();
    try {
      const lockOf = async () =>
        (
          await db().$queryRaw<
            { locked_by: string | null; attempts: number }[]
          >`SELECT locked_by, attempts FROM graphile_worker.jobs WHERE key = ${id}`
        )[0];
      await waitUntil(async () => (await lockOf())?.locked_by != null, 60);
      const lock = await lockOf();
      // Three stale intervals (2 s each) with heartbeats: the lock stays, and the job was fetched once.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await lockOf()).toEqual(lock);
      expect(lock!.attempts).toBe(1);
      release();
      await waitUntil(async () => (await statuses([id!]))[0] === "Completed", 60);
    } finally {
      release();
      await stopWorker(worker, "SIGTERM");
    }
    expect(worker.finishedJobs.filter((job) => job === id)).toEqual([id]);
  });

  it("shares one queue between two workers without doing any job twice", async () => {
    const ids = await submitBatch(20);
    const workers = [spawnWorker(), spawnWorker()];
    try {
      await waitUntil(async () => (await statuses(ids)).every((s) => s === "Completed"), 120);
    } finally {
      await Promise.all(workers.map((worker) => stopWorker(worker, "SIGTERM")));
    }
    const finished = workers.flatMap((worker) => worker.finishedJobs).filter((id) => ids.includes(id));
    expect(finished.sort()).toEqual([...ids].sort());
    expect(workers.every((worker) => worker.finishedJobs.length > 0)).toBe(true);
  });
});
