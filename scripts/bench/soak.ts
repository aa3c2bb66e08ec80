// The soak: a deployment as operators run it — two API processes and two workers on the PostgreSQL server
// (127.0.0.1:5432, a fresh database) — under mixed load for `--duration=<seconds>` (300 by default):
// reservations on a few watermarks (so that many collide), probe jobs on local fixtures with their status
// polled, and webhooks to a receiver on 127.0.0.1. Meanwhile PostgreSQL is restarted twice (at a third and
// two thirds of the run) and one worker is killed with SIGKILL at half time (a replacement starts, as a
// supervisor would start one). Then the load stops, the deployment is given time to drain, and the soak
// prints what must all be 0: requests answered 500 (any 5xx but 503, which the API answers while the
// database is away), jobs lost (answered 202, not in the database) or stuck (not finished), overlapping
// active reservations, reservations lost (answered 201, not in the database), and webhook events lost
// (a finished job or a reservation whose event the receiver never got).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, openSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { benchOption } from "./support/options";
import {
  request,
  startProductionServer,
  startReadyWorker,
  stopProcess,
  type ProductionServer,
} from "./support/production-server";
import { printTable } from "./support/report";
import { serverDatabase } from "./support/server-database";

const FIXTURES = path.resolve("fixtures/media/files");
const FILES = ["gen__h264_ac3.ts", "bmx__sample.mxf", "pmi__sample.mp4", "gen__bwf_pcm24_bext.wav", "ebml__test.webm"];
const WATERMARKS = 8;
const RESERVATION_CLIENTS = 4;
const JOB_CLIENTS = 2;
/** Pause between one client's requests: a steady load the two cores can carry beside everything else. */
const THINK_MS = 25;
/** How long the deployment may take, once the load stops, to finish its jobs and deliver their events. */
const DRAIN_SECONDS = 240;
const BASE = "/mediaprocessing/v1.0";
const WATERMARKING = "/watermarking/v1.0/measurement";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default async function soak(): Promise<void> {
  const seconds = Number(benchOption("duration") ?? 300);
  if (!(seconds > 0)) throw new Error("--duration=<seconds> must be a positive number");
  const database = await serverDatabase("broadmark_soak");
  if (!database) throw new Error("the soak needs the PostgreSQL server at 127.0.0.1:5432 (trust, user postgres)");
  const logFile = path.join(tmpdir(), `broadmark-soak-${Date.now()}.log`);
  const log = openSync(logFile, "a");
  const receiver = await startReceiver();
  const key = `bmk_soak_${randomBytes(12).toString("hex")}`;
  const dataDir = path.join(tmpdir(), `broadmark-soak-data-${Date.now()}`);
  const env = {
    DATABASE_URL: database.url,
    BROADMARK_ADMIN_KEY: key,
    BROADMARK_DATA_DIR: dataDir,
    MEDIA_ROOTS: FIXTURES,
    PROBE_URL_ALLOW: "127.0.0.1",
    LOG_LEVEL: "info",
    // The default limits, shared through the database that restarts (the other benchmarks turn them off).
    BROADMARK_RATE_LIMIT: "100:200",
  };
  const apiEnv = { ...env, BROADMARK_START_WORKER: "false", BROADMARK_DASHBOARD: "false" };
  const servers: ProductionServer[] = [];
  const workers: Awaited<ReturnType<typeof startReadyWorker>>[] = [];
  try {
    // One first, so that it applies the migrations; the second finds them applied.
    servers.push(await startProductionServer(apiEnv, 16, log));
    servers.push(await startProductionServer(apiEnv, 16, log));
    workers.push(await startReadyWorker(env, log), await startReadyWorker(env, log));
    const counts = new Counts();
    const api = (i: number) => servers[i % servers.length]!;
    const call = async (i: number, method: string, url: string, body?: unknown) => {
      const server = api(i);
      const reply = await request(server.agent, server.port, method, url, key, body).catch(() => undefined);
      counts.answered(reply?.status);
      return reply;
    };
    const factory = JSON.parse((await call(0, "GET", `${BASE}/factories`))!.body).items[0].id as string;
    const webhook = await call(0, "POST", "/admin/v1.0/webhooks", {
      url: `${receiver.url}/events`,
      events: ["job.completed", "job.failed", "reservation.created"],
      factory_id: factory,
    });
    if (webhook?.status !== 201)
      throw new Error(`the webhook endpoint was not registered: ${webhook?.status} ${webhook?.body}`);
    const watermarks = await createWatermarks(call);

    const stopAt = Date.now() + seconds * 1000;
    const granted: string[] = [];
    const accepted: string[] = [];
    const reserve = async (client: number) => {
      for (let i = client; Date.now() < stopAt; i += RESERVATION_CLIENTS) {
        // Starts on a half-hour grid within two days, 30 or 60 minutes long: many requests collide.
        const start = new Date(Date.UTC(2041, 0, 1) + Math.floor(Math.random() * 96) * 30 * 60_000).toISOString();
        const reply = await call(
          i,
          "POST",
          `${WATERMARKING}/watermarks/${watermarks[i % WATERMARKS]}/linear_reservations`,
          {
            start,
            duration: Math.random() < 0.5 ? 1800 : 3600,
          },
        );
        if (reply?.status === 201) granted.push(JSON.parse(reply.body).id);
        await sleep(THINK_MS);
      }
    };
    const submit = async (client: number) => {
      for (let i = client; Date.now() < stopAt; i += JOB_CLIENTS) {
        const file = pathToFileURL(path.join(FIXTURES, FILES[i % FILES.length]!)).href;
        const reply = await call(i, "POST", `${BASE}/factories/${factory}/jobs`, { inputs: { input1: { url: file } } });
        if (reply?.status === 202) accepted.push(JSON.parse(reply.body).id);
        const polled = accepted[Math.floor(Math.random() * accepted.length)];
        if (polled) await call(i + 1, "GET", `${BASE}/factories/${factory}/jobs/${polled}`);
        await sleep(THINK_MS);
      }
    };
    const faults = async () => {
      const at = (fraction: number) => sleep(Math.max(0, stopAt - seconds * 1000 * (1 - fraction) - Date.now()));
      await at(1 / 3);
      await restartPostgres(counts);
      await at(1 / 2);
      workers[0]!.kill("SIGKILL");
      counts.workerKilled = true;
      await sleep(5000);
      workers.push(await startReadyWorker(env, log));
      await at(2 / 3);
      await restartPostgres(counts);
    };
    process.stdout.write(`soak: ${seconds} s of load on ${database.url} (process logs: ${logFile})\n`);
    await Promise.all([
      ...Array.from({ length: RESERVATION_CLIENTS }, (_, client) => reserve(client)),
      ...Array.from({ length: JOB_CLIENTS }, (_, client) => submit(client)),
      faults(),
    ]);

    process.stdout.write(`soak: load stopped; draining for up to ${DRAIN_SECONDS} s\n`);
    const outcome = await drain(database.url, accepted, receiver.received);
    const overlaps = await overlappingReservations(database.url);
    const lostReservations = await missing(database.url, "linear_reservation", granted);
    printTable(
      `Soak: 2 API processes + 2 workers on PostgreSQL ${database.url.split("/").pop()}, ${seconds} s of load`,
      [
        ["requests (answered / not answered at all)", `${counts.total} / ${counts.unanswered}`],
        [
          "answered 429 (every client uses one key: 100/s, burst 200, for the whole deployment)",
          String(counts.limited),
        ],
        ["answered 503 while the database was away", String(counts.unavailable)],
        ["PostgreSQL restarts / worker killed with SIGKILL", `${counts.restarts} / ${counts.workerKilled ? 1 : 0}`],
        ["reservations granted / jobs accepted", `${granted.length} / ${accepted.length}`],
        ["jobs finished Completed / Failed", `${outcome.completed} / ${outcome.failed}`],
        ["webhook events received (distinct / deliveries)", `${receiver.received.size} / ${receiver.deliveries()}`],
        ["drain took (s)", outcome.drainSeconds.toFixed(1)],
        ["requests answered 500 (any 5xx but 503)", String(counts.serverErrors)],
        ["jobs lost (answered 202, not in the database)", String(outcome.lost)],
        ["jobs stuck (not finished after the drain)", String(outcome.stuck)],
        ["overlapping active reservations", String(overlaps)],
        ["reservations lost (answered 201, not in the database)", String(lostReservations)],
        ["webhook events lost (a finished job or a reservation whose event never arrived)", String(outcome.eventsLost)],
      ],
    );
  } finally {
    await Promise.all([...servers.map((server) => server.stop()), ...workers.map(stopProcess)]);
    await receiver.close();
    closeSync(log);
    await rm(dataDir, { recursive: true, force: true });
    await database
      .drop()
      .catch((error: unknown) => process.stderr.write(`soak: database not dropped: ${String(error)}\n`));
  }
}

