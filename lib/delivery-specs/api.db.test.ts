// Stored delivery specs: an admin PUTs one (JSON or YAML), anyone who submits jobs GETs it and names it as
// a probe job input's `spec`; a bad spec or an unknown name is refused with the field and nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, keyFor } from "../api/testing/client";
import { db } from "../db/client";
import { startFixtureServer, type FixtureServer } from "../jobs/testing/fixture-server";
import { startWorker, type RunningWorker } from "../worker/worker";

const BASE = "/mediaprocessing/v1.0";
let admin: string;
let qa: string;
let fixtures: FixtureServer;
let worker: RunningWorker;

beforeAll(async () => {
  process.env.PROBE_URL_ALLOW = "127.0.0.2";
  admin = await keyFor("admin");
  qa = await keyFor("qa");
  fixtures = await startFixtureServer();
  worker = await startWorker({ concurrency: 1, renderConcurrency: 1, staleSeconds: 30 });
});

afterAll(async () => {
  await worker.stop();
  await fixtures.close();
});

const SD_YAML = 'name: SD house\nvideo:\n  width: 720\n  frame_rate: "25"\naudio:\n  languages: [eng]\n';

describe("stored delivery specs", () => {
  it("stores a YAML spec under its name for an admin, and reads it back for QA", async () => {
    const put = await call("PUT", `${BASE}/specs/sd-house`, { key: admin, rawBody: SD_YAML, contentType: "text/yaml" });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      name: "sd-house",
      spec: { name: "SD house", video: { width: 720, frame_rate: "25" }, audio: { languages: ["eng"] } },
    });
    const got = await call("GET", `${BASE}/specs/sd-house`, { key: qa });
    expect([got.status, got.body.spec]).toEqual([200, put.body.spec]);
  });

  it("refuses a spec from a QA key, a bad spec with its field, and a bad name, writing nothing", async () => {
    const before = await db().deliverySpecRecord.count();
    expect((await call("PUT", `${BASE}/specs/x`, { key: qa, body: { name: "x" } })).status).toBe(403);
    const bad = await call("PUT", `${BASE}/specs/x`, { key: admin, body: { name: "x", video: { scan: "diagonal" } } });
    expect([bad.status, bad.body.code]).toEqual([400, "validation_failed"]);
    expect(bad.body.errors[0].path).toBe("video.scan");
    expect((await call("PUT", `${BASE}/specs/Not%20A%20Name`, { key: admin, body: { name: "x" } })).status).toBe(400);
    expect((await call("GET", `${BASE}/specs/missing`, { key: qa })).status).toBe(404);
    expect(await db().deliverySpecRecord.count()).toBe(before);
  });

  it("checks a job input against a stored spec named as its `spec`, as the spec was at submission", async () => {
    await call("PUT", `${BASE}/specs/sd-house`, { key: admin, rawBody: SD_YAML, contentType: "text/yaml" });
    const factory = (await call("GET", `${BASE}/factories`, { key: qa })).body.items[0].id;
    const accepted = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: qa,
      body: { inputs: { sd: { url: fixtures.url("gen__mpeg2_422_576i_mp2eng_tc.ts"), spec: "sd-house" } } },
    });
    expect(accepted.status).toBe(202);
    expect(accepted.body.inputs.sd.spec).toMatchObject({ name: "SD house" });
    await call("PUT", `${BASE}/specs/sd-house`, { key: admin, body: { name: "changed", video: { width: 1920 } } });
    let job = accepted.body;
    for (let i = 0; i < 300 && !["Completed", "Failed"].includes(job.status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await call("GET", `${BASE}/factories/${factory}/jobs/${accepted.body.id}`, { key: qa })).body;
    }
    expect(job.status).toBe("Completed");
    const redirect = await call("GET", `${BASE}/factories/${factory}/jobs/${job.id}/inputs/sd`, { key: qa });
    const result = (await call("GET", redirect.headers.get("location")!)).body;
    expect(result.delivery_check).toMatchObject({ spec: "SD house", passed: true, failed: 0 });
  });

  it("refuses a job naming a spec that is not stored (422, the field named), writing nothing", async () => {
    const factory = (await call("GET", `${BASE}/factories`, { key: qa })).body.items[0].id;
    const before = await db().job.count();
    const refused = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: qa,
      body: { inputs: { a: { url: fixtures.url("gen__h264_ac3.ts"), spec: "nope" } } },
    });
    expect([refused.status, refused.body.code, refused.body.errors]).toEqual([
      422,
      "unknown_spec",
      [{ path: "inputs.a.spec", message: 'no delivery spec is stored as "nope"' }],
    ]);
    expect(await db().job.count()).toBe(before);
  });
});
