// A package dropped in the browser, as File objects (Node has the same File and Web Crypto).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { probe } from "../probe";
import { openDroppedPackage, type PackageFile } from "./blob-package-files";
import { IMF_PACKAGE } from "./testing/node-package-builders";

function droppedImf(alter: (name: string, bytes: Buffer) => Buffer = (_, bytes) => bytes): PackageFile[] {
  return readdirSync(IMF_PACKAGE).map((name) => ({
    path: name,
    file: new File([new Uint8Array(alter(name, readFileSync(path.join(IMF_PACKAGE, name))))], name),
  }));
}

describe("packages dropped as files", { timeout: 60_000 }, () => {
  it("finds the ASSETMAP among the files and probes the package, its hashes checked", async () => {
    const { source, siblings } = await openDroppedPackage(droppedImf());
    const result = await probe(source, { siblings });
    expect(result).toMatchObject({ type: "imf", duration: "00:00:01.335" });
    expect(result.manifest[0]).toBe("ASSETMAP.xml");
    expect(result.$diagnostics).toBeUndefined();
  });

  it("reports a file whose SHA-1 differs from the PKL", async () => {
    // The audio track file's last byte flipped: its SHA-1 no longer matches the PKL's Hash.
    const files = droppedImf((name, bytes) =>
      name.startsWith("AUDIO_") ? Buffer.concat([bytes.subarray(0, -1), Buffer.from([bytes.at(-1)! ^ 1])]) : bytes,
    );
    const { source, siblings } = await openDroppedPackage(files);
    const result = await probe(source, { siblings });
    expect(result.$diagnostics).toEqual([
      expect.stringMatching(
        /^IMF: AUDIO_b285d8f3-0294-4207-8ea8-4f0b72314213\.mxf: SHA-1 .* differs from the PKL Hash il72nfYnuQCE1eykxSAmJxHvkwg=$/,
      ),
    ]);
  });

  it("refuses a set of files with no package manifest", async () => {
    await expect(openDroppedPackage([{ path: "a.txt", file: new File(["x"], "a.txt") }])).rejects.toMatchObject({
      code: "unrecognized",
    });
  });
});
