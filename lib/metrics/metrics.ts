// The service's Prometheus metrics (prom-client), one registry per process. Counters and histograms are
// recorded where things happen; the queue's and jobs' gauges are read from the database at scrape time,
// so every server process reports the same figures for them whichever worker did the work.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { pool } from "../db/client";
import { log } from "../log/logger";

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new Histogram({
  name: "broadmark_http_request_duration_seconds",
  help: "API requests by operation (method and path template) and status; _count is the number of requests",
  labelNames: ["operation", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

/** A duration histogram of work that ends completed or failed. */
const durationByOutcome = (name: string, what: string, buckets: number[]) =>
  new Histogram({
    name,
    help: `${what}, by outcome (completed or failed)`,
    labelNames: ["outcome"] as const,
    buckets,
    registers: [registry],
  });

export const probeDuration = durationByOutcome(
  "broadmark_probe_duration_seconds",
  "Probing one job input (fetching and parsing)",
  [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
);

export const renderDuration = durationByOutcome(
  "broadmark_render_duration_seconds",
  "Rendering a composition job's outputs",
  [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
);

export const reservationOutcomes = new Counter({
  name: "broadmark_reservations_total",
  help: "Reservation requests by outcome: granted, or refused because the span overlaps an active reservation",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const webhookDeliveries = new Counter({
  name: "broadmark_webhook_deliveries_total",
  help: "Webhook delivery attempts by outcome: delivered, failed (retried later) or abandoned (no attempts left)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

new Gauge({
  name: "broadmark_jobs",
  help: "Jobs by status",
  labelNames: ["status"] as const,
  registers: [registry],
  async collect() {
    const rows = await scrapeQuery<{ status: string; count: number }>(
      "SELECT status, count(*)::int AS count FROM job GROUP BY status",
    );
    this.reset();
    for (const status of ["Queued", "Running", "Completed", "Failed", "Canceled"]) {
      this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
    }
  },
});

// Waiting queue entries: not taken by a worker and with attempts left (those waiting for a retry included).
const WAITING = "locked_at IS NULL AND attempts < max_attempts";

new Gauge({
  name: "broadmark_queue_depth",
  help: "Queue entries waiting for a worker, by task",
  labelNames: ["task"] as const,
  registers: [registry],
  async collect() {
    const rows = await scrapeQuery<{ task: string; count: number }>(
      `SELECT task_identifier AS task, count(*)::int AS count FROM graphile_worker.jobs WHERE ${WAITING} GROUP BY 1`,
    );
    this.reset();
    for (const row of rows) this.set({ task: row.task }, row.count);
  },
});

new Gauge({
  name: "broadmark_queue_oldest_age_seconds",
  help: "Age of the oldest queue entry waiting for a worker, by task",
  labelNames: ["task"] as const,
  registers: [registry],
  async collect() {
    const rows = await scrapeQuery<{ task: string; age: number }>(
      `SELECT task_identifier AS task, extract(epoch FROM now() - min(created_at))::float8 AS age
       FROM graphile_worker.jobs WHERE ${WAITING} GROUP BY 1`,
    );
    this.reset();
    for (const row of rows) this.set({ task: row.task }, row.age);
  },
});

/** A scrape still answers (without the database's gauges) when the database does not. */
async function scrapeQuery<T extends object>(sql: string): Promise<T[]> {
  try {
    return (await pool().query<T>(sql)).rows;
  } catch (error) {
    log.warn({ err: error }, "metrics: a database gauge could not be read");
    return [];
  }
}

/** Seconds since `started` (a process.hrtime.bigint() reading). */
export function secondsSince(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e9;
}