class Counts {
  total = 0;
  unanswered = 0;
  unavailable = 0;
  limited = 0;
  serverErrors = 0;
  restarts = 0;
  workerKilled = false;

  answered(status: number | undefined): void {
    if (status === undefined) return void this.unanswered++;
    this.total++;
    if (status === 503) this.unavailable++;
    else if (status === 429) this.limited++;
    else if (status >= 500) this.serverErrors++;
  }
}

type Call = (
  i: number,
  method: string,
  url: string,
  body?: unknown,
) => Promise<{ status: number; body: string } | undefined>;

async function createWatermarks(call: Call): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < WATERMARKS; i++) {
    const [sid, csid] = crypto.getRandomValues(new Uint16Array(2));
    const reply = await call(i, "POST", `${WATERMARKING}/watermarks`, {
      type: "Linear",
      name: `Soak ${i}`,
      sid: 1 + (sid! % 32000),
      sid_check_digits: "AB",
      csid: `0x2${csid!.toString(16).padStart(4, "0")}`,
      csid_check_digits: "7Q",
    });
    if (reply?.status !== 201) throw new Error(`a watermark was not created: ${reply?.status} ${reply?.body}`);
    ids.push(JSON.parse(reply.body).id);
  }
  return ids;
}

/** The restart an operator runs: the cluster of this machine's PostgreSQL, stopped and started again. */
async function restartPostgres(counts: Counts): Promise<void> {
  const [version] = await readdir("/etc/postgresql");
  await promisify(execFile)("pg_ctlcluster", ["--skip-systemctl-redirect", version!, "main", "restart"]);
  counts.restarts++;
  process.stdout.write(`soak: PostgreSQL restarted (${counts.restarts})\n`);
}

