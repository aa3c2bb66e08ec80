// Detect jobs end to end over HTTP: marked pink noise (embedded with the configured engine, and another
// with the earlier 2.0.0) searched by the worker, the timeline, gaps and verdicts against expected reservations, the job.completed webhook, and
// refusals of bad requests that write nothing.
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { startWorker, type RunningWorker } from "../worker/worker";
import { writeMarkedMedia } from "./testing/marked-media";
import { spreadSpectrumEngine2 } from "../watermark-engine";
import { finishedJob } from "./testing/finished-job";

const BASE = "/mediaprocessing/v1.0";
const SLOT_START = "2031-03-01T20:00:00Z";
let scheduler: string;
let admin: string;
let factory: string;
let workDir: string;
let worker: RunningWorker;
let marked: { reservationId: string; sid: number; csid: string; watermarkId: string; url: string; blocks: number };
let markedBy2: { sid: number; csid: string; url: string };
let other: { reservationId: string; csid: string };
const deliveries: { data: { id: string; detection?: unknown }; type: string }[] = [];
let receiver: http.Server;

serveSuiteOverHttp();

async function reserved(start: string) {
  const code = uniqueCode();
  const watermark = await call("POST", "/watermarking/v1.0/measurement/watermarks", {
    key: scheduler,
    body: watermarkBody(code),
  });
  const reservation = await call(
    "POST",
    `/watermarking/v1.0/measurement/watermarks/${watermark.body.id}/linear_reservations`,
    { key: scheduler, body: { start, duration: 600 } },
  );
  expect(reservation.status).toBe(201);
  return { ...code, watermarkId: watermark.body.id as string, reservationId: reservation.body.id as string };
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "broadmark-detect-"));
  process.env.MEDIA_ROOTS = workDir;
  process.env.PROBE_URL_ALLOW = "127.0.0.1";
  scheduler = await keyFor("scheduler");
  admin = await keyFor("admin");
  factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
  const code = await reserved(SLOT_START);
  other = await reserved("2031-03-02T20:00:00Z");
  // 28 s of pink noise: its first 20 s carry the code from the slot's start, the rest is unmarked. (Steady
  // noise has no quiet cells for the mark: fewer than 3 marked blocks are at the engine's limit.)
  const file = path.join(workDir, "aired.wav");
  const blocks = await writeMarkedMedia({
    output: file,
    seconds: 28,
    markedSeconds: 20,
    code: { sid: code.sid, csid: Number.parseInt(code.csid.slice(2), 16), start: new Date(SLOT_START) },
  });
  marked = { ...code, url: pathToFileURL(file).href, blocks };
  const older = await reserved("2031-03-03T20:00:00Z");
  const olderFile = path.join(workDir, "aired-2.wav");
  await writeMarkedMedia({
    output: olderFile,
    seconds: 20,
    markedSeconds: 16,
    code: { sid: older.sid, csid: Number.parseInt(older.csid.slice(2), 16), start: new Date("2031-03-03T20:00:00Z") },
    engine: spreadSpectrumEngine2,
  });
  markedBy2 = { ...older, url: pathToFileURL(olderFile).href };
  receiver = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      deliveries.push(JSON.parse(body));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  expect(
    (
      await call("POST", "/admin/v1.0/webhooks", {
        key: admin,
        body: { url, events: ["job.completed"], factory_id: factory },
      })
    ).status,
  ).toBe(201);
  worker = await startWorker({ concurrency: 1, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker.stop();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

const submit = (body: unknown) => call("POST", `${BASE}/factories/${factory}/jobs`, { key: scheduler, body });

const finished = (jobId: string) => finishedJob(factory, jobId, scheduler);

describe("detect jobs", () => {
  it("finds the blocks with their start, code and time, the unmarked tail as a gap, a match for the expected slot, and sends job.completed with it", async () => {
    expect(marked.blocks).toBeGreaterThanOrEqual(4);
    const accepted = await submit({
      inputs: { aired: { url: marked.url } },
      detect: { reservations: [marked.reservationId] },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body.detection).toEqual({ reservations: [marked.reservationId], inputs: {} });
    const job = await finished(accepted.body.id);
    expect(job.status, job.error).toBe("Completed");
    const result = job.detection.inputs.aired;
    expect(result.seconds).toBeCloseTo(28, 1);
    expect(result.engine).toBe("broadmark-ss 3.0.0, 2.0.0, 1.0.0");
    const csid = marked.csid.toUpperCase().replace("0X", "0x");
    expect(result.blocks).toHaveLength(marked.blocks);
    expect(result.blocks[0]).toMatchObject({ start: 0, sid: marked.sid, csid, time: SLOT_START, version: "3.0.0" });
    expect(result.blocks[1]).toMatchObject({ sid: marked.sid, csid, time: "2031-03-01T20:00:04Z" });
    expect(result.blocks[1].start).toBeCloseTo(4, 0);
    for (const block of result.blocks) expect(block.confidence).toBeGreaterThan(0.1);
    // The marked blocks end before 20 s; from there to 28 s nothing was marked.
    const lastEnd = result.gaps.at(-1);
    expect(lastEnd.end).toBe(28);
    expect(lastEnd.start).toBeLessThanOrEqual(20);
    expect(result.verdicts).toEqual([
      expect.objectContaining({
        verdict: "match",
        reservation_id: marked.reservationId,
        watermark_id: marked.watermarkId,
        sid: marked.sid,
        csid,
        slot: { start: "2031-03-01T20:00:00.000Z", end: "2031-03-01T20:10:00.000Z" },
        blocks: marked.blocks,
        blocks_in_slot: marked.blocks,
        missing: [lastEnd],
      }),
    ]);
    await expect
      .poll(() => deliveries.find((event) => event.data.id === job.id), { timeout: 15_000 })
      .toMatchObject({ type: "job.completed", data: { detection: job.detection } });
  });

  it("says which expected code is missing and which found code was not expected", async () => {
    const job = await finished(
      (await submit({ inputs: { aired: { url: marked.url } }, detect: { reservations: [other.reservationId] } })).body
        .id,
    );
    expect(job.status, job.error).toBe("Completed");
    const [missing, unexpected] = job.detection.inputs.aired.verdicts;
    expect(missing).toMatchObject({
      verdict: "missing",
      reservation_id: other.reservationId,
      blocks: 0,
      missing: [{ start: 0, end: 28 }],
    });
    expect(unexpected).toMatchObject({
      verdict: "unexpected",
      reservation_id: marked.reservationId,
      watermark_id: marked.watermarkId,
      blocks: marked.blocks,
    });
  });

  it("without expected reservations, judges each code found against the reservation covering its times", async () => {
    const job = await finished((await submit({ inputs: { aired: { url: marked.url } }, detect: {} })).body.id);
    expect(job.detection.reservations).toEqual([]);
    expect(job.detection.inputs.aired.verdicts).toEqual([
      expect.objectContaining({
        verdict: "match",
        reservation_id: marked.reservationId,
        blocks_in_slot: marked.blocks,
      }),
    ]);
  });

  it("finds a recording marked by 2.0.0 while 3.0.0 is the default, each block naming its version", async () => {
    const job = await finished((await submit({ inputs: { aired: { url: markedBy2.url } }, detect: {} })).body.id);
    expect(job.status, job.error).toBe("Completed");
    const { blocks } = job.detection.inputs.aired;
    expect(blocks.length).toBeGreaterThanOrEqual(1);
    const csid = markedBy2.csid.toUpperCase().replace("0X", "0x");
    for (const block of blocks) expect(block).toMatchObject({ sid: markedBy2.sid, csid, version: "2.0.0" });
    expect(blocks[0].time).toBe("2031-03-03T20:00:00Z");
  });

  it("refuses an unknown reservation, a malformed one, and a job that both composes and detects, writing nothing", async () => {
    const before = await db().job.count();
    const unknown = await submit({
      inputs: { aired: { url: marked.url } },
      detect: { reservations: [marked.reservationId, "f".repeat(32)] },
    });
    expect([unknown.status, unknown.body.code, unknown.headers.get("content-type")]).toEqual([
      422,
      "reservation_not_found",
      "application/problem+json",
    ]);
    expect(unknown.body.errors).toEqual([
      { path: "detect.reservations[1]", message: `no reservation ${"f".repeat(32)}` },
    ]);
    const malformed = await submit({
      inputs: { aired: { url: marked.url } },
      detect: { reservations: ["nope"], extra: 1 },
    });
    expect([malformed.status, malformed.body.code]).toEqual([400, "validation_failed"]);
    expect(malformed.body.errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(["detect.reservations[0]", "detect.extra"]),
    );
    const both = await submit({
      inputs: { aired: { url: marked.url } },
      detect: {},
      composition: { input: { container: [] }, output: { container: [] } },
    });
    expect(both.status).toBe(400);
    expect(await db().job.count()).toBe(before);
  });
});
