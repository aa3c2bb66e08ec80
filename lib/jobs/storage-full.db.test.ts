// A full disk under the blob store: an upload is refused with 507 insufficient_storage (not a misleading
// 400 or a 500), and a probe job whose result cannot be stored fails that input with storage_full instead
// of sitting Running.
import { pathToFileURL } from "node:url";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, keyFor } from "../api/testing/client";
import { db } from "../db/client";
import { StorageFullError, blobStore } from "../storage";
import { FIXTURES } from "./testing/fixture-server";
import { startWorker, type RunningWorker } from "../worker/worker";

const BASE = "/mediaprocessing/v1.0";
const enospc = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
let qa: string;
let worker: RunningWorker;

beforeAll(async () => {
  process.env.MEDIA_ROOTS = FIXTURES;
  qa = await keyFor("qa");
  worker = await startWorker({ concurrency: 2, renderConcurrency: 1, staleSeconds: 30 });
});
afterAll(() => worker.stop());
afterEach(() => vi.restoreAllMocks());

describe("a full disk", () => {
  it("refuses an upload with 507 insufficient_storage and records nothing", async () => {
    const store = blobStore();
    // The store turns the write's ENOSPC into StorageFullError (lib/storage/local-store.test.ts): inject that here.
    vi.spyOn(store, "putStream").mockRejectedValueOnce(new StorageFullError(enospc()));
    const before = await db().upload.count();
    const response = await call("POST", `${BASE}/uploads?name=big.ts`, {
      key: qa,
      rawBody: new Uint8Array(64 * 1024),
      contentType: "application/octet-stream",
    });
    expect([response.status, response.body.code]).toEqual([507, "insufficient_storage"]);
    expect(await db().upload.count()).toBe(before);
  });

  it("fails a probe job's input with storage_full when its result cannot be stored", async () => {
    vi.spyOn(blobStore(), "put").mockRejectedValue(new StorageFullError(enospc()));
    const factory = (await call("GET", `${BASE}/factories`, { key: qa })).body.items[0].id;
    const url = pathToFileURL(path.join(FIXTURES, "tsduck__test-025.ts")).href;
    const accepted = await call("POST", `${BASE}/factories/${factory}/jobs`, {
      key: qa,
      body: { inputs: { a: { url } } },
    });
    expect(accepted.status).toBe(202);
    let job;
    for (
      const deadline = Date.now() + 60_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 200))
    ) {
      job = (await call("GET", `${BASE}/factories/${factory}/jobs/${accepted.body.id}`, { key: qa })).body;
      if (job.status !== "Queued" && job.status !== "Running") break;
    }
    expect(job.status).toBe("Failed");
    expect(job.inputs.a).toMatchObject({ status: "Failed", error_code: "storage_full" });
  });
});
