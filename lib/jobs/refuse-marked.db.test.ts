// A composition job refuses to mark a source that already carries a Broadmark code (docs/api.md §10.7):
// the job fails with source_already_marked before anything is rendered and its reservation stays Active;
// with Overwrite the source is marked again. A source marked by an earlier engine version (2.0.0, whose
// mark the default 3.0.0 cannot see) is refused too.
import { mkdtemp, rm } from "node:fs/promises";
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
let scheduler: string;
let factory: string;
let workDir: string;
let worker: RunningWorker;
let markedUrl: string;
let markedBy2Url: string;

serveSuiteOverHttp();

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "broadmark-refuse-"));
  process.env.MEDIA_ROOTS = workDir;
  scheduler = await keyFor("scheduler");
  factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
  const file = path.join(workDir, "already-marked.wav");
  await writeMarkedMedia({
    output: file,
    // Steady noise has no quiet cells for the mark: 4 blocks, not the 2-block edge of the engine's reach.
    seconds: 20,
    markedSeconds: 20,
    code: { sid: 321, csid: 0x1f00d, start: new Date("2030-01-01T00:00:00Z") },
  });
  markedUrl = pathToFileURL(file).href;
  const older = path.join(workDir, "marked-by-2.wav");
  await writeMarkedMedia({
    output: older,
    seconds: 16,
    markedSeconds: 16,
    code: { sid: 654, csid: 0x2f00d, start: new Date("2030-01-01T00:00:00Z") },
    engine: spreadSpectrumEngine2,
  });
  markedBy2Url = pathToFileURL(older).href;
  worker = await startWorker({ concurrency: 1, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker.stop();
  await rm(workDir, { recursive: true, force: true });
});

async function reservation(start: string) {
  const watermark = await call("POST", "/watermarking/v1.0/measurement/watermarks", {
    key: scheduler,
    body: watermarkBody(uniqueCode()),
  });
  const reserved = await call(
    "POST",
    `/watermarking/v1.0/measurement/watermarks/${watermark.body.id}/linear_reservations`,
    { key: scheduler, body: { start, duration: 600 } },
  );
  expect(reserved.status).toBe(201);
  return { watermarkId: watermark.body.id as string, id: reserved.body.id as string };
}

const composition = (mark: Record<string, unknown>) => ({
  input: { container: [{ name: "program", audio: [{ name: "a1" }] }] },
  output: {
    container: [
      {
        name: "broadcast",
        type: "wav",
        audio: [
          {
            name: "a1",
            source: "program.a1",
            properties: { MeasurementLinearWatermark: { Output: "wmdata", ...mark } },
          },
        ],
      },
      { name: "wmdata", properties: { Kind: "data" } },
    ],
  },
});

const finished = (jobId: string) => finishedJob(factory, jobId, scheduler);

describe("refusing a marked source", () => {
  it("fails the job with source_already_marked, renders nothing and keeps the reservation Active", async () => {
    const { watermarkId, id } = await reservation("2032-01-01T20:00:00Z");
    const accepted = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: scheduler,
      body: {
        inputs: { program: { url: markedUrl } },
        composition: composition({ Id: watermarkId, Start: "2032-01-01T20:00:00Z" }),
      },
    });
    expect(accepted.status).toBe(202);
    const job = await finished(accepted.body.id);
    expect([job.status, job.error_code]).toEqual(["Failed", "source_already_marked"]);
    expect(job.error).toMatch(
      /program\.a1 already carries a Broadmark code \(sid 321, csid 0x1F00D, broadcast time 2030-01-01T00:00:00Z, a block at 0 s/,
    );
    expect(job.outputs.broadcast).toMatchObject({ status: "Failed" });
    const kept = await db().linearReservation.findUniqueOrThrow({ where: { id } });
    expect([kept.status, kept.revokeReason]).toEqual(["Active", null]);
  });

  it("refuses a source marked by 2.0.0 while 3.0.0 is the default", async () => {
    const { watermarkId } = await reservation("2032-03-01T20:00:00Z");
    const accepted = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: scheduler,
      body: {
        inputs: { program: { url: markedBy2Url } },
        composition: composition({ Id: watermarkId, Start: "2032-03-01T20:00:00Z" }),
      },
    });
    const job = await finished(accepted.body.id);
    expect([job.status, job.error_code]).toEqual(["Failed", "source_already_marked"]);
    expect(job.error).toMatch(
      /program\.a1 already carries a Broadmark code \(sid 654, csid 0x2F00D, .*broadmark-ss 2\.0\.0\)/,
    );
  });

  it("marks it again when the composition sets Overwrite", async () => {
    const { watermarkId } = await reservation("2032-02-01T20:00:00Z");
    const accepted = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: scheduler,
      body: {
        inputs: { program: { url: markedUrl } },
        composition: composition({ Id: watermarkId, Start: "2032-02-01T20:00:00Z", Overwrite: true }),
      },
    });
    const job = await finished(accepted.body.id);
    expect(job.status, job.error).toBe("Completed");
    expect(job.error_code).toBeUndefined();
  });

  it("refuses a non-boolean Overwrite with the field's path, writing nothing", async () => {
    const before = await db().job.count();
    const response = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: scheduler,
      body: {
        inputs: { program: { url: markedUrl } },
        composition: composition({ Id: "a".repeat(32), Start: "2032-02-01T20:00:00Z", Overwrite: "yes" }),
      },
    });
    expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(
      "composition.output.container[0].audio[0].properties.MeasurementLinearWatermark.Overwrite",
    );
    expect(await db().job.count()).toBe(before);
  });
});
