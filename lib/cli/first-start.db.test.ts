// Two servers starting together on a fresh database, with DATABASE_URL and a data directory that does
// not exist yet: exactly one creates the first admin key, prints it and saves it; both serve.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate";
import { migrateQueue } from "../jobs/queue";

let parent: string;
let databaseUrl: string;
const name = `broadmark_first_start_${process.pid}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "broadmark-first-start-"));
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  await migrate(databaseUrl);
  await migrateQueue(databaseUrl);
});

afterAll(async () => {
  await admin(`DROP DATABASE ${name} WITH (FORCE)`);
  await rm(parent, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const port = await getPort({ host: "127.0.0.1" });
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "start"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      BROADMARK_DATA_DIR: dataDir,
      BROADMARK_DASHBOARD: "false",
      BROADMARK_START_WORKER: "false",
      BROADMARK_ADMIN_KEY: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stdout = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  return { child, dataDir, origin: `http://127.0.0.1:${port}`, stdout: () => stdout };
}

async function serving(origin: string, child: { exitCode: number | null }) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("two first starts at once", () => {
  it("create one admin key, printed and saved once, and both keep serving", async () => {
    const servers = await Promise.all([start(path.join(parent, "a", "data")), start(path.join(parent, "b", "data"))]);
    try {
      await Promise.all(servers.map((server) => serving(server.origin, server.child)));
      const printed = servers.map((server) => /^ {2}(bmk_\S+)$/m.exec(server.stdout())?.[1]);
      const key = printed.find(Boolean)!;
      expect(printed.filter(Boolean)).toEqual([key]);
      const creator = servers[printed.indexOf(key)]!;
      expect((await readFile(path.join(creator.dataDir, "admin-key"), "utf8")).trim()).toBe(key);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query("SELECT count(*)::int AS n FROM api_key WHERE role = 'admin'");
      await client.end();
      expect(rows[0].n).toBe(1);
      for (const server of servers) {
        const whoami = await fetch(`${server.origin}/watermarking/v1.0/whoami`, { headers: { "x-api-key": key } });
        expect(whoami.status).toBe(200);
      }
    } finally {
      for (const server of servers) server.child.kill("SIGTERM");
    }
  });
});
