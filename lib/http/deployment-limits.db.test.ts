// Two `broadmark start` processes on one database hold the limits together: one key hammering both gets
// about burst + rate × T (not twice that), and 200 wrong keys at once from one address, half to each,
// reach the key check at most the documented burst of 20 times (plus what refills meanwhile).
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyFor } from "../api/testing/client";

// A slow refill, so that the test means the same on a loaded machine: what decides is the burst, and
// even a slow client sends far more than burst + rate × T requests.
const RATE = 2;
const BURST = 40;
/** Tokens a process may hold beyond the shared bucket (lib/http/shared-buckets.ts: a twentieth of the burst). */
const HELD_PER_PROCESS = 2;
const REQUESTS = 300;
const children: ChildProcess[] = [];
let ports: [number, number];

function request(port: number, key: string, localAddress = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(
        {
          host: "127.0.0.1",
          port,
          path: "/mediaprocessing/v1.0/factories",
          headers: { "x-api-key": key },
          localAddress,
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode!));
        },
      )
      .on("error", reject);
  });
}

async function startServer(): Promise<number> {
  const port = await getPort({ host: "127.0.0.1" });
  const env = {
    HOST: "127.0.0.1",
    PORT: String(port),
    BROADMARK_DASHBOARD: "false",
    BROADMARK_START_WORKER: "false",
    LOG_LEVEL: "warn",
  };
  const limits = { BROADMARK_RATE_LIMIT: `${RATE}:${BURST}`, BROADMARK_AUTH_FAILURE_LIMIT: "1:20" };
  children.push(
    spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "start"], {
      env: { ...process.env, ...env, ...limits },
      stdio: "ignore",
    }),
  );
  for (;;) {
    const up = await new Promise<boolean>((resolve) =>
      http
        .get({ host: "127.0.0.1", port, path: "/readyz" }, (r) => (r.resume(), resolve(r.statusCode === 200)))
        .on("error", () => resolve(false)),
    );
    if (up) return port;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  ports = [await startServer(), await startServer()];
}, 120_000);
afterAll(() => {
  for (const child of children) child.kill("SIGTERM");
});

describe("limits across two server processes on one database", () => {
  it("admit one key about burst + rate × T in all, not that much per process", { timeout: 60_000 }, async () => {
    const key = await keyFor("qa");
    const statuses: number[] = [];
    const started = Date.now();
    let lastSent = started;
    let sent = 0;
    // Eight clients per process, each sending its next request as soon as the last was answered.
    await Promise.all(
      ports.flatMap((port) =>
        Array.from({ length: 8 }, async () => {
          while (sent++ < REQUESTS) {
            lastSent = Date.now();
            statuses.push(await request(port, key));
          }
        }),
      ),
    );
    const admitted = statuses.filter((status) => status === 200).length;
    const documented = BURST + (RATE * (lastSent - started)) / 1000;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(2 * documented);
    expect(admitted).toBeLessThanOrEqual(Math.ceil(documented) + 2 * HELD_PER_PROCESS);
    expect(admitted).toBeGreaterThanOrEqual(0.8 * documented);
  });

  it(
    "let at most the burst of 20 wrong keys, sent at once across both processes, reach the key check",
    { timeout: 60_000 },
    async () => {
      const started = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          request(ports[i % 2 === 0 ? 0 : 1], `bmk_wrong${String(i).padStart(40, "0")}`, "127.0.0.9"),
        ),
      );
      const refillSeconds = Math.ceil((Date.now() - started) / 1000);
      const checked = statuses.filter((status) => status === 401).length;
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(20);
      expect(checked).toBeLessThanOrEqual(20 + refillSeconds);
    },
  );
});
