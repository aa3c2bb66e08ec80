// `broadmark start` as an operator runs it (its own embedded PostgreSQL, real HTTP), stopped with SIGTERM
// during a burst of requests, a slow upload and two running jobs: one that finishes within the grace
// period and one that does not and is handed back to the queue. No request is cut off, no job is lost,
// the exit code is 0 and the log holds no unhandled error.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import send from "send";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURES, startFixtureServer, type FixtureServer } from "../jobs/testing/fixture-server";

const ADMIN_KEY = "bmk_shutdown-test-admin-key-0123456789";
const MEDIA = "tsduck__test-025.ts";
let dataDir: string;
let fixtures: FixtureServer;
/** Answers nothing until `stalled.release()`: the input of the job that outlives the grace period. */
let stalled: { url: string; release(): void; close(): Promise<void> };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "broadmark-shutdown-"));
  fixtures = await startFixtureServer();
  stalled = await startStalledServer();
});
afterAll(async () => {
  await fixtures.close();
  await stalled.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function startStalledServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer(
    (request, response) => void released.then(() => send(request, MEDIA, { root: FIXTURES }).pipe(response)),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
  return {
    url: `http://127.0.0.2:${(server.address() as AddressInfo).port}/${MEDIA}`,
    release,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}

interface Server {
  child: ChildProcess;
  origin: string;
  log: () => string;
  exited: Promise<number | null>;
}

async function startServer(graceSeconds: number): Promise<Server> {
  const port = await getPort({ host: "127.0.0.1" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    BROADMARK_DATA_DIR: dataDir,
    BROADMARK_DASHBOARD: "false",
    BROADMARK_ADMIN_KEY: ADMIN_KEY,
    BROADMARK_SHUTDOWN_GRACE_SECONDS: String(graceSeconds),
    BROADMARK_WORKER_CONCURRENCY: "2",
    // Longer than the test: a job whose lock the stopped server kept would not run again in it.
    BROADMARK_WORKER_STALE_SECONDS: "600",
    PROBE_URL_ALLOW: "127.0.0.2",
    LOG_LEVEL: "info",
  };
  delete env.DATABASE_URL; // its own embedded PostgreSQL, whose exit hooks must not win the race
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "start"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${log}`);
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, origin, log: () => log, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

type Outcome = { status: number; body: string } | { refused: string } | { cutOff: string };

/** One request on a new connection: answered in full, refused before any answer, or cut off mid-answer. */
function request(
  origin: string,
  method: string,
  target: string,
  body?: string | AsyncIterable<Buffer>,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(
      `${origin}${target}`,
      { method, agent: false, headers: { "x-api-key": ADMIN_KEY, "content-type": "application/octet-stream" } },
      (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: text }));
        response.on("error", (error) => resolve({ cutOff: error.message }));
        response.on("aborted", () => resolve({ cutOff: "aborted" }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve(
        !answered && (error.code === "ECONNREFUSED" || error.code === "ECONNRESET")
          ? { refused: error.code }
          : { cutOff: error.message },
      ),
    );
    if (typeof body === "string" || body === undefined) req.end(body);
    else
      void (async () => {
        for await (const chunk of body) req.write(chunk);
        req.end();
      })();
  });
}

const json = (outcome: Outcome) => JSON.parse((outcome as { body: string }).body);

async function submitJob(origin: string, url: string): Promise<string> {
  const factories = json(await request(origin, "GET", "/mediaprocessing/v1.0/factories"));
  const factory: string = factories.items[0].id;
  const created = await fetch(`${origin}/mediaprocessing/v1.0/factories/${factory}/jobs`, {
    method: "POST",
    headers: { "x-api-key": ADMIN_KEY, "content-type": "application/json" },
    body: JSON.stringify({ inputs: { media: { url } } }),
  });
  return `/mediaprocessing/v1.0/factories/${factory}/jobs/${((await created.json()) as { id: string }).id}`;
}

async function jobStatus(origin: string, jobPath: string): Promise<string> {
  return json(await request(origin, "GET", jobPath)).status;
}

async function waitFor(condition: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function* slowBody(chunks: number, intervalMs: number): AsyncIterable<Buffer> {
  for (let i = 0; i < chunks; i++) {
    yield Buffer.alloc(64 * 1024, i);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

describe("SIGTERM", () => {
  it(
    "finishes requests in flight and the job that fits the grace period, hands the other back, exits 0",
    { timeout: 180_000 },
    async () => {
      const server = await startServer(8);
      const releaseSlow = fixtures.holdSlow();
      const finishing = await submitJob(server.origin, fixtures.slowUrl(MEDIA));
      const outliving = await submitJob(server.origin, stalled.url);
      await waitFor(
        async () =>
          (await jobStatus(server.origin, finishing)) === "Running" &&
          (await jobStatus(server.origin, outliving)) === "Running",
        60,
      );

      const outcomes: Outcome[] = [];
      const burst = Array.from({ length: 8 }, async (_, client) => {
        for (;;) {
          const outcome = await request(server.origin, "GET", client % 2 ? "/watermarking/v1.0/whoami" : "/healthz");
          outcomes.push(outcome);
          if (!("status" in outcome)) return;
        }
      });
      const upload = request(server.origin, "POST", "/mediaprocessing/v1.0/uploads?name=slow.bin", slowBody(12, 150));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      server.child.kill("SIGTERM");
      setTimeout(releaseSlow, 500);

      const code = await server.exited;
      await Promise.all(burst);
      const uploaded = await upload;

      expect(code).toBe(0);
      expect(server.log()).not.toMatch(/unhandled error/);
      expect(
        server
          .log()
          .split("\n")
          .filter((line) => line.includes('"level":50')),
      ).toEqual([]);
      expect(outcomes.filter((outcome) => "cutOff" in outcome)).toEqual([]);
      expect(outcomes.filter((outcome) => "status" in outcome && outcome.status !== 200)).toEqual([]);
      expect(outcomes.filter((outcome) => "status" in outcome).length).toBeGreaterThanOrEqual(8);
      expect(uploaded).toMatchObject({ status: 201 });
      expect(json(uploaded)).toMatchObject({ size: 12 * 64 * 1024 });

      // The next start finds the first job done and runs the handed-back one to completion.
      stalled.release();
      const next = await startServer(4);
      try {
        expect(await jobStatus(next.origin, finishing)).toBe("Completed");
        await waitFor(async () => (await jobStatus(next.origin, outliving)) === "Completed", 60);
      } finally {
        next.child.kill("SIGTERM");
        expect(await next.exited).toBe(0);
      }
    },
  );
});
