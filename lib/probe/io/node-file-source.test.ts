import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ProbeError } from "../errors";
import { FileSource } from "./node-file-source";

describe("FileSource", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "file-source-"));
  const file = path.join(folder, "bytes.bin");
  writeFileSync(
    file,
    Uint8Array.from({ length: 1000 }, (_, i) => i & 0xff),
  );

  for (const synchronous of [false, true]) {
    it(`reads ranges, the last one cut by the end of the file (synchronous: ${synchronous})`, async () => {
      const source = await FileSource.open(file, { synchronous });
      expect(source.size).toBe(1000);
      expect([...(await source.read(10, 3))]).toEqual([10, 11, 12]);
      expect([...(await source.read(998, 10))]).toEqual([998 & 0xff, 999 & 0xff]);
      expect(source.stats).toMatchObject({ reads: 2, bytesRead: 5 });
      await source.close();
    });

    it(`refuses a folder and a missing file as unreadable (synchronous: ${synchronous})`, async () => {
      await expect(FileSource.open(folder, { synchronous })).rejects.toBeInstanceOf(ProbeError);
      await expect(FileSource.open(path.join(folder, "none"), { synchronous })).rejects.toThrow(/ENOENT/);
    });
  }
});
