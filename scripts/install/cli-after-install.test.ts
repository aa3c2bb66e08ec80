// `npm install` then `npm run probe -- FILE`: the install step builds the command line, and a checkout
// without the build answers with one line saying what to run. Run in a copy of the package (its own
// bin/, lib/, scripts/ and package.json, the installed node_modules linked in), through npm itself.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = path.join(root, "fixtures/media/files/pmi__sample.mp4");
let copy: string;

const npm = (...args: string[]) =>
  spawnSync("npm", ["--silent", ...args], { cwd: copy, encoding: "utf8", timeout: 60_000 });

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "broadmark-install-"));
  for (const part of ["bin", "lib", "scripts", "package.json", "tsconfig.json"]) {
    cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the command line right after install", () => {
  it("says in one line what to run when the command line is not built", () => {
    const result = npm("run", "probe", "--", fixture);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toBe(
      "broadmark: the command line is not built yet; run `npm run build` (or `node scripts/build-cli.mjs`)\n",
    );
  }, 60_000);

  it("is built by the install step, after which probe prints the probe object", () => {
    const install = npm("run", "postinstall");
    expect(install.status, install.stderr).toBe(0);
    expect(existsSync(path.join(copy, "dist/cli.js"))).toBe(true);
    // The probe command's own bundle, with the compiled code bin/broadmark hands to V8.
    expect(existsSync(path.join(copy, "dist/probe.cjs.cache"))).toBe(true);
    const result = npm("run", "probe", "--", fixture);
    expect(result.status, result.stderr).toBe(0);
    const probe = JSON.parse(result.stdout) as { type: string; manifest: string[] };
    expect(probe.type).toBe("mp4");
    expect(probe.manifest).toEqual(["pmi__sample.mp4"]);
  }, 120_000);
});
