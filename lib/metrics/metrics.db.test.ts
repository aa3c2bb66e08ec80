// /healthz, /readyz and /metrics as a monitoring system calls them: no API key; metrics guarded by the
// loopback rule or, when configured, a bearer token.
import { afterEach, describe, expect, it } from "vitest";
import { call, keyFor, send, uniqueCode, watermarkBody } from "../api/testing/client";

async function scrape(clientAddress: string, authorization?: string) {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const response = await send(new Request("http://broadmark.test/metrics", { headers }), clientAddress);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

/** The value of one sample line, e.g. `broadmark_reservations_total{outcome="granted"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

afterEach(() => {
  delete process.env.BROADMARK_METRICS_TOKEN;
});

describe("health", () => {
  it("answers /healthz and /readyz without a key", async () => {
    expect(await call("GET", "/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(await call("GET", "/readyz")).toMatchObject({ status: 200, body: { status: "ok" } });
  });
});

describe("metrics", () => {
  it("serves the Prometheus text to loopback clients, with requests, jobs, queue, reservations and process metrics", async () => {
    const scheduler = await keyFor("scheduler");
    const watermark = (
      await call("POST", "/watermarking/v1.0/measurement/watermarks", {
        key: scheduler,
        body: watermarkBody(uniqueCode()),
      })
    ).body;
    const before = (await scrape("127.0.0.1")).text;
    const slot = { start: "2044-03-01T10:00:00Z", duration: 600 };
    const reservations = `/watermarking/v1.0/measurement/watermarks/${watermark.id}/linear_reservations`;
    expect((await call("POST", reservations, { key: scheduler, body: slot })).status).toBe(201);
    expect((await call("POST", reservations, { key: scheduler, body: slot })).status).toBe(409);
    await call("GET", "/healthz");

    const after = await scrape("::1");
    expect(after.status).toBe(200);
    expect(after.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const delta = (series: string) => sample(after.text, series) - sample(before, series);
    expect(delta('broadmark_reservations_total{outcome="granted"}')).toBe(1);
    expect(delta('broadmark_reservations_total{outcome="refused"}')).toBe(1);
    expect(delta('broadmark_http_request_duration_seconds_count{operation="GET /healthz",status="200"}')).toBe(1);
    const reserve = "POST /watermarking/v1.0/measurement/watermarks/{watermark_id}/linear_reservations";
    expect(delta(`broadmark_http_request_duration_seconds_count{operation="${reserve}",status="409"}`)).toBe(1);
    expect(after.text).toContain(
      `broadmark_http_request_duration_seconds_bucket{le="0.1",operation="${reserve}",status="201"}`,
    );
    for (const series of [
      'broadmark_jobs{status="Queued"}',
      "process_cpu_user_seconds_total",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(after.text).toMatch(new RegExp(`^${series.replace(/[{}"]/g, "\\$&")} \\d`, "m"));
    }
    for (const name of [
      "broadmark_queue_depth",
      "broadmark_queue_oldest_age_seconds",
      "broadmark_probe_duration_seconds",
      "broadmark_webhook_deliveries_total",
    ]) {
      expect(after.text).toContain(`# TYPE ${name} `);
    }
  });

  it("refuses other addresses when no token is set", async () => {
    const refused = await scrape("203.0.113.7");
    expect([refused.status, JSON.parse(refused.text).code]).toEqual([403, "forbidden"]);
    expect((await scrape("::ffff:127.0.0.1")).status).toBe(200);
  });

  it("requires the bearer token from every address once BROADMARK_METRICS_TOKEN is set", async () => {
    process.env.BROADMARK_METRICS_TOKEN = "scrape-secret";
    for (const authorization of [undefined, "Bearer wrong", "Basic scrape-secret"]) {
      const refused = await scrape("127.0.0.1", authorization);
      expect([refused.status, JSON.parse(refused.text).code]).toEqual([401, "unauthorized"]);
    }
    expect((await scrape("203.0.113.7", "Bearer scrape-secret")).status).toBe(200);
  });
});
