// A server killed with SIGKILL leaves its embedded PostgreSQL running: the next start adopts that cluster
// and stops it when it stops, rather than leaving it running for ever.
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "broadmark-orphan-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function start() {
  const port = await getPort({ host: "127.0.0.1" });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BROADMARK_DATA_DIR: dataDir,
    BROADMARK_DASHBOARD: "false",
    BROADMARK_START_WORKER: "false",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "start"], {
    env,
    stdio: ["ignore", "ignore", "ignore"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postmasterPid = async () =>
  Number((await readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8")).split("\n")[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("an embedded cluster left by a killed server", () => {
  it("is adopted by the next start and stopped with it", { timeout: 120_000 }, async () => {
    const first = await start();
    const orphan = await postmasterPid();
    first.child.kill("SIGKILL");
    await first.exited;
    expect(alive(orphan)).toBe(true);

    const second = await start();
    expect(await postmasterPid()).toBe(orphan);
    second.child.kill("SIGTERM");
    await second.exited;
    expect(alive(orphan)).toBe(false);
  });
});
