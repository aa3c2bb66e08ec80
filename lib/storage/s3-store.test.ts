// The S3 blob store against s3rver, a local server speaking the S3 protocol.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe } from "../probe/probe";
import { BlobTooLargeError } from "./blob-store";
import { S3BlobStore } from "./s3-store";
import { readFile } from "node:fs/promises";
import { createHash } from "node:crypto";

let server: S3rver;
let directory: string;
let store: S3BlobStore;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "broadmark-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "broadmark", configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  process.env.AWS_ACCESS_KEY_ID = "S3RVER";
  process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
  store = new S3BlobStore({
    bucket: "broadmark",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix: "test/",
  });
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe("S3BlobStore", () => {
  it("stores and reads back JSON with its SHA-256 entity tag, and answers null for a missing key", async () => {
    const bytes = new TextEncoder().encode('{"type":"m2ts"}');
    const stored = await store.put("jobs/a/inputs/x.json", bytes, "application/json");
    expect(stored).toEqual({ size: 15, etag: createHash("sha256").update('{"type":"m2ts"}').digest("hex") });
    expect(await store.get("jobs/a/inputs/x.json")).toEqual(new Uint8Array(bytes));
    expect(await store.get("jobs/a/inputs/missing.json")).toBeNull();
  });

  it("streams an upload and probes it through a presigned URL with range requests", async () => {
    const file = await readFile("fixtures/media/files/tsduck__test-064.ts");
    const stored = await store.putStream(
      "uploads/u1",
      Readable.from([file.subarray(0, 50_000), file.subarray(50_000)]),
      10_000_000,
    );
    expect(stored.size).toBe(file.byteLength);
    const source = await store.open("uploads/u1");
    const result = await probe(source);
    expect(result.size).toBe(file.byteLength);
    expect(result.video[0]).toMatchObject({ format: "avc1", width: 1920, height: 1080 });
    expect(source.stats.bytesRead).toBeLessThan(file.byteLength);
  });

  it("refuses a stream larger than the limit", async () => {
    await expect(store.putStream("uploads/big", Readable.from([new Uint8Array(2048)]), 1024)).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
  });
});
