// Reservation throughput and latency over HTTP against the production build, with 32 concurrent
// clients and 100,000 existing reservations, next to the raw SQL insert rate of the same rows on the
// same database in the same run.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { migrate } from "../../lib/db/migrate";
import { hashKey } from "../../lib/keys/keys";
import { startProductionServer, request } from "./support/production-server";
import { closedLoop } from "./support/load";
import { printTable } from "./support/report";
import { SERVER, serverDatabase } from "./support/server-database";

const CLIENTS = 32;
const EXISTING = 100_000;
const WATERMARKS = 1_000;
const SECONDS = 15;
const BASE_START = Date.UTC(2040, 0, 1);

export default async function benchReservations(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "broadmark-bench-"));
  const database = await startEmbeddedPostgres(dir);
  try {
    await measure("embedded database", database.url);
  } finally {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
  const server = await serverDatabase();
  if (!server) {
    process.stdout.write(`\n(PostgreSQL server at ${SERVER} not reachable: skipped)\n`);
    return;
  }
  try {
    await measure(`PostgreSQL server ${SERVER}`, server.url);
  } finally {
    await server.drop();
  }
}

async function measure(where: string, url: string): Promise<void> {
  await migrate(url);
  const key = `bmk_bench_${randomBytes(12).toString("hex")}`;
  const watermarkIds = await seed(url, key);
  const http = await measureHttp(url, key, watermarkIds);
  const sql = await measureSql(url, watermarkIds);
  printTable(
    `Reservations on the ${where}: HTTP (production build) vs raw SQL inserts, ${CLIENTS} clients, 100,000 existing rows`,
    [
      ["HTTP reservations/s", http.rate.toFixed(0)],
      ["HTTP latency p50 (ms)", http.p50.toFixed(2)],
      ["HTTP latency p99 (ms, target < 25)", http.p99.toFixed(2)],
      ["HTTP requests (all 201)", `${http.count} (${http.failures} other)`],
      ["raw SQL inserts/s", sql.rate.toFixed(0)],
      ["ratio HTTP / SQL (target ≥ 0.5)", (http.rate / sql.rate).toFixed(3)],
    ],
  );
}

async function seed(url: string, key: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const keyId = randomBytes(16).toString("hex");
  await client.query(
    "INSERT INTO api_key (id, name, role, key_hash, key_prefix, created_at_ns) VALUES ($1, 'bench', 'admin', $2, 'bmk_benc', 0)",
    [keyId, hashKey(key)],
  );
  // 1,000 Linear watermarks with distinct codes, each with 100 hour-long reservations in 2030.
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO watermark (id, type, name, sid, sid_check_digits, csid, csid_value, csid_check_digits, status, created_at_ns, created_by_key_id)
     SELECT md5(random()::text), 'Linear', 'bench ' || i, 1 + i, 'AB', '0x1' || lpad(to_hex(i), 4, '0'), x'10000'::int + i, 'CD', 'Active', i, $1
     FROM generate_series(1, $2) AS i RETURNING id`,
    [keyId, WATERMARKS],
  );
  await client.query(
    `INSERT INTO linear_reservation (id, token, watermark_id, sid, sid_check_digits, csid, csid_value, csid_check_digits,
       start_text, start_at, end_at, duration, status, created_at_ns, created_by_key_id)
     SELECT md5(random()::text), md5(random()::text), w.id, w.sid, w.sid_check_digits, w.csid, w.csid_value, w.csid_check_digits,
       to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), t, t + interval '1 hour', 3600, 'Active', 0, $1
     FROM watermark w, generate_series(1, $2) AS n, LATERAL (SELECT timestamptz '2030-01-01 00:00Z' + n * interval '2 hours' AS t) s`,
    [keyId, EXISTING / WATERMARKS],
  );
  await client.query("ANALYZE");
  await client.end();
  return rows.map((row) => row.id);
}

/** The k-th span of client c: distinct per client and request, so every request should be granted. */
function span(client: number, k: number, offsetMs: number): { start: string; duration: number } {
  return { start: new Date(BASE_START + offsetMs + (k * CLIENTS + client) * 120_000).toISOString(), duration: 60 };
}

async function measureHttp(databaseUrl: string, key: string, watermarkIds: string[]) {
  const server = await startProductionServer({ DATABASE_URL: databaseUrl, BROADMARK_ADMIN_KEY: key }, CLIENTS);
  try {
    const post = async (client: number, k: number) =>
      (
        await request(
          server.agent,
          server.port,
          "POST",
          `/watermarking/v1.0/measurement/watermarks/${watermarkIds[client]}/linear_reservations`,
          key,
          span(client, k, 0),
        )
      ).status;
    await closedLoop(CLIENTS, 1, 201, (client, k) => post(client, 1_000_000 + k)); // warm-up: JIT, pools, key cache
    return await closedLoop(CLIENTS, SECONDS, 201, post);
  } finally {
    await server.stop();
  }
}

async function measureSql(url: string, watermarkIds: string[]) {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  pool.on("error", () => undefined); // idle connections closed when the database stops
  const { rows } = await pool.query<{ id: string; sid: number; csid: string; csid_value: number; key: string }>(
    "SELECT w.id, w.sid, w.csid, w.csid_value, w.created_by_key_id AS key FROM watermark w WHERE id = ANY($1)",
    [watermarkIds.slice(0, CLIENTS)],
  );
  let count = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    rows.map(async (w, client) => {
      for (let k = 0; performance.now() < deadline; k++) {
        const { start } = span(client, k, 365 * 86_400_000);
        await pool.query(
          `INSERT INTO linear_reservation (id, token, watermark_id, sid, sid_check_digits, csid, csid_value, csid_check_digits,
             start_text, start_at, end_at, duration, status, created_at_ns, created_by_key_id)
           VALUES ($1, $2, $3, $4, 'AB', $5, $6, 'CD', $7, $8, $8::timestamptz + interval '60 seconds', 60, 'Active', 0, $9)`,
          [
            randomBytes(16).toString("hex"),
            randomBytes(16).toString("hex"),
            w.id,
            w.sid,
            w.csid,
            w.csid_value,
            start,
            start,
            w.key,
          ],
        );
        count++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await pool.end();
  return { rate: count / elapsed };
}
