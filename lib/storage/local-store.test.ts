// A full disk under the local store: the kernel's ENOSPC (from /dev/full, which every write fills) becomes
// StorageFullError, and no partial file stays behind.
import { mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StorageFullError } from "./blob-store";
import { LocalBlobStore } from "./local-store";

const NOW = 1_800_000_000_000;
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "broadmark-store-"));
  // The store's temporary file for blob "full" is named from the pid and the clock: make it /dev/full.
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  await symlink("/dev/full", path.join(root, `full.${process.pid}.${NOW}.part`));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

describe("LocalBlobStore on a full disk", () => {
  it("refuses a stream with StorageFullError and removes the partial file", async () => {
    const store = new LocalBlobStore(root);
    const body = Readable.from([Buffer.alloc(256 * 1024, 1), Buffer.alloc(256 * 1024, 2)]);
    await expect(store.putStream("full", body, 10 * 1024 * 1024)).rejects.toBeInstanceOf(StorageFullError);
    expect(await readdir(root)).toEqual([]);
  });

  it("refuses bytes with StorageFullError and removes the partial file", async () => {
    const store = new LocalBlobStore(root);
    await expect(store.put("full", Buffer.alloc(1024, 3))).rejects.toBeInstanceOf(StorageFullError);
    expect(await readdir(root)).toEqual([]);
  });
});
