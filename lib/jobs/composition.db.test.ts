// Composition jobs end to end: admission rules, real renders with ffmpeg (op1a, mp4, wav) checked with
// our own prober, the watermark data ZIP, Verify, and the revocation of the reservation when applying
// the watermark fails.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync, strFromU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, send, uniqueCode, watermarkBody } from "../api/testing/client";
import { db } from "../db/client";
import { blobStore } from "../storage";
import { registerEngine } from "./composition/engines";
import { outputFileKey, resultKey } from "./result-keys";
import { startWorker, type RunningWorker } from "../worker/worker";
import { finishedJob } from "./testing/finished-job";

const BASE = "/mediaprocessing/v1.0";
let scheduler: string;
let factory: string;
let workDir: string;
let inputUrl: string;
let worker: RunningWorker;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "broadmark-composition-"));
  // 9 s of program audio (the MP2 of a broadcast capture) under a small test picture, as MPEG-2 4:2:2 + PCM.
  const input = path.join(workDir, "program.mov");
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=320x240:rate=25",
    "-i",
    "fixtures/media/files/tsduck__test-064.ts",
    "-map",
    "0:v",
    "-map",
    "1:a",
    "-t",
    "9",
    "-c:v",
    "mpeg2video",
    "-pix_fmt",
    "yuv422p",
    "-b:v",
    "2M",
    "-c:a",
    "pcm_s24le",
    "-f",
    "mov",
    input,
  ]);
  inputUrl = pathToFileURL(input).href;
  process.env.MEDIA_ROOTS = workDir;
  scheduler = await keyFor("scheduler");
  factory = (await db().factory.findFirstOrThrow({ where: { name: "default" } })).id;
  worker = await startWorker({ concurrency: 1, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker.stop();
  await rm(workDir, { recursive: true, force: true });
});

async function reservedWatermark(span = { start: "2027-10-01T20:00:00-04:00", duration: 3600 }, key = scheduler) {
  const watermark = await call("POST", "/watermarking/v1.0/measurement/watermarks", {
    key,
    body: watermarkBody(uniqueCode()),
  });
  const reservation = await call(
    "POST",
    `/watermarking/v1.0/measurement/watermarks/${watermark.body.id}/linear_reservations`,
    { key, body: span },
  );
  expect(reservation.status).toBe(201);
  return { id: watermark.body.id as string, reservation: reservation.body };
}

function composition(type: string, mark?: Record<string, unknown>) {
  return {
    input: { container: [{ name: "program", video: [{ name: "v1" }], audio: [{ name: "a1" }] }] },
    output: {
      container: [
        {
          name: "broadcast",
          type,
          video: type === "wav" ? [] : [{ name: "v1", source: "program.v1" }],
          audio: [
            {
              name: "a1",
              source: "program.a1",
              ...(mark ? { properties: { MeasurementLinearWatermark: { Output: "wmdata", ...mark } } } : {}),
            },
          ],
        },
        { name: "wmdata", properties: { Kind: "data" } },
      ],
    },
  };
}

const submit = (body: unknown, options: { key?: string; yaml?: string } = {}) =>
  call("POST", `${BASE}/factories/${factory}/jobs`, {
    key: options.key ?? scheduler,
    ...(options.yaml ? { rawBody: options.yaml, contentType: "text/yaml" } : { body }),
  });

const finished = (jobId: string) => finishedJob(factory, jobId, scheduler, { attempts: 1200 });

async function follow(pathname: string) {
  const redirect = await call("GET", pathname, { key: scheduler });
  expect(redirect.status).toBe(302);
  const response = await fetchRoute(redirect.headers.get("location")!);
  return response;
}

