// A process started with a bad setting stops at once with one line per bad variable, before it touches
// the database or the data directory (a NaN concurrency used to reach the queue).
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("broadmark with a bad setting", () => {
  it.each(["worker", "start", "migrate"])("%s exits 1 naming each bad variable", (command) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "lib/cli/main.ts", command], {
      env: {
        ...process.env,
        BROADMARK_WORKER_CONCURRENCY: "abc",
        DATABASE_POOL_SIZE: "-1",
        BROADMARK_DATA_DIR: "/nonexistent/never-created",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('BROADMARK_WORKER_CONCURRENCY="abc": expected a whole number from 1 to 10000');
    expect(result.stderr).toContain('DATABASE_POOL_SIZE="-1"');
  });
});
