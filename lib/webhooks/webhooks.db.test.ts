// Webhooks over real HTTP: a receiver on 127.0.0.1 (allowed by PROBE_URL_ALLOW here), deliveries checked
// by their signature, a receiver failing twice, one that never answers, and a worker process killed in
// the middle of a delivery.
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { startWorker, type RunningWorker } from "../worker/worker";

process.env.PROBE_URL_ALLOW = "127.0.0.1";
process.env.BROADMARK_WEBHOOK_TIMEOUT_SECONDS = "1";

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
/** Answers per path: how many requests each path has seen decides the status (0 = never answer). */
const behaviours: Record<string, (seen: number) => number> = {
  "/ok": () => 200,
  "/flaky": (seen) => (seen <= 2 ? 500 : 200),
  "/silent": () => 0,
  "/hang-once": (seen) => (seen === 1 ? 0 : 204),
};
let receiver: http.Server;
let base: string;
let admin: string;
let scheduler: string;
let worker: RunningWorker | undefined;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body });
      const status = behaviours[path]!(received.filter((r) => r.path === path).length);
      if (status) response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  admin = await keyFor("admin");
  scheduler = await keyFor("scheduler");
  worker = await startWorker({ concurrency: 4, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker?.stop(1);
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function register(path: string, events: string[], factoryId?: string) {
  const created = await call("POST", "/admin/v1.0/webhooks", {
    key: admin,
    body: { url: `${base}${path}`, events, ...(factoryId ? { factory_id: factoryId } : {}) },
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

async function reserveAndRevoke(
  revoke: boolean,
  span: Record<string, unknown> = { start: "2045-05-05T20:00:00Z", duration: 1800 },
) {
  const watermark = (
    await call("POST", "/watermarking/v1.0/measurement/watermarks", {
      key: scheduler,
      body: watermarkBody(uniqueCode()),
    })
  ).body;
  const reservation = (
    await call("POST", `/watermarking/v1.0/measurement/watermarks/${watermark.id}/linear_reservations`, {
      key: scheduler,
      body: span,
    })
  ).body;
  if (revoke) {
    const revoked = await call(
      "POST",
      `/watermarking/v1.0/measurement/watermarks/linear_reservations/revoke/${reservation.token}`,
      { key: scheduler },
    );
    expect(revoked.status).toBe(200);
  }
  return reservation as { id: string; token: string } & Record<string, unknown>;
}

const deliveriesTo = (path: string) => received.filter((r) => r.path === path);

async function waitFor(condition: () => boolean | Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function log(webhookId: string) {
  return (await call("GET", `/admin/v1.0/webhooks/${webhookId}/deliveries`, { key: admin })).body.items as Array<
    Record<string, unknown>
  >;
}

/** The receiver's side of the README's verification: HMAC-SHA256 over "<t>.<body>" with the secret. */
function verify(secret: string, delivery: Received): boolean {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers["broadmark-signature"])) ?? [];
  if (!t || !v1) return false;
  return (
    createHmac("sha256", secret).update(`${t}.${delivery.body}`).digest("hex") === v1 &&
    Math.abs(Date.now() / 1000 - Number(t)) < 300
  );
}

describe("webhooks", () => {
  it("delivers reservation.created then reservation.revoked, signed, with a stable id, and logs them", async () => {
    const hook = await register("/ok", ["reservation.created", "reservation.revoked"]);
    const reservation = await reserveAndRevoke(true);
    await waitFor(
      () => deliveriesTo("/ok").filter((d) => JSON.parse(d.body).data.id === reservation.id).length === 2,
      30,
    );
    const mine = deliveriesTo("/ok").filter((d) => JSON.parse(d.body).data.id === reservation.id);
    expect(mine.map((d) => JSON.parse(d.body).type)).toEqual(["reservation.created", "reservation.revoked"]);
    for (const delivery of mine) {
      expect(verify(hook.secret, delivery)).toBe(true);
      expect(verify("whsec_another-secret", delivery)).toBe(false);
      const body = JSON.parse(delivery.body);
      expect(Object.keys(body)).toEqual(["id", "type", "timestamp", "data"]);
      expect(body.id).toBe(delivery.headers["broadmark-delivery"]);
      expect(body.data).not.toHaveProperty("token");
      expect(delivery.headers["content-type"]).toBe("application/json");
    }
    const { token: _token, ...readersView } = reservation;
    expect(JSON.parse(mine[0]!.body).data).toEqual(readersView);
    expect(Object.keys(JSON.parse(mine[0]!.body).data)).toEqual(Object.keys(readersView));
    expect(JSON.parse(mine[1]!.body).data).toMatchObject({ id: reservation.id, status: "Revoked" });
    const entries = await log(hook.id);
    expect(entries.map((e) => [e.type, e.status, e.attempts, e.last_status_code])).toEqual([
      ["reservation.revoked", "Delivered", 1, 200],
      ["reservation.created", "Delivered", 1, 200],
    ]);
  });

  it("sends reservation.created data equal to the reservation as a reader sees it, offset and time zone included", async () => {
    await register("/ok", ["reservation.created"]);
    const reservation = await reserveAndRevoke(false, {
      start: "2045-07-05T22:30:00.250+02:00",
      duration: 95,
      time_zone: "Europe/Paris",
    });
    await waitFor(() => deliveriesTo("/ok").some((d) => JSON.parse(d.body).data.id === reservation.id), 30);
    const { token: _token, ...readersView } = reservation;
    expect(readersView).toMatchObject({ end: "2045-07-05T22:31:35.25+02:00", time_zone: "Europe/Paris" });
    const delivered = JSON.parse(
      deliveriesTo("/ok").find((d) => JSON.parse(d.body).data.id === reservation.id)!.body,
    ).data;
    expect(delivered).toEqual(readersView);
    expect(Object.keys(delivered)).toEqual(Object.keys(readersView));
  });

  it("delivers job.failed to an endpoint filtered by the job's factory", async () => {
    const factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
    const hook = await register("/ok", ["job.failed", "job.completed"], factory);
    // 127.0.0.9 is loopback and not allowed here: the input is refused and the job fails at once.
    const job = (
      await call("POST", `/mediaprocessing/v1.0/factories/${factory}/jobs`, {
        key: scheduler,
        body: { inputs: { a: { url: "http://127.0.0.9/x.ts" } } },
      })
    ).body;
    await waitFor(() => deliveriesTo("/ok").some((d) => JSON.parse(d.body).data.id === job.id), 30);
    const delivery = deliveriesTo("/ok").find((d) => JSON.parse(d.body).data.id === job.id)!;
    expect(verify(hook.secret, delivery)).toBe(true);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: "job.failed",
      data: { id: job.id, status: "Failed", factory_id: factory },
    });
    // The event carries the job as the API shows it from then on.
    const shown = await call("GET", `/mediaprocessing/v1.0/factories/${factory}/jobs/${job.id}`, { key: scheduler });
    expect(JSON.parse(delivery.body).data).toEqual(shown.body);
  });

  it("retries a receiver that fails twice, with the same delivery id, until it succeeds", async () => {
    const hook = await register("/flaky", ["reservation.created"]);
    await reserveAndRevoke(false);
    await waitFor(() => deliveriesTo("/flaky").length === 3, 60);
    const ids = deliveriesTo("/flaky").map((d) => d.headers["broadmark-delivery"]);
    expect(new Set(ids).size).toBe(1);
    await waitFor(async () => (await log(hook.id))[0]!.status === "Delivered", 10);
    expect((await log(hook.id))[0]).toMatchObject({ status: "Delivered", attempts: 3, last_status_code: 200 });
  });

  it("records a receiver that never answers as a timed-out attempt, and sends it again on request", async () => {
    const hook = await register("/silent", ["reservation.created"]);
    await reserveAndRevoke(false);
    await waitFor(async () => (await log(hook.id))[0]?.attempts === 1, 30);
    const [entry] = await log(hook.id);
    expect(entry).toMatchObject({ status: "Pending", attempts: 1 });
    expect(entry).not.toHaveProperty("last_status_code");
    expect(String(entry!.last_error)).toMatch(/timeout|aborted/i);
    const again = await call("POST", `/admin/v1.0/webhooks/${hook.id}/deliveries/${entry!.id}/send-again`, {
      key: admin,
    });
    expect(again).toMatchObject({ status: 202, body: { id: entry!.id, status: "Pending", attempts: 0 } });
  });

  it("refuses an endpoint on a refused address, naming the field", async () => {
    const refused = await call("POST", "/admin/v1.0/webhooks", {
      key: admin,
      body: { url: "http://169.254.169.254/latest", events: ["job.failed"] },
    });
    expect([refused.status, refused.body.errors[0].path]).toEqual([400, "url"]);
    const forbidden = await call("POST", "/admin/v1.0/webhooks", {
      key: scheduler,
      body: { url: `${base}/ok`, events: ["job.failed"] },
    });
    expect(forbidden.status).toBe(403);
  });

  it(
    "delivers after a worker process was killed mid-delivery, with the same delivery id",
    { timeout: 120_000 },
    async () => {
      await worker?.stop(1);
      worker = undefined;
      const hook = await register("/hang-once", ["reservation.created"]);
      const first = spawnWorker();
      await reserveAndRevoke(false);
      await waitFor(() => deliveriesTo("/hang-once").length === 1, 60);
      const exited = new Promise((resolve) => first.once("exit", resolve));
      first.kill("SIGKILL");
      await exited;
      const second = spawnWorker();
      try {
        await waitFor(() => deliveriesTo("/hang-once").length === 2, 60);
        const [before, after] = deliveriesTo("/hang-once");
        expect(after!.headers["broadmark-delivery"]).toBe(before!.headers["broadmark-delivery"]);
        expect(after!.body).toBe(before!.body);
        expect(verify(hook.secret, after!)).toBe(true);
        await waitFor(async () => (await log(hook.id))[0]!.status === "Delivered", 10);
      } finally {
        const done = new Promise((resolve) => second.once("exit", resolve));
        second.kill("SIGTERM");
        await done;
      }
    },
  );
});

function spawnWorker(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "worker"], {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      BROADMARK_WORKER_STALE_SECONDS: "2",
      BROADMARK_SHUTDOWN_GRACE_SECONDS: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
