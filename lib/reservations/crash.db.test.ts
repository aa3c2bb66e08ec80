// A server process killed with SIGKILL in the middle of a reservation burst: afterwards every granted
// reservation has its audit entry and no audit entry of a grant lacks its reservation.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import getPort from "get-port";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";

const CLIENTS = 16;
const GRANTS_BEFORE_KILL = 40;
let scheduler: string;
let dataDir: string;

beforeAll(async () => {
  scheduler = await keyFor("scheduler");
  dataDir = await mkdtemp(path.join(tmpdir(), "broadmark-crash-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `broadmark start` as an API-only child process on a free port of 127.0.0.1, once it answers. */
async function startServer() {
  const port = await getPort({ host: "127.0.0.1" });
  const child = spawn(process.execPath, ["--import", "tsx", "lib/cli/main.ts", "start"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      BROADMARK_DATA_DIR: dataDir,
      BROADMARK_DASHBOARD: "false",
      BROADMARK_START_WORKER: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    if (
      await fetch(`${origin}/openapi.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a server killed mid-burst", () => {
  it("leaves every granted reservation with its audit entry, and no grant's audit entry without its reservation", async () => {
    const created = await call("POST", "/watermarking/v1.0/measurement/watermarks", {
      key: scheduler,
      body: watermarkBody(uniqueCode()),
    });
    const watermarkId: string = created.body.id;
    const { child, origin } = await startServer();
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const granted: string[] = [];
    let span = 0;
    // Distinct hour-long spans, so that every request the server finishes is a grant.
    const reserveNext = () =>
      fetch(`${origin}/watermarking/v1.0/measurement/watermarks/${watermarkId}/linear_reservations`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": scheduler },
        body: JSON.stringify({
          start: new Date(Date.UTC(2041, 0, 1) + span++ * 3_600_000).toISOString(),
          duration: 3600,
        }),
      });
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (child.exitCode === null && child.signalCode === null) {
          const response = await reserveNext().catch(() => undefined);
          if (response?.status !== 201) continue;
          granted.push(((await response.json()) as { id: string }).id);
          if (granted.length === GRANTS_BEFORE_KILL) child.kill("SIGKILL");
        }
      }),
    );
    await exited;

    // One snapshot for both reads: a statement the killed server had in flight still commits after its
    // exit, so two separate reads could see its audit row without the reservation read a moment before.
    const { reservations, grants } = await db().$transaction(
      async (tx) => ({
        reservations: await tx.linearReservation.findMany({ where: { watermarkId }, select: { id: true } }),
        grants: await tx.auditEntry.findMany({
          where: {
            action: "reservation.create",
            outcome: "reserved",
            detail: { path: ["watermark_id"], equals: watermarkId },
          },
          select: { target: true },
        }),
      }),
      { isolationLevel: "RepeatableRead" },
    );
    const reservationIds = reservations.map((r) => r.id).sort();
    expect(granted.length).toBeGreaterThanOrEqual(GRANTS_BEFORE_KILL);
    expect(reservationIds).toEqual(expect.arrayContaining(granted));
    expect(grants.map((g) => g.target).sort()).toEqual(reservationIds);
  });
});
