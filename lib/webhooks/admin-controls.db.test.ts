// An admin's controls over webhook endpoints, over real HTTP with a receiver on 127.0.0.1: pausing and
// resuming (events held, then sent in order), the automatic pause of an endpoint failing for a long time,
// test events, secret rotation with an overlap, and deletion.
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { startWorker, type RunningWorker } from "../worker/worker";

process.env.PROBE_URL_ALLOW = "127.0.0.1";
process.env.BROADMARK_WEBHOOK_TIMEOUT_SECONDS = "1";

interface Received {
  path: string;
  signature: string;
  body: { id: string; type: string; data: { id?: string; webhook_id?: string } };
  raw: string;
}
const received: Received[] = [];
/** The status each path answers; changed by the tests (a receiver going down and coming back). */
const answers: Record<string, number> = {};
let receiver: http.Server;
let base: string;
let admin: string;
let scheduler: string;
let worker: RunningWorker;
let stopServing: () => Promise<void>;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8").on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, signature: String(request.headers["broadmark-signature"]), body: JSON.parse(raw), raw });
      response.writeHead(answers[path] ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  stopServing = await serveOverHttp();
  admin = await keyFor("admin");
  scheduler = await keyFor("scheduler");
  worker = await startWorker({ concurrency: 4, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker.stop(1);
  await stopServing();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function register(path: string) {
  const created = await call("POST", "/admin/v1.0/webhooks", {
    key: admin,
    body: { url: `${base}${path}`, events: ["reservation.created"] },
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; secret: string };
}

/** A reservation of a new watermark: one reservation.created event. */
async function reserve(): Promise<string> {
  const watermark = (
    await call("POST", "/watermarking/v1.0/measurement/watermarks", {
      key: scheduler,
      body: watermarkBody(uniqueCode()),
    })
  ).body;
  const reservation = await call(
    "POST",
    `/watermarking/v1.0/measurement/watermarks/${watermark.id}/linear_reservations`,
    {
      key: scheduler,
      body: { start: "2046-03-03T20:00:00Z", duration: 60 },
    },
  );
  expect(reservation.status).toBe(201);
  return reservation.body.id;
}

async function waitFor(condition: () => boolean | Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const endpoint = async (id: string) => (await call("GET", `/admin/v1.0/webhooks/${id}`, { key: admin })).body;
const deliveries = async (id: string) =>
  (await call("GET", `/admin/v1.0/webhooks/${id}/deliveries`, { key: admin })).body.items as Array<
    Record<string, unknown>
  >;
const at = (path: string) => received.filter((r) => r.path === path);

/** The v1 signatures of a request, and whether one of them is this secret's. */
function signedWith(secret: string, request: Received): boolean {
  const [t, ...v1] = request.signature.split(",");
  const expected = createHmac("sha256", secret)
    .update(`${t!.slice(2)}.${request.raw}`)
    .digest("hex");
  return v1.includes(`v1=${expected}`);
}

/** Runs `test` with the automatic pause's thresholds set (the worker reads them at each attempt). */
async function withPauseThreshold(failures: string, seconds: string, test: () => Promise<void>) {
  process.env.BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES = failures;
  process.env.BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS = seconds;
  try {
    await test();
  } finally {
    delete process.env.BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES;
    delete process.env.BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS;
  }
}

describe("pausing and resuming a webhook endpoint", () => {
  it("holds every event while paused and sends them in order on resume", async () => {
    const hook = await register("/paused");
    const paused = await call("POST", `/admin/v1.0/webhooks/${hook.id}/pause`, { key: admin });
    expect(paused).toMatchObject({
      status: 200,
      body: { status: "Paused", paused: { reason: "manual", since: expect.stringMatching(/Z$/) } },
    });
    const first = await reserve();
    const second = await reserve();
    await waitFor(async () => (await deliveries(hook.id)).filter((d) => d.status === "Held").length === 2, 30);
    expect(at("/paused")).toEqual([]);

    const resumed = await call("POST", `/admin/v1.0/webhooks/${hook.id}/resume`, { key: admin });
    expect(resumed).toMatchObject({ status: 200, body: { status: "Active" } });
    expect(resumed.body).not.toHaveProperty("paused");
    await waitFor(() => at("/paused").length === 2, 30);
    expect(
      at("/paused")
        .map((r) => r.body.data.id)
        .sort(),
    ).toEqual([first, second].sort());
    await waitFor(async () => (await deliveries(hook.id)).every((d) => d.status === "Delivered"), 10);
  });

  it("pauses an endpoint failing N times in a row over at least T, shows why, and sends what it held once resumed", async () => {
    await withPauseThreshold("3", "0", async () => {
      answers["/down"] = 503;
      const hook = await register("/down");
      const events = [await reserve(), await reserve(), await reserve()];
      await waitFor(async () => (await endpoint(hook.id)).status === "Paused", 30);
      const shown = await endpoint(hook.id);
      expect(shown).toMatchObject({
        paused: { reason: "failing" },
        last_error: "answered 503",
        failing_since: expect.stringMatching(/Z$/),
      });
      expect(shown.consecutive_failures).toBeGreaterThanOrEqual(3);
      // Their retries find the endpoint paused: held, not sent, until an admin resumes it.
      await waitFor(async () => (await deliveries(hook.id)).every((d) => d.status === "Held"), 30);
      const attemptsBefore = at("/down").length;
      const audit = (await call("GET", `/watermarking/v1.0/audit?target=${hook.id}`, { key: admin })).body.items;
      expect(
        audit.map((e: { action: string; outcome: string; actor_name: string }) => [e.action, e.outcome, e.actor_name]),
      ).toContainEqual(["webhook.pause", "paused: failing", "system"]);

      answers["/down"] = 200;
      await call("POST", `/admin/v1.0/webhooks/${hook.id}/resume`, { key: admin });
      await waitFor(async () => (await deliveries(hook.id)).every((d) => d.status === "Delivered"), 30);
      const delivered = at("/down")
        .slice(attemptsBefore)
        .map((r) => r.body.data.id);
      expect(delivered.sort()).toEqual([...events].sort());
      expect(await endpoint(hook.id)).toMatchObject({ status: "Active", consecutive_failures: 0 });
    });
  });

  it("does not pause an endpoint whose failures span less than T", async () => {
    await withPauseThreshold("2", "3600", async () => {
      answers["/brief"] = 500;
      const hook = await register("/brief");
      await reserve();
      await reserve();
      await reserve();
      await waitFor(async () => (await endpoint(hook.id)).consecutive_failures >= 3, 30);
      expect(await endpoint(hook.id)).toMatchObject({ status: "Active", last_error: "answered 500" });
    });
  });
});

describe("test events, secret rotation and deletion", () => {
  it("sends a signed webhook.test event, to a paused endpoint too", async () => {
    const hook = await register("/test");
    await call("POST", `/admin/v1.0/webhooks/${hook.id}/pause`, { key: admin });
    const sent = await call("POST", `/admin/v1.0/webhooks/${hook.id}/test`, { key: admin });
    expect(sent).toMatchObject({
      status: 202,
      body: { type: "webhook.test", status: "Pending", resource_id: hook.id },
    });
    await waitFor(() => at("/test").length === 1, 30);
    const [request] = at("/test");
    expect(request!.body).toMatchObject({ id: sent.body.id, type: "webhook.test", data: { webhook_id: hook.id } });
    expect(signedWith(hook.secret, request!)).toBe(true);
    expect((await endpoint(hook.id)).status).toBe("Paused");
  });

  it("rotates the secret: deliveries carry both signatures during the overlap, only the new one without", async () => {
    const hook = await register("/rotated");
    const rotated = await call("POST", `/admin/v1.0/webhooks/${hook.id}/rotate-secret`, { key: admin });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(hook.secret);
    const overlapEnds = Date.parse(rotated.body.previous_secret_valid_until) - Date.now();
    expect(overlapEnds).toBeGreaterThan(86_390_000);
    expect(overlapEnds).toBeLessThanOrEqual(86_400_000);
    await call("POST", `/admin/v1.0/webhooks/${hook.id}/test`, { key: admin });
    await waitFor(() => at("/rotated").length === 1, 30);
    expect(at("/rotated")[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect([signedWith(rotated.body.secret, at("/rotated")[0]!), signedWith(hook.secret, at("/rotated")[0]!)]).toEqual([
      true,
      true,
    ]);

    const leaked = await call("POST", `/admin/v1.0/webhooks/${hook.id}/rotate-secret`, {
      key: admin,
      body: { previous_secret_valid_seconds: 0 },
    });
    expect(leaked.body).not.toHaveProperty("previous_secret_valid_until");
    await call("POST", `/admin/v1.0/webhooks/${hook.id}/test`, { key: admin });
    await waitFor(() => at("/rotated").length === 2, 30);
    expect(at("/rotated")[1]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect([
      signedWith(leaked.body.secret, at("/rotated")[1]!),
      signedWith(rotated.body.secret, at("/rotated")[1]!),
    ]).toEqual([true, false]);

    const refused = await call("POST", `/admin/v1.0/webhooks/${hook.id}/rotate-secret`, {
      key: admin,
      body: { previous_secret_valid_seconds: -1 },
    });
    expect([refused.status, refused.body.code, refused.body.errors[0].path]).toEqual([
      400,
      "validation_failed",
      "previous_secret_valid_seconds",
    ]);
  });

  it("deletes an endpoint with its log (admins only), and sends nothing it had queued", async () => {
    const hook = await register("/deleted");
    expect((await call("POST", `/admin/v1.0/webhooks/${hook.id}/pause`, { key: admin })).body.status).toBe("Paused");
    await reserve();
    await waitFor(async () => (await deliveries(hook.id))[0]?.status === "Held", 30);
    expect((await call("DELETE", `/admin/v1.0/webhooks/${hook.id}`, { key: scheduler })).status).toBe(403);
    const deleted = await call("DELETE", `/admin/v1.0/webhooks/${hook.id}`, { key: admin });
    expect(deleted.status).toBe(204);
    expect((await call("GET", `/admin/v1.0/webhooks/${hook.id}`, { key: admin })).status).toBe(404);
    expect((await call("GET", `/admin/v1.0/webhooks/${hook.id}/deliveries`, { key: admin })).status).toBe(404);
    expect((await call("DELETE", `/admin/v1.0/webhooks/${hook.id}`, { key: admin })).status).toBe(404);
    for (const action of ["pause", "resume", "test", "rotate-secret"]) {
      expect((await call("POST", `/admin/v1.0/webhooks/${hook.id}/${action}`, { key: admin })).status).toBe(404);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(at("/deleted")).toEqual([]);
  });
});
