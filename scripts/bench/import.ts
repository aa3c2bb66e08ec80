// Schedule imports against the production build: 10,000 events as BXF and as CSV, each a dry run and a
// real import (mode all), on 1,000 Linear watermarks found by house number. Target: < 10 s each.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { migrate } from "../../lib/db/migrate";
import { hashKey } from "../../lib/keys/keys";
import { bxfSchedule, csvFile, type SampleEvent } from "../../lib/schedules/testing/samples";
import { startProductionServer } from "./support/production-server";
import { printTable } from "./support/report";

const EVENTS = 10_000;
const WATERMARKS = 1_000;

export default async function benchImport(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "broadmark-bench-"));
  const database = await startEmbeddedPostgres(dir);
  try {
    await migrate(database.url);
    const key = `bmk_bench_${randomBytes(12).toString("hex")}`;
    await seed(database.url, key);
    const server = await startProductionServer({ DATABASE_URL: database.url, BROADMARK_ADMIN_KEY: key }, 1);
    try {
      const post = (text: string, type: string, query: string) => timed(server.port, key, text, type, query);
      const bxf = bxfSchedule(events(Date.UTC(2041, 0, 1)));
      const csv = csvFile(
        ["house_number", "start", "duration"],
        events(Date.UTC(2042, 0, 1)).map((e) => ({ house_number: e.houseNumber!, start: e.utc!, duration: 1800 })),
      );
      await post(csv.slice(0, csv.indexOf("\n", 2000) + 1), "text/csv", "?dry_run=true"); // warm-up
      const rows: [string, string][] = [];
      for (const [name, text, type] of [
        ["BXF", bxf, "application/xml"],
        ["CSV", csv, "text/csv"],
      ] as const) {
        for (const [run, query] of [
          ["dry run", "?dry_run=true"],
          ["import, mode all", "?mode=all"],
        ] as const) {
          const { seconds, status, totals } = await post(text, type, query);
          rows.push([
            `${name} ${(text.length / 1024 / 1024).toFixed(1)} MiB, ${run} (s, target < 10)`,
            `${seconds.toFixed(2)}  (${status}, ${totals})`,
          ]);
        }
      }
      // Wall-clock times: on a machine shared with other work they grow with its load, printed beside them.
      rows.push(["load average (1 min) at the end", loadavg()[0]!.toFixed(1)]);
      printTable(
        `Schedule imports of ${EVENTS.toLocaleString("en")} events, production build, embedded database`,
        rows,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** 10 half-hour events per watermark, an hour apart, from `base`: all free. */
function events(base: number): SampleEvent[] {
  return Array.from({ length: EVENTS }, (_, i) => ({
    houseNumber: `HN-${i % WATERMARKS}`,
    utc: new Date(base + Math.floor(i / WATERMARKS) * 3_600_000).toISOString().slice(0, 19) + "Z",
    duration: "00:30:00:00",
  }));
}

async function timed(port: number, key: string, text: string, type: string, query: string) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/watermarking/v1.0/measurement/schedule_imports${query}`, {
    method: "POST",
    headers: { "x-api-key": key, "content-type": type },
    body: text,
  });
  const body = (await response.json()) as { totals?: Record<string, number> };
  const seconds = (performance.now() - started) / 1000;
  const totals = Object.entries(body.totals ?? {})
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => `${outcome} ${n}`)
    .join(", ");
  return { seconds, status: response.status, totals };
}

async function seed(url: string, key: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const keyId = randomBytes(16).toString("hex");
  await client.query(
    "INSERT INTO api_key (id, name, role, key_hash, key_prefix, created_at_ns) VALUES ($1, 'bench', 'admin', $2, 'bmk_benc', 0)",
    [keyId, hashKey(key)],
  );
  await client.query(
    `INSERT INTO watermark (id, type, name, sid, sid_check_digits, csid, csid_value, csid_check_digits, status, created_at_ns, created_by_key_id, house_number)
     SELECT md5(random()::text), 'Linear', 'bench ' || i, 1 + i, 'AB', '0x1' || lpad(to_hex(i), 4, '0'), x'10000'::int + i, 'CD', 'Active', i, $1, 'HN-' || i
     FROM generate_series(0, $2 - 1) AS i`,
    [keyId, WATERMARKS],
  );
  await client.query("ANALYZE");
  await client.end();
}
