// A receiver that holds every request beside a burst of probe jobs: every job completes and a healthy
// endpoint receives every event while the held deliveries still wait for their answer (a minute), and the
// held receiver never has more deliveries in flight than the per-endpoint limit.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor } from "../api/testing/client";
import { db } from "../db/client";
import { startFixtureServer, type FixtureServer } from "../jobs/testing/fixture-server";
import { startWorker, type RunningWorker } from "../worker/worker";

process.env.PROBE_URL_ALLOW = "127.0.0.1,127.0.0.2";
process.env.BROADMARK_WEBHOOK_TIMEOUT_SECONDS = "60";
process.env.BROADMARK_WEBHOOK_ENDPOINT_CONCURRENCY = "4";

const JOBS = 40;
const okArrivals = new Set<string>();
let held = 0;
let mostHeld = 0;
let receiver: http.Server;
let base: string;
let admin: string;
let qa: string;
let factory: string;
let fixtures: FixtureServer;
let worker: RunningWorker;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      if (request.url !== "/ok") {
        mostHeld = Math.max(mostHeld, ++held); // /slow never answers
        return;
      }
      okArrivals.add(JSON.parse(body).data.id);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  [admin, qa] = await Promise.all([keyFor("admin"), keyFor("qa")]);
  factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
  fixtures = await startFixtureServer();
  // Small runners, so that a shared pool would be filled by the slow receiver's deliveries at once.
  worker = await startWorker({ concurrency: 4, deliveryConcurrency: 8, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker.stop(1);
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await fixtures.close();
});

async function waitFor(condition: () => boolean | Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a receiver that never answers", () => {
  it("starves neither probe jobs nor a healthy endpoint's events", async () => {
    for (const path of ["/slow", "/ok"]) {
      const created = await call("POST", "/admin/v1.0/webhooks", {
        key: admin,
        body: { url: `${base}${path}`, events: ["job.completed"], factory_id: factory },
      });
      expect(created.status).toBe(201);
    }
    const firstHeld = waitFor(() => held > 0, 60).then(() => Date.now());
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const inputs = { a: { url: fixtures.url("tsduck__test-025.ts") } };
      ids.push(
        (await call("POST", `/mediaprocessing/v1.0/factories/${factory}/jobs`, { key: qa, body: { inputs } })).body.id,
      );
    }
    await waitFor(async () => (await db().job.count({ where: { id: { in: ids }, status: "Completed" } })) === JOBS, 50);
    await waitFor(() => ids.every((id) => okArrivals.has(id)), 50);
    // All of it before the first held delivery could have given up: nothing waited on the held receiver.
    expect(Date.now() - (await firstHeld)).toBeLessThan(55_000);
    expect(mostHeld).toBe(4);
  });
});
