// `npm test`: every check and test suite, in order: types, lint, the production build, unit and API
// tests (Vitest, real database), then the browser tests (Playwright on the production build).
// With DATABASE_URL set, each suite gets a fresh database on that server; otherwise the embedded one.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function step(name, command, args, extraEnv = {}) {
  process.stdout.write(`\n=== ${name}: ${command} ${args.join(" ")}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  process.stdout.write(
    `=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function withServerDatabase(run) {
  const server = process.env.DATABASE_URL;
  if (!server) return run({});
  const name = `broadmark_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    return run({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// `--only=database` reruns just the suites that touch the database (CI's second pass on a server).
const databaseOnly = process.argv.includes("--only=database");
step("system packages", "bash", ["scripts/ensure-system-packages.sh"]);
if (!databaseOnly) {
  step("typecheck", "npx", ["tsc", "--noEmit"]);
  step("lint", "npm", ["run", "lint", "--silent"]); // formatting, ESLint, then the folder-cycle check
}
// CI's second pass runs on the tree the first pass built: the build is reused, not made again.
if (!(databaseOnly && existsSync(".next/BUILD_ID"))) step("build", "npm", ["run", "build", "--silent"]);
// The server pass checks the same suites on another PostgreSQL: the API fuzz's validation is the same code
// on both, so there it tries half as many cases per operation (lib/api/openapi-fuzz.db.test.ts).
step(
  "unit and API tests",
  "npx",
  ["vitest", "run", ...(databaseOnly ? ["--project", "api"] : [])],
  databaseOnly ? { BROADMARK_FUZZ_RUNS: process.env.BROADMARK_FUZZ_RUNS ?? "100" } : {},
);

// On the server pass the API suites (above) cover every statement; the browser runs the specs whose pages
// write the most (slots, series and moves, jobs, webhooks), so that the dashboard is seen working on it too.
const SERVER_PASS_SPECS = [
  "e2e/sign-in.spec.ts",
  "e2e/calendar.spec.ts",
  "e2e/calendar-series.spec.ts",
  "e2e/jobs.spec.ts",
  "e2e/webhooks.spec.ts",
];

const dataDir = mkdtempSync(path.join(tmpdir(), "broadmark-e2e-"));
try {
  await withServerDatabase((databaseEnv) =>
    step("browser tests", "npx", ["playwright", "test", ...(databaseOnly ? SERVER_PASS_SPECS : [])], {
      ...databaseEnv,
      BROADMARK_DATA_DIR: dataDir,
      BROADMARK_ADMIN_KEY: `bmk_e2e_${randomBytes(16).toString("hex")}`,
    }),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write("\nall checks and tests passed\n");
