// A job's optional name (given at submission, shown and searched in lists) and an uploaded input's file
// name beside its upload:// id, over HTTP through the real router and the real database.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, keyFor, serveSuiteOverHttp } from "../api/testing/client";
import { db } from "../db/client";

serveSuiteOverHttp();

const BASE = "/mediaprocessing/v1.0";
let qa: string;
let jobs: string;

beforeAll(async () => {
  qa = await keyFor("qa");
  const factory = (await call("GET", `${BASE}/factories`, { key: qa })).body.items[0].id;
  jobs = `${BASE}/factories/${factory}/jobs`;
});

const input = { a: { url: "https://media.example/a.ts" } };

describe("job names", () => {
  it("keeps a name given at submission, trimmed, and shows it in the job and the list", async () => {
    const submitted = await call("POST", jobs, { key: qa, body: { name: "  Evening news QC  ", inputs: input } });
    expect([submitted.status, submitted.body.name]).toEqual([202, "Evening news QC"]);
    expect((await call("GET", `${jobs}/${submitted.body.id}`, { key: qa })).body.name).toBe("Evening news QC");
    const unnamed = await call("POST", jobs, { key: qa, body: { inputs: input } });
    expect(unnamed.body).not.toHaveProperty("name");
    const listed = (await call("GET", jobs, { key: qa })).body.items;
    expect(listed.find((job: { id: string }) => job.id === submitted.body.id).name).toBe("Evening news QC");
  });

  it("finds jobs whose name contains the text, in any case, and only those", async () => {
    await call("POST", jobs, { key: qa, body: { name: "Promo 7 — final", inputs: input } });
    await call("POST", jobs, { key: qa, body: { name: "promo 8", inputs: input } });
    await call("POST", jobs, { key: qa, body: { name: "Trailer", inputs: input } });
    const found = await call("GET", `${jobs}?name=PROMO`, { key: qa });
    expect(found.body.items.map((job: { name: string }) => job.name)).toEqual(["promo 8", "Promo 7 — final"]);
    const none = await call("GET", `${jobs}?name=nothing-like-it`, { key: qa });
    expect(none.body.items).toEqual([]);
    const bad = await call("GET", `${jobs}?name=${"x".repeat(201)}`, { key: qa });
    expect([bad.status, bad.body.errors[0].path]).toEqual([400, "name"]);
  });

  it("refuses an empty, blank, too long, control-character or non-text name with 400 naming `name`", async () => {
    const before = await db().job.count();
    for (const name of ["", "   ", "x".repeat(201), "tab\there", "nul\u0000", 42, null]) {
      const refused = await call("POST", jobs, { key: qa, body: { name, inputs: input } });
      expect([refused.status, refused.body.code, refused.body.errors[0].path]).toEqual([
        400,
        "validation_failed",
        "name",
      ]);
    }
    expect(await db().job.count()).toBe(before);
  });

  it("takes any text name that is 1 to 200 characters once trimmed, reading it back exactly", async () => {
    const control = /[\u0000-\u001f\u007f-\u009f]/;
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 210 }), async (name) => {
        const trimmed = name.trim();
        const valid = !control.test(name) && !loneSurrogate.test(name) && trimmed.length >= 1 && trimmed.length <= 200;
        const answer = await call("POST", jobs, { key: qa, body: { name, inputs: input } });
        expect(answer.status).toBe(valid ? 202 : 400);
        const read = valid ? (await call("GET", `${jobs}/${answer.body.id}`, { key: qa })).body.name : undefined;
        expect(valid ? read : answer.body.errors[0].path).toBe(valid ? trimmed : "name");
      }),
      { numRuns: 25 },
    );
  });
});

describe("uploaded inputs", () => {
  it("carry the file name they were uploaded with beside their upload:// id, in the job and the list", async () => {
    const uploaded = await call("POST", `${BASE}/uploads?name=${encodeURIComponent("Evening News 27-11.ts")}`, {
      key: qa,
      rawBody: new Uint8Array(188).fill(0x47),
      contentType: "application/octet-stream",
    });
    expect(uploaded.status).toBe(201);
    const submitted = await call("POST", jobs, {
      key: qa,
      body: { inputs: { news: { url: uploaded.body.url }, web: { url: "https://media.example/b.ts" } } },
    });
    expect(submitted.body.inputs.news).toMatchObject({ url: uploaded.body.url, file_name: "Evening News 27-11.ts" });
    expect(submitted.body.inputs.web).not.toHaveProperty("file_name");
    const read = await call("GET", `${jobs}/${submitted.body.id}`, { key: qa });
    expect(read.body.inputs.news.file_name).toBe("Evening News 27-11.ts");
    const listed = (await call("GET", jobs, { key: qa })).body.items;
    expect(listed.find((job: { id: string }) => job.id === submitted.body.id).inputs.news.file_name).toBe(
      "Evening News 27-11.ts",
    );
  });
});
