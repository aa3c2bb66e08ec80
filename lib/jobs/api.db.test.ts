import { mkdir, mkdtemp, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, keyFor } from "../api/testing/client";
import { db } from "../db/client";
import { FileSource } from "../probe/io/node-file-source";
import { probe } from "../probe/probe";
import { startFixtureServer, FIXTURES, type FixtureServer } from "./testing/fixture-server";
import { log } from "../log/logger";
import { PROBE_TASK } from "./queue";
import { abandonJob } from "./process-job";
import { startWorker, type RunningWorker } from "../worker/worker";
import { finishedJob } from "./testing/finished-job";

/** The closed list of input error codes clients may see (README "Errors"). */
const INPUT_ERROR_CODES = [
  "input_refused",
  "input_unreachable",
  "input_not_found",
  "media_empty",
  "media_unrecognized",
  "media_unreadable",
  "internal_error",
];

const BASE = "/mediaprocessing/v1.0";
let qa: string;
let factory: string;
let fixtures: FixtureServer;
let worker: RunningWorker;

beforeAll(async () => {
  process.env.PROBE_URL_ALLOW = "127.0.0.2";
  process.env.MEDIA_ROOTS = FIXTURES;
  qa = await keyFor("qa");
  factory = (await call("GET", `${BASE}/factories`, { key: qa })).body.items[0].id;
  fixtures = await startFixtureServer();
  worker = await startWorker({ concurrency: 2, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker.stop();
  await fixtures.close();
});

const submit = (
  inputs: Record<string, { url: string; analysis?: true | string[]; spec?: object }>,
  extra: Record<string, unknown> = {},
) => call("POST", `${BASE}/factories/${factory}/jobs`, { key: qa, body: { inputs, ...extra } });

const finished = (jobId: string) => finishedJob(factory, jobId, qa, { attempts: 300, intervalMs: 50 });

async function followResult(jobId: string, name: string) {
  const redirect = await call("GET", `${BASE}/factories/${factory}/jobs/${jobId}/inputs/${name}`, { key: qa });
  expect(redirect.status).toBe(302);
  const file = await call("GET", redirect.headers.get("location")!);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/json");
  return { body: file.body, etag: file.headers.get("etag")!, location: redirect.headers.get("location")! };
}

async function probeFixture(name: string) {
  const source = await FileSource.open(path.join(FIXTURES, name));
  try {
    return await probe(source);
  } finally {
    await source.close();
  }
}

describe("factories", () => {
  it("has a default factory; admins create more, QA may not", async () => {
    const list = await call("GET", `${BASE}/factories`, { key: qa });
    expect(list.body.items.map((f: { name: string }) => f.name)).toContain("default");
    expect((await call("GET", `${BASE}/factories/${factory}`, { key: qa })).body.name).toBe("default");
    const name = `night shift ${Date.now()}`;
    const created = await call("POST", `${BASE}/factories`, { key: await keyFor("admin"), body: { name } });
    expect([created.status, created.body.name]).toEqual([201, name]);
    expect((await call("POST", `${BASE}/factories`, { key: qa, body: { name: "x" } })).status).toBe(403);
    expect((await call("GET", `${BASE}/factories/${"0".repeat(32)}`, { key: qa })).status).toBe(404);
  });
});

describe("probe jobs end to end", () => {
  it("probes inputs over http (range requests), file:// and upload://, and serves each result by signed redirect", async () => {
    const mp4 = new Uint8Array(await readFile(path.join(FIXTURES, "pmi__sample.mp4")));
    const uploaded = await call("POST", `${BASE}/uploads?name=sample.mp4`, {
      key: qa,
      rawBody: mp4,
      contentType: "application/octet-stream",
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      name: "sample.mp4",
      size: mp4.byteLength,
      url: `upload://${uploaded.body.id}`,
    });
    const accepted = await submit({
      overHttp: { url: fixtures.url("gen__h264_ac3.ts") },
      fromFile: { url: pathToFileURL(path.join(FIXTURES, "bmx__sample.mxf")).href },
      uploaded: { url: uploaded.body.url },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body).toMatchObject({
      status: "Queued",
      progress: 0,
      outputs: {},
      inputs: { overHttp: { status: "Pending" } },
    });
    const job = await finished(accepted.body.id);
    expect(job).toMatchObject({
      status: "Completed",
      progress: 100,
      started_at: expect.any(String),
      completed_at: expect.any(String),
    });

    expect((await followResult(job.id, "overHttp")).body).toEqual(await probeFixture("gen__h264_ac3.ts"));
    expect((await followResult(job.id, "fromFile")).body).toEqual(await probeFixture("bmx__sample.mxf"));
    // An upload's manifest names the file as it was uploaded (?name=), not the stored blob.
    expect((await followResult(job.id, "uploaded")).body).toEqual({
      ...(await probeFixture("pmi__sample.mp4")),
      manifest: ["sample.mp4"],
    });
  });

  it("fails an input that is an HTML page, a 404 or a refused address with a clear error, and the job, while the worker lives on", async () => {
    const accepted = await submit({
      good: { url: fixtures.url("gen__h264_ac3.ts") },
      html: { url: fixtures.url("error-page.html") },
      missing: { url: fixtures.url("no-such-file.ts") },
      loopback: { url: "http://127.0.0.1:9/x.ts" },
    });
    const job = await finished(accepted.body.id);
    expect(job.status).toBe("Failed");
    expect(job.error).toBe("3 of 4 input(s) failed");
    expect(job.inputs.good.status).toBe("Completed");
    expect(job.inputs.html).toMatchObject({
      status: "Failed",
      error_code: "media_unrecognized",
      error: expect.stringMatching(/HTML/),
    });
    expect(job.inputs.missing).toMatchObject({ status: "Failed", error_code: "input_not_found" });
    expect(job.inputs.loopback).toMatchObject({ status: "Failed", error_code: "input_refused" });
    const fetchFailed = await call("GET", `${BASE}/factories/${factory}/jobs/${job.id}/inputs/html`, { key: qa });
    expect([fetchFailed.status, fetchFailed.body.code]).toEqual([422, "media_unrecognized"]);
    const next = await finished((await submit({ again: { url: fixtures.url("gen__h264_ac3.ts") } })).body.id);
    expect(next.status).toBe("Completed");
  });

  it("serves results with a strong ETag, 304 on a match, and refuses tampered or expired signatures with 403", async () => {
    const job = await finished((await submit({ a: { url: fixtures.url("muxjs__test-segment.ts") } })).body.id);
    const { etag, location } = await followResult(job.id, "a");
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await call("GET", location, { headers: { "if-none-match": etag } })).status).toBe(304);
    const tampered = location.replace(/signature=./, (s) => s.slice(0, -1) + (s.endsWith("A") ? "B" : "A"));
    expect((await call("GET", tampered)).body.code).toBe("bad_signature");
    const expired = location.replace(/expires=\d+/, "expires=1000");
    expect((await call("GET", expired)).status).toBe(403);
  });
});

describe("input guards", () => {
  it("refuses loopback, private, link-local and metadata addresses, a name resolving to loopback, and a redirect to loopback", async () => {
    const refused = {
      v4loopback: "http://127.0.0.1:65530/a.ts",
      v6loopback: "http://[::1]:65530/a.ts",
      ten: "http://10.1.2.3/a.ts",
      oneSevenTwo: "http://172.16.5.4/a.ts",
      oneNineTwo: "http://192.168.1.1/a.ts",
      metadata: "http://169.254.169.254/latest/meta-data/",
      mappedV6: "http://[::ffff:127.0.0.1]:65530/a.ts",
      localhostName: "http://localhost:65530/a.ts",
      redirected: fixtures.redirectUrl("http://127.0.0.1:65530/a.ts"),
      redirectedByName: fixtures.redirectUrl("http://localhost:65530/a.ts"),
    };
    const job = await finished(
      (await submit(Object.fromEntries(Object.entries(refused).map(([name, url]) => [name, { url }])))).body.id,
    );
    for (const name of Object.keys(refused)) {
      expect([name, job.inputs[name].status, job.inputs[name].error_code]).toEqual([name, "Failed", "input_refused"]);
    }
    expect(job.inputs.metadata.error).toMatch(/169\.254\.169\.254 is a linkLocal address/);
  });

  it("reads file:// only under MEDIA_ROOTS, refusing .. and symlink escapes", async () => {
    const outside = await mkdtemp(path.join(tmpdir(), "broadmark-outside-"));
    const link = path.join(FIXTURES, "..", "derived", `escape-${Date.now()}.ts`);
    const roots = process.env.MEDIA_ROOTS;
    process.env.MEDIA_ROOTS = path.join(FIXTURES, "..", "derived");
    try {
      await symlink(path.join(FIXTURES, "gen__h264_ac3.ts"), link);
      const job = await finished(
        (
          await submit({
            symlinked: { url: pathToFileURL(link).href },
          })
        ).body.id,
      );
      expect(job.inputs.symlinked.error_code).toBe("input_refused");
      for (const url of [
        `file://${path.join(FIXTURES, "..", "derived")}/../files/gen__h264_ac3.ts`,
        pathToFileURL(outside).href,
      ]) {
        expect((await submit({ a: { url } })).status).toBe(400);
      }
    } finally {
      process.env.MEDIA_ROOTS = roots;
      await rm(link, { force: true });
    }
  });
});

describe("job API", () => {
  it("answers 409 job_not_completed before completion, 404 for an unknown input, and lists newest first by status", async () => {
    const before = await db().job.count();
    const release = fixtures.holdSlow();
    const accepted = await submit({ slow: { url: fixtures.slowUrl("tsduck__test-064.ts") } });
    const early = await call("GET", `${BASE}/factories/${factory}/jobs/${accepted.body.id}/inputs/slow`, { key: qa });
    release();
    expect([early.status, early.body.code]).toEqual([409, "job_not_completed"]);
    await finished(accepted.body.id);
    const unknown = await call("GET", `${BASE}/factories/${factory}/jobs/${accepted.body.id}/inputs/other`, {
      key: qa,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call("GET", `${BASE}/factories/${factory}/jobs/${accepted.body.id}/outputs/out1`, { key: qa })).status,
    ).toBe(404);
    const list = await call("GET", `${BASE}/factories/${factory}/jobs?status=Completed&limit=2`, { key: qa });
    expect(list.body.items[0].id).toBe(accepted.body.id);
    expect(list.body.items.every((j: { status: string }) => j.status === "Completed")).toBe(true);
    const second = await call(
      "GET",
      `${BASE}/factories/${factory}/jobs?status=Completed&limit=2&cursor=${list.body.next_cursor}`,
      { key: qa },
    );
    expect(second.body.items[0].created_at < list.body.items[1].created_at).toBe(true);
    expect(await db().job.count()).toBe(before + 1);
  });

  it("runs the analysis pass an input asks for: SCTE-35 and GOP from a file, all analyses over http", async () => {
    const accepted = await submit({
      cues: { url: pathToFileURL(path.join(FIXTURES, "membrane__scte35.ts")).href, analysis: ["scte35", "gop"] },
      overHttp: { url: fixtures.url("gen__mpeg2_422_576i_mp2eng_tc.ts"), analysis: true },
      plain: { url: fixtures.url("gen__h264_ac3.ts") },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body.inputs.cues.analysis).toEqual(["scte35", "gop"]);
    const job = await finished(accepted.body.id);
    expect(job.status).toBe("Completed");
    expect(job.inputs.overHttp.analysis).toEqual(["gop", "captions", "scte35", "loudness", "bitrate"]);
    expect(job.inputs.plain.analysis).toBeUndefined();

    const cues = (await followResult(accepted.body.id, "cues")).body;
    expect(cues.analysis).toMatchObject({
      analyses: ["gop", "scte35"],
      scte35: [{ sections: [{ command: "splice_insert", splice_event_id: 100 }] }],
    });
    expect(cues.video[0].analysis.gop).toMatchObject({ length_frames: { typical: 50 } });
    const overHttp = (await followResult(accepted.body.id, "overHttp")).body;
    expect(overHttp.video[0].analysis.gop).toMatchObject({ first_timecode: "10:00:00:00" });
    expect(overHttp.video[0].analysis.bitrate).toMatchObject({ header_kind: "maximum" });
    // ffmpeg reads only local files: over http, loudness is said to be unmeasured.
    expect(overHttp.analysis.not_analysed).toContainEqual(expect.stringContaining("loudness: not measured"));
    expect((await followResult(accepted.body.id, "plain")).body.analysis).toBeUndefined();
  });

  it("checks an input against its delivery spec, running the analyses the spec's rules need", async () => {
    const spec = {
      name: "SD house",
      video: { width: 720, frame_rate: "25", gop: { length_frames: 12, closed: true } },
      audio: { languages: ["eng"] },
    };
    const accepted = await submit({ sd: { url: fixtures.url("gen__mpeg2_422_576i_mp2eng_tc.ts"), spec } });
    expect(accepted.status).toBe(202);
    expect(accepted.body.inputs.sd).toMatchObject({ analysis: ["gop"], spec: { name: "SD house" } });
    expect((await finished(accepted.body.id)).status).toBe("Completed");
    const check = (await followResult(accepted.body.id, "sd")).body.delivery_check;
    expect(check).toMatchObject({ spec: "SD house", passed: false, failed: 1, not_measured: 0 });
    // ffmpeg -g 12 without +cgop: the first GOP is closed, the four after it open.
    expect(check.rules.filter((rule: { status: string }) => rule.status === "fail")).toEqual([
      {
        rule: "video.gop.closed",
        field: "video[0].analysis.gop.open",
        status: "fail",
        expected: "closed GOPs only",
        measured: "1 closed, 4 open",
      },
    ]);
  });

  it("refuses a bad delivery spec with the field path of the rule, writing nothing", async () => {
    const before = await db().job.count();
    const spec = { name: "x", loudness: { integrated_lufs: "-23" }, video: { frame_rate: "fast" } };
    const response = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: qa,
      body: { inputs: { a: { url: "http://example.com/a.ts", spec } } },
    });
    expect([response.status, response.headers.get("content-type")]).toEqual([400, "application/problem+json"]);
    expect(response.body.detail).toContain("inputs.a.spec.video.frame_rate");
    expect(response.body.detail).toContain("inputs.a.spec.loudness.integrated_lufs");
    expect(await db().job.count()).toBe(before);
  });

  it("cancels a queued job and refuses to cancel a finished one", async () => {
    await worker.stop();
    try {
      const accepted = await submit({ a: { url: fixtures.url("gen__h264_ac3.ts") } });
      const canceled = await call("POST", `${BASE}/factories/${factory}/jobs/${accepted.body.id}/cancel`, { key: qa });
      expect([canceled.status, canceled.body.status]).toEqual([200, "Canceled"]);
      const again = await call("POST", `${BASE}/factories/${factory}/jobs/${accepted.body.id}/cancel`, { key: qa });
      expect([again.status, again.body.code]).toEqual([409, "job_finished"]);
    } finally {
      worker = await startWorker({ concurrency: 2, renderConcurrency: 1, staleSeconds: 30 });
    }
  });

  const invalid: [string, unknown, number, string][] = [
    ["no inputs", { inputs: {} }, 400, "validation_failed"],
    ["a bad input name", { inputs: { "1st": { url: "http://example.com/a.ts" } } }, 400, "validation_failed"],
    ["a relative url", { inputs: { a: { url: "/media/a.ts" } } }, 400, "validation_failed"],
    ["an ftp url", { inputs: { a: { url: "ftp://example.com/a.ts" } } }, 400, "validation_failed"],
    ["a malformed upload url", { inputs: { a: { url: "upload://abc" } } }, 400, "validation_failed"],
    [
      "65 inputs",
      {
        inputs: Object.fromEntries(
          Array.from({ length: 65 }, (_, i) => [`in${i}`, { url: "http://example.com/a.ts" }]),
        ),
      },
      400,
      "validation_failed",
    ],
    ["an unknown field", { inputs: { a: { url: "http://example.com/a.ts" } }, priority: 1 }, 400, "validation_failed"],
    [
      "an empty composition",
      { inputs: { a: { url: "http://example.com/a.ts" } }, composition: {} },
      400,
      "validation_failed",
    ],
    ["a template", { inputs: { a: { url: "http://example.com/a.ts" } }, template: "t" }, 422, "not_supported_yet"],
    [
      "an unknown analysis",
      { inputs: { a: { url: "http://example.com/a.ts", analysis: ["gop", "qc"] } } },
      400,
      "validation_failed",
    ],
    [
      "an empty analysis list",
      { inputs: { a: { url: "http://example.com/a.ts", analysis: [] } } },
      400,
      "validation_failed",
    ],
  ];
  it.each(invalid)("refuses %s, writing nothing", async (_, body, status, code) => {
    const before = await db().job.count();
    const response = await call("POST", `${BASE}/factories/${factory}/jobs`, { key: qa, body });
    expect([response.status, response.body.code]).toEqual([status, code]);
    expect(await db().job.count()).toBe(before);
  });

  it("answers 404 for an unknown factory or job, 400 for malformed ids", async () => {
    expect(
      (
        await call("POST", `${BASE}/factories/${"1".repeat(32)}/jobs`, {
          key: qa,
          body: { inputs: { a: { url: "http://example.com/a" } } },
        })
      ).status,
    ).toBe(404);
    expect((await call("GET", `${BASE}/factories/${factory}/jobs/${"1".repeat(32)}`, { key: qa })).status).toBe(404);
    expect((await call("GET", `${BASE}/factories/${factory}/jobs/nope`, { key: qa })).status).toBe(400);
  });

  it("items 4 and 6: refuses at submission, with one identical answer, every file:// url that cannot name a file under MEDIA_ROOTS", async () => {
    const before = await db().job.count();
    const inside = pathToFileURL(FIXTURES).href;
    const urls = [
      "file:///etc/passwd",
      "file:///etc/doesnotexist",
      "file://otherhost/etc/passwd",
      `${inside}/%00x`,
      `${inside}/..%2f..%2fetc%2fpasswd`,
      `${inside}/..%5Cetc`,
      `${inside}/../../etc/passwd`,
    ];
    const answers = [];
    for (const url of urls) {
      const response = await submit({ a: { url } });
      expect([url, response.status, response.body.code]).toEqual([url, 400, "validation_failed"]);
      answers.push(JSON.stringify(response.body.errors));
    }
    expect(new Set(answers).size).toBe(1);
    expect(await db().job.count()).toBe(before);
  });

  it("item 4: fails an input that no retry can help at once (a directory under the root), with a stable code and no retry", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "broadmark-roots-"));
    const roots = process.env.MEDIA_ROOTS;
    process.env.MEDIA_ROOTS = root;
    const warn = vi.spyOn(log, "warn");
    try {
      await mkdir(path.join(root, "folder"));
      const job = await finished(
        (await submit({ folder: { url: pathToFileURL(path.join(root, "folder")).href } })).body.id,
      );
      expect([job.status, job.inputs.folder.status, job.inputs.folder.error_code]).toEqual([
        "Failed",
        "Failed",
        "input_not_found",
      ]);
      // Only probe jobs count: a webhook endpoint another suite registered may be retrying its deliveries.
      const probeRetries = warn.mock.calls.filter(
        ([fields, message]) =>
          message === "queue job failed; it will be retried" && (fields as { task?: string }).task === PROBE_TASK,
      );
      expect(probeRetries).toEqual([]);
    } finally {
      warn.mockRestore();
      process.env.MEDIA_ROOTS = roots;
      await rm(root, { recursive: true, force: true });
    }
  });

  it("item 5: shows clients our message and a listed code for an abandoned job, never the infrastructure's text", async () => {
    await worker.stop();
    try {
      const accepted = await submit({ a: { url: fixtures.url("gen__h264_ac3.ts") } });
      await abandonJob(
        accepted.body.id,
        "Invalid `prisma.jobInput.updateMany()` invocation: invalid byte sequence \u0000",
      );
      const result = await call("GET", `${BASE}/factories/${factory}/jobs/${accepted.body.id}/inputs/a`, { key: qa });
      expect([result.status, result.body.code]).toEqual([422, "internal_error"]);
      const job = await call("GET", `${BASE}/factories/${factory}/jobs/${accepted.body.id}`, { key: qa });
      for (const text of [JSON.stringify(result.body), JSON.stringify(job.body)])
        expect(text).not.toMatch(/prisma|invocation|byte sequence/);
      expect(INPUT_ERROR_CODES).toContain(job.body.inputs.a.error_code);
    } finally {
      worker = await startWorker({ concurrency: 2, renderConcurrency: 1, staleSeconds: 30 });
    }
  });
});
