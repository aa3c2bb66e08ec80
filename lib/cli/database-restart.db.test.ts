// A database restart under load, as an operator causes it: every connection drops and new ones are
// refused for 8 s (a TCP proxy in front of the test database). The processes ride it out: `broadmark start`
// answers 503 service_unavailable with Retry-After meanwhile (never 500) and logs the outage once at each
// end; `broadmark worker` and the server's own worker keep running, and every job in flight completes,
// recorded finished exactly once.
import { spawn, type ChildProcess } from "node:child_process";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor } from "../api/testing/client";
import { db } from "../db/client";
import { proxyDatabase, type DatabaseProxy } from "../db/testing/tcp-proxy";
import { startFixtureServer, type FixtureServer } from "../jobs/testing/fixture-server";

const BASE = "/mediaprocessing/v1.0";
const OUTAGE_MS = 8000;
let qa: string;
let factory: string;
let fixtures: FixtureServer;
let proxy: DatabaseProxy;
/** A webhook endpoint for job.completed: its delivery rows count the recorded outcomes. */
let endpoint: string;
const children: Child[] = [];

beforeAll(async () => {
  qa = await keyFor("qa");
  factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
  fixtures = await startFixtureServer();
  proxy = await proxyDatabase(process.env.DATABASE_URL!);
  process.env.PROBE_URL_ALLOW = "127.0.0.2";
  const admin = await keyFor("admin");
  const created = await call("POST", "/admin/v1.0/webhooks", {
    key: admin,
    body: { url: "http://127.0.0.2:9/events", events: ["job.completed"], factory_id: factory },
  });
  expect(created.status).toBe(201);
  endpoint = created.body.id;
});
afterAll(async () => {
  for (const spawned of children) spawned.child.kill("SIGKILL");
  await fixtures.close();
  await proxy.close();
});

interface Child {
  child: ChildProcess;
  lines: string[];
  finished: string[];
}

function spawnCommand(command: "start" | "worker", env: Record<string, string> = {}): Child {
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", command], {
    env: {
      ...process.env,
      DATABASE_URL: proxy.url,
      LOG_LEVEL: "info",
      PROBE_URL_ALLOW: "127.0.0.2",
      BROADMARK_WORKER_CONCURRENCY: "4",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const spawned: Child = { child, lines: [], finished: [] };
  children.push(spawned);
  let pending = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      spawned.lines.push(line);
      if (line.includes('"job finished"')) spawned.finished.push(JSON.parse(line).job);
    }
  });
  return spawned;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logTail = (spawned: Child) => spawned.lines.slice(-15).join("\n");

async function waitUntil(condition: () => Promise<boolean> | boolean, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${seconds} s`);
    await sleep(100);
  }
}

async function submitJobs(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const inputs = { a: { url: fixtures.slowUrl("tsduck__test-025.ts") } };
    ids.push((await call("POST", `${BASE}/factories/${factory}/jobs`, { key: qa, body: { inputs } })).body.id);
  }
  return ids;
}

/**
 * Every job Completed, none left Queued or Running, and each outcome recorded exactly once: one
 * job.completed event each (written in the transaction that ends the job), and no job logged finished
 * twice. (A job whose end was written just as the connection dropped is not logged finished at all: its
 * run failed to hear the commit, and the run after it found the job already ended.)
 */
async function expectAllCompletedOnce(ids: string[], worker: Child) {
  await waitUntil(
    async () => (await db().job.count({ where: { id: { in: ids }, status: "Completed" } })) === ids.length,
    120,
  );
  expect(await db().job.count({ where: { id: { in: ids }, status: { in: ["Queued", "Running"] } } })).toBe(0);
  const events = await db().webhookDelivery.groupBy({
    by: ["resourceId"],
    where: { endpointId: endpoint, resourceId: { in: ids }, eventType: "job.completed" },
    _count: true,
  });
  expect(events.map((e) => [e.resourceId, e._count]).sort()).toEqual(ids.map((id) => [id, 1]).sort());
  expect(new Set(worker.finished).size).toBe(worker.finished.length);
}

async function stop(spawned: Child) {
  const exited = new Promise((resolve) => spawned.child.once("exit", resolve));
  spawned.child.kill("SIGTERM");
  await exited;
}

describe("a database restart", () => {
  it("leaves `broadmark worker` running, and every job in flight completes once", { timeout: 180_000 }, async () => {
    const ids = await submitJobs(12);
    const worker = spawnCommand("worker");
    await waitUntil(() => worker.finished.length >= 2, 60);
    proxy.cut();
    await sleep(OUTAGE_MS);
    proxy.restore();
    expect(worker.child.exitCode, logTail(worker)).toBeNull();
    await expectAllCompletedOnce(ids, worker);
    expect(worker.child.exitCode, logTail(worker)).toBeNull();
    await stop(worker);
  });

  it(
    "leaves `broadmark start` serving: 503 with Retry-After during the outage, logged once at each end",
    { timeout: 180_000 },
    async () => {
      const port = await getPort({ host: "127.0.0.1" });
      // With the default limits on: a key lookup the outage makes fail is no failed authentication, and the
      // shared buckets being away leaves each process counting alone (never a 429 or a 500 for the outage).
      const limits = { BROADMARK_RATE_LIMIT: "100:200", BROADMARK_AUTH_FAILURE_LIMIT: "1:20" };
      const server = spawnCommand("start", {
        HOST: "127.0.0.1",
        PORT: String(port),
        BROADMARK_DASHBOARD: "false",
        ...limits,
      });
      const origin = `http://127.0.0.1:${port}`;
      await waitUntil(
        () =>
          fetch(`${origin}/healthz`).then(
            (r) => r.ok,
            () => false,
          ),
        60,
      );
      const ids = await submitJobs(8);
      await waitUntil(() => server.finished.length >= 1, 60);
      const get = () =>
        fetch(`${origin}/mediaprocessing/v1.0/factories/${factory}/jobs/${ids[0]}`, { headers: { "x-api-key": qa } });

      proxy.cut();
      const outage: Response[] = [];
      for (const started = Date.now(); Date.now() - started < OUTAGE_MS; await sleep(50)) outage.push(await get());
      proxy.restore();

      expect(outage.length).toBeGreaterThan(20);
      expect(outage.filter((r) => r.status !== 503).map((r) => r.status)).toEqual([]);
      expect(outage[0]!.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await outage.at(-1)!.json()).code).toBe("service_unavailable");
      await waitUntil(async () => (await get()).status === 200, 30);
      await expectAllCompletedOnce(ids, server);
      await waitUntil(() => server.lines.some((line) => line.includes("database available again")), 10);
      expect(server.lines.filter((line) => line.includes("database unavailable: requests")).length).toBe(1);
      expect(server.lines.filter((line) => line.includes('"level":50') && line.includes("unhandled error"))).toEqual(
        [],
      );
      expect(server.child.exitCode, logTail(server)).toBeNull();
      await stop(server);
    },
  );
});
