// bin/code-cache.cjs: `broadmark probe`'s bundle run through V8's code cache. The cache must never run code
// other than the bundle's: V8 checks only the source's length before trusting one.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const { runCached, writeCache } = createRequire(import.meta.url)("../../bin/code-cache.cjs") as {
  runCached(file: string): unknown;
  writeCache(file: string): void;
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "code-cache-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("a bundle run through the code cache", () => {
  it("runs as a CommonJS module beside its own files, with and without its cache", () => {
    const bundle = path.join(dir, "bundle.cjs");
    writeFileSync(path.join(dir, "sibling.cjs"), "module.exports = 'beside';\n");
    writeFileSync(bundle, "module.exports = [require('./sibling.cjs'), require('node:path').basename(__filename)];\n");
    expect(runCached(bundle)).toEqual(["beside", "bundle.cjs"]);
    writeCache(bundle);
    expect(runCached(bundle)).toEqual(["beside", "bundle.cjs"]);
  });

  it("ignores a cache written before the bundle, even when the two builds are of the same length", () => {
    const bundle = path.join(dir, "bundle.cjs");
    writeFileSync(bundle, "module.exports = 'first build';\n");
    writeCache(bundle);
    writeFileSync(bundle, "module.exports = 'other build';\n");
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${bundle}.cache`, past, past);
    expect(runCached(bundle)).toBe("other build");
  });
});
