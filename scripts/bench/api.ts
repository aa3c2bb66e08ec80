// The HTTP front against the production build (`broadmark start`, dashboard included): requests/s and
// latency of GET /openapi.json, a watermark GET and a reservation POST through the API router, and,
// in the same run, of what Next.js serves now that it serves only the dashboard: a static asset of the
// build (/_next/static/...) and the sign-in page. (No API path goes through Next.js any more.)
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closedLoop, type LoadResult } from "./support/load";
import { request, startProductionServer } from "./support/production-server";
import { printTable } from "./support/report";

const CLIENTS = 32;
const SECONDS = 8;

export default async function benchApi(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "broadmark-bench-api-"));
  const key = `bmk_bench_${randomBytes(12).toString("hex")}`;
  const server = await startProductionServer(
    { BROADMARK_DATA_DIR: dir, BROADMARK_ADMIN_KEY: key, BROADMARK_START_WORKER: "false" },
    CLIENTS,
  );
  try {
    const get = (target: string) => () => request(server.agent, server.port, "GET", target, key).then((r) => r.status);
    const created = await request(server.agent, server.port, "POST", "/watermarking/v1.0/measurement/watermarks", key, {
      type: "Linear",
      name: "bench",
      sid: 4321,
      sid_check_digits: "AB",
      csid: "0x1BEEF",
      csid_check_digits: "7Q",
    });
    const watermarkId = (JSON.parse(created.body) as { id: string }).id;
    let slot = 0; // every request a distinct two-minute slot, warm-up included, so that all are granted
    const reserve = () =>
      request(
        server.agent,
        server.port,
        "POST",
        `/watermarking/v1.0/measurement/watermarks/${watermarkId}/linear_reservations`,
        key,
        {
          start: new Date(Date.UTC(2042, 0, 1) + slot++ * 120_000).toISOString(),
          duration: 60,
        },
      ).then((r) => r.status);
    const asset = `/_next/static/chunks/${(await readdir(".next/static/chunks")).find((file) => file.endsWith(".js"))}`;
    const cases: [string, number, (client: number, k: number) => Promise<number>][] = [
      ["router: GET /openapi.json", 200, get("/openapi.json")],
      ["router: GET a watermark", 200, get(`/watermarking/v1.0/measurement/watermarks/${watermarkId}`)],
      ["router: POST a reservation", 201, reserve],
      ["Next.js: GET a static asset of the build", 200, get(asset)],
      ["Next.js: GET /sign-in (page)", 200, get("/sign-in")],
    ];
    const rows: [string, string][] = [];
    for (const [name, expected, send] of cases) {
      await closedLoop(CLIENTS, 1, expected, send); // warm-up: JIT, pools, caches
      rows.push([name, describe(await closedLoop(CLIENTS, SECONDS, expected, send))]);
    }
    printTable(
      `HTTP front, ${CLIENTS} keep-alive clients x ${SECONDS} s each (production build, embedded database)`,
      rows,
    );
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const describe = (r: LoadResult) =>
  `${r.rate.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms${r.failures ? `  (${r.failures} unexpected statuses)` : ""}`;