/** The signed results route, read as bytes (files are binary). */
async function fetchRoute(location: string): Promise<Uint8Array> {
  const response = await send(new Request(new URL(location, "http://broadmark.test")));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("admission", () => {
  it("refuses an unknown watermark, a VOD watermark, a span without reservation and another key's reservation, writing nothing", async () => {
    const { id } = await reservedWatermark();
    const vod = await call("POST", "/watermarking/v1.0/measurement/watermarks", {
      key: scheduler,
      body: watermarkBody({ ...uniqueCode(), type: "VOD" }),
    });
    const other = await reservedWatermark(undefined, await keyFor("scheduler"));
    const cases: [Record<string, unknown>, string][] = [
      [{ Id: "f".repeat(32), Start: "2027-10-01T20:00:00-04:00" }, "watermark_not_found"],
      [{ Id: vod.body.id, Start: "2027-10-01T20:00:00-04:00" }, "watermark_not_linear"],
      [{ Id: id, Start: "2027-10-01T20:30:00-04:00", Duration: 3600 }, "no_reservation"],
      [{ Id: id, Start: "2027-10-02T20:00:00-04:00" }, "no_reservation"],
      [{ Id: other.id, Start: "2027-10-01T20:00:00-04:00" }, "reservation_not_usable"],
    ];
    const before = await db().job.count();
    for (const [mark, code] of cases) {
      const response = await submit({ inputs: { program: { url: inputUrl } }, composition: composition("op1a", mark) });
      expect([code, response.status, response.body.code]).toEqual([code, 422, code]);
    }
    expect(await db().job.count()).toBe(before);
  });

  it("names the path of every error inside the composition", async () => {
    const bad = {
      input: { container: [{ name: "program", audio: [{ name: "a1" }, { name: "a1x", index: -1 }] }] },
      output: {
        container: [
          {
            name: "out",
            type: "op1a",
            video: [{ name: "v1", source: "program.v9" }],
            audio: [
              {
                name: "a1",
                source: "program.a1",
                properties: {
                  MeasurementLinearWatermark: { Id: "nope", Start: "tomorrow", Verify: "yes", Output: "out" },
                },
              },
            ],
          },
          { name: "clip", type: "avi", audio: [] },
          { name: "out", properties: { Kind: "data" } },
        ],
      },
    };
    const response = await submit({ inputs: { program: { url: inputUrl } }, composition: bad });
    expect([response.status, response.body.code]).toEqual([400, "validation_failed"]);
    const paths = response.body.errors.map((e: { path: string }) => e.path);
    for (const expected of [
      "composition.input.container[0].audio[1].index",
      "composition.output.container[0].audio[0].properties.MeasurementLinearWatermark.Id",
      "composition.output.container[0].audio[0].properties.MeasurementLinearWatermark.Start",
      "composition.output.container[0].audio[0].properties.MeasurementLinearWatermark.Verify",
    ]) {
      expect(paths).toContain(expected);
    }
    const references = await submit({
      inputs: { program: { url: inputUrl } },
      composition: {
        input: { container: [{ name: "program", audio: [{ name: "a1" }] }] },
        output: {
          container: [
            {
              name: "out",
              type: "wav",
              audio: [
                {
                  name: "a1",
                  source: "program.a9",
                  properties: {
                    MeasurementLinearWatermark: {
                      Id: "a".repeat(32),
                      Start: "2027-10-01T20:00:00Z",
                      Output: "missing",
                    },
                  },
                },
              ],
            },
          ],
        },
      },
    });
    expect(references.body.errors).toEqual(
      expect.arrayContaining([
        {
          path: "composition.output.container[0].audio[0].source",
          message: 'no audio stream "a9" in input container "program"',
        },
        {
          path: "composition.output.container[0].audio[0].properties.MeasurementLinearWatermark.Output",
          message: '"missing" is not an output container declared with properties.Kind: data',
        },
      ]),
    );
    const notAnInput = await submit({ inputs: { other: { url: inputUrl } }, composition: composition("wav") });
    expect(notAnInput.body.errors).toEqual([
      { path: "composition.input.container[0].name", message: "not one of the job's inputs (other)" },
    ]);
  });

  it("accepts YAML text, as a string or as the whole text/yaml body, and reports YAML syntax errors", async () => {
    const yamlComposition = [
      "input:",
      "  container:",
      "    - name: program",
      "      audio: [{ name: a1 }]",
      "output:",
      "  container:",
      "    - name: pcm",
      "      type: wav",
      "      audio: [{ name: a1, source: program.a1 }]",
    ].join("\n");
    const asString = await submit({ inputs: { program: { url: inputUrl } }, composition: yamlComposition });
    expect(asString.status).toBe(202);
    const whole = await submit(undefined, {
      yaml: `inputs:\n  program:\n    url: ${inputUrl}\ncomposition:\n${yamlComposition.replace(/^/gm, "  ")}\n`,
    });
    expect(whole.status).toBe(202);
    const read = await call("GET", `${BASE}/factories/${factory}/jobs/${whole.body.id}/composition`, {
      key: scheduler,
    });
    expect(read.body.output.container[0]).toEqual({
      name: "pcm",
      type: "wav",
      video: [],
      audio: [{ name: "a1", source: "program.a1" }],
    });
    const broken = await submit({ inputs: { program: { url: inputUrl } }, composition: "input: [unclosed" });
    expect(broken.body.errors[0]).toMatchObject({
      path: "composition",
      message: expect.stringMatching(/^not valid YAML/),
    });
    await finished(asString.body.id);
    await finished(whole.body.id);
  });
});

describe("rendering", () => {
  it("renders op1a with a verified linear watermark, probes the output and writes the data ZIP", async () => {
    const { id, reservation } = await reservedWatermark();
    const accepted = await submit({
      inputs: { program: { url: inputUrl } },
      composition: composition("op1a", { Id: id, Start: "2027-10-01T20:00:00-04:00", Verify: true }),
    });
    expect(accepted.status).toBe(202);
    const job = await finished(accepted.body.id);
    expect(job.status, job.error).toBe("Completed");
    expect(job.outputs).toEqual({
      broadcast: { type: "op1a", status: "Completed" },
      wmdata: { type: "data", status: "Completed" },
    });

    const probe = JSON.parse(
      new TextDecoder().decode(await follow(`${BASE}/factories/${factory}/jobs/${job.id}/outputs/broadcast`)),
    );
    expect(probe.type).toBe("op1a");
    expect(probe.video[0]).toMatchObject({
      format: "mp2v",
      width: 320,
      height: 240,
      chroma_subsampling: { horizontal: 2, vertical: 1 },
    });
    expect(probe.audio[0]).toMatchObject({
      format: "in24",
      channels: 2,
      sample_rate: { numerator: 48000, denominator: 1 },
    });

    const zip = unzipSync(await follow(`${BASE}/factories/${factory}/jobs/${job.id}/outputs/wmdata/file`));
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        "metadata.json",
        "verification.json",
        "logs/ffmpeg-broadcast.log",
        "logs/engine-broadcast-a1.log",
      ]),
    );
    const metadata = JSON.parse(strFromU8(zip["metadata.json"]!));
    expect(metadata.engine).toEqual({
      name: "broadmark-ss",
      version: expect.any(String),
      block_seconds: expect.any(Number),
      sample_rate: 48000,
    });
    const [stream] = metadata.streams;
    expect(stream.watermark.id).toBe(id);
    expect(stream.reservation.id).toBe(reservation.id);
    expect(stream.blocks.length).toBeGreaterThanOrEqual(1);
    expect(stream.blocks[0]).toMatchObject({
      index: 0,
      sid: reservation.sid,
      csid: reservation.csid.toUpperCase().replace("0X", "0x"),
      time: "2027-10-02T00:00:00Z",
    });
    const [verification] = JSON.parse(strFromU8(zip["verification.json"]!));
    expect(verification).toMatchObject({
      ok: true,
      unexpected: [],
      total: stream.blocks.length,
      verified: stream.blocks.length,
    });
  });

  it("renders mp4 and wav outputs in one job", async () => {
    const accepted = await submit({
      inputs: { program: { url: inputUrl } },
      composition: {
        input: { container: [{ name: "program", video: [{ name: "v1" }], audio: [{ name: "a1" }] }] },
        output: {
          container: [
            {
              name: "web",
              type: "mp4",
              video: [{ name: "v1", source: "program.v1" }],
              audio: [{ name: "a1", source: "program.a1" }],
            },
            { name: "pcm", type: "wav", audio: [{ name: "a1", source: "program.a1" }] },
          ],
        },
      },
    });
    const job = await finished(accepted.body.id);
    expect(job.status, job.error).toBe("Completed");
    const web = JSON.parse(
      new TextDecoder().decode(await follow(`${BASE}/factories/${factory}/jobs/${job.id}/outputs/web`)),
    );
    expect([web.type, web.video[0].format, web.audio[0].format]).toEqual(["mp4", "avc1", "mp4a"]);
    expect(web.duration).toMatch(/^00:00:0(8\.9|9\.0)/);
    const pcm = JSON.parse(
      new TextDecoder().decode(await follow(`${BASE}/factories/${factory}/jobs/${job.id}/outputs/pcm`)),
    );
    expect([pcm.type, pcm.video.length, pcm.audio[0].format, pcm.audio[0].duration]).toEqual([
      "wav",
      0,
      "in24",
      9 * 48000,
    ]);
  });

  it("fails the job and revokes the reservation, with an audit entry, when the engine fails", async () => {
    registerEngine({
      name: "failing-test-engine",
      version: "0",
      sampleRate: 48000,
      blockSeconds: 1,
      embed: () => {
        throw new Error("engine failure in the test");
      },
      detect: () => [],
      createDetector: () => ({ push: () => [], end: () => [] }),
    });
    process.env.BROADMARK_WATERMARK_ENGINE = "failing-test-engine";
    try {
      const { id, reservation } = await reservedWatermark({ start: "2027-11-01T20:00:00Z", duration: 600 });
      const accepted = await submit({
        inputs: { program: { url: inputUrl } },
        composition: composition("wav", { Id: id, Start: "2027-11-01T20:00:00Z" }),
      });
      const job = await finished(accepted.body.id);
      expect(job.status).toBe("Failed");
      expect(job.error).toMatch(/engine failure in the test/);
      expect(job.outputs.broadcast).toMatchObject({ status: "Failed" });
      const revoked = await db().linearReservation.findUniqueOrThrow({ where: { id: reservation.id } });
      expect(revoked.status).toBe("Revoked");
      expect(revoked.revokeReason).toMatch(new RegExp(`job ${job.id}`));
      const audit = await db().auditEntry.findFirst({
        where: { action: "reservation.revoke", target: reservation.id },
      });
      expect(audit).toMatchObject({ actorName: "system", outcome: "revoked: watermark application failed" });
    } finally {
      delete process.env.BROADMARK_WATERMARK_ENGINE;
    }
  });

  it("item 9: a job failing after one of several outputs was rendered serves no output result and keeps no output blob", async () => {
    registerEngine({
      name: "failing-test-engine-2",
      version: "0",
      sampleRate: 48000,
      blockSeconds: 1,
      embed: () => {
        throw new Error("engine failure");
      },
      detect: () => [],
      createDetector: () => ({ push: () => [], end: () => [] }),
    });
    process.env.BROADMARK_WATERMARK_ENGINE = "failing-test-engine-2";
    try {
      const { id } = await reservedWatermark({ start: "2027-12-01T20:00:00Z", duration: 600 });
      const marked = composition("wav", { Id: id, Start: "2027-12-01T20:00:00Z" });
      // "plain" is rendered first (no watermark), then "broadcast" fails in the engine.
      marked.output.container.unshift({
        name: "plain",
        type: "wav",
        video: [],
        audio: [{ name: "a1", source: "program.a1" }],
      });
      const job = await finished(
        (await submit({ inputs: { program: { url: inputUrl } }, composition: marked })).body.id,
      );
      expect(job.status).toBe("Failed");
      for (const kind of ["", "/file"]) {
        const response = await call("GET", `${BASE}/factories/${factory}/jobs/${job.id}/outputs/plain${kind}`, {
          key: scheduler,
        });
        expect([kind, response.status, response.body.code]).toEqual([kind, 422, "job_failed"]);
      }
      const plain = await db().jobOutput.findUniqueOrThrow({ where: { jobId_name: { jobId: job.id, name: "plain" } } });
      expect([plain.status, plain.fileKey, plain.resultKey]).toEqual(["Failed", null, null]);
      expect(await blobStore().get(outputFileKey(job.id, "plain", "wav"))).toBeNull();
      expect(await blobStore().get(resultKey(job.id, "outputs", "plain"))).toBeNull();
    } finally {
      delete process.env.BROADMARK_WATERMARK_ENGINE;
    }
  });
});