/** Receives webhook deliveries: the distinct (event type, resource id) pairs, and how many deliveries came. */
async function startReceiver() {
  const received = new Set<string>();
  let deliveries = 0;
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      deliveries++;
      const event = JSON.parse(Buffer.concat(chunks).toString()) as { type: string; data: { id: string } };
      received.add(`${event.type} ${event.data.id}`);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    deliveries: () => deliveries,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Waits until every job in the database has finished and the receiver has every event it should (a
 * job.completed or job.failed per finished job, a reservation.created per reservation), or the drain time
 * is over; then counts what is missing. Jobs and reservations are read from the database, so that those
 * recorded under an answer the client never got (a connection cut mid-commit) are expected too.
 */
async function drain(databaseUrl: string, accepted: string[], received: Set<string>) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows: jobs } = await client.query<{ id: string; status: string }>("SELECT id, status FROM job");
      const { rows: reservations } = await client.query<{ id: string }>("SELECT id FROM linear_reservation");
      const finished = jobs.filter((job) => job.status === "Completed" || job.status === "Failed");
      const expected = [
        ...finished.map((job) => `job.${job.status.toLowerCase()} ${job.id}`),
        ...reservations.map((reservation) => `reservation.created ${reservation.id}`),
      ];
      const eventsLost = expected.filter((event) => !received.has(event)).length;
      const stuck = jobs.length - finished.length;
      const drainSeconds = (Date.now() - started) / 1000;
      if ((stuck === 0 && eventsLost === 0) || drainSeconds > DRAIN_SECONDS) {
        const known = new Set(jobs.map((job) => job.id));
        return {
          completed: finished.filter((job) => job.status === "Completed").length,
          failed: finished.filter((job) => job.status === "Failed").length,
          lost: accepted.filter((id) => !known.has(id)).length,
          stuck,
          eventsLost,
          drainSeconds,
        };
      }
      await sleep(1000);
    }
  } finally {
    await client.end();
  }
}

/** Pairs of active reservations of one embedded code whose spans overlap (the exclusion constraint forbids any). */
async function overlappingReservations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM linear_reservation a JOIN linear_reservation b
         ON a.id < b.id AND a.sid = b.sid AND a.csid_value = b.csid_value
        AND a.status = 'Active' AND b.status = 'Active'
        AND tstzrange(a.start_at, a.end_at) && tstzrange(b.start_at, b.end_at)`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** How many of the ids are not rows of the table. */
async function missing(databaseUrl: string, table: string, ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1)`, [
      ids,
    ]);
    return ids.length - rows[0]!.n;
  } finally {
    await client.end();
  }
}
