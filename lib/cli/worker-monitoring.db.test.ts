// `broadmark worker` with BROADMARK_WORKER_METRICS_PORT serves /healthz, /readyz and /metrics over HTTP,
// and its metrics are its own: a probe job it ran is counted there.
import { spawn, type ChildProcess } from "node:child_process";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor } from "../api/testing/client";
import { db } from "../db/client";
import { startFixtureServer, type FixtureServer } from "../jobs/testing/fixture-server";

const children: ChildProcess[] = [];
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await fixtures.close();
});

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "worker"], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", PROBE_URL_ALLOW: "127.0.0.2", ...env },
    stdio: "ignore",
  });
  children.push(child);
  return child;
}

async function waitFor<T>(attempt: () => Promise<T | undefined>, seconds: number): Promise<T> {
  for (
    const deadline = Date.now() + seconds * 1000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 200))
  ) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
  }
  throw new Error(`nothing within ${seconds} s`);
}

/** The value of one sample line, e.g. `broadmark_probe_duration_seconds_count{outcome="completed"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("a worker's monitoring port", () => {
  it("serves /healthz, /readyz and the worker's own /metrics over HTTP", { timeout: 120_000 }, async () => {
    const port = await getPort({ host: "127.0.0.1" });
    startWorker({ BROADMARK_WORKER_METRICS_PORT: String(port) });
    const origin = `http://127.0.0.1:${port}`;
    const health = await waitFor(() => fetch(`${origin}/healthz`), 60);
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
    const ready = await fetch(`${origin}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: "ok" }]);

    const qa = await keyFor("qa");
    const factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
    const job = await call("POST", `/mediaprocessing/v1.0/factories/${factory}/jobs`, {
      key: qa,
      body: { inputs: { a: { url: fixtures.url("tsduck__test-025.ts") } } },
    });
    expect(job.status).toBe(202);
    const completed = 'broadmark_probe_duration_seconds_count{outcome="completed"}';
    const metrics = await waitFor(async () => {
      const text = await (await fetch(`${origin}/metrics`)).text();
      return sample(text, completed) === 1 ? text : undefined;
    }, 60);
    expect(metrics).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(metrics).toContain("# TYPE broadmark_queue_depth gauge");
    expect((await fetch(`${origin}/openapi.json`)).status).toBe(404);
  });
});
