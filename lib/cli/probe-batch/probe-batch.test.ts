// `broadmark probe` on many inputs, run as a user runs it: a real process, its output piped (NDJSON, the
// counts line alone on stderr) or its stderr on a pseudo-terminal (util-linux `script`) for the bar.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const media = path.join(root, "fixtures/media/files");
// The TypeScript source through tsx, so the test needs no build; the loader by path, as cwd is a temp dir.
const tsx = pathToFileURL(path.join(root, "node_modules/tsx/dist/loader.mjs")).href;
const command = [process.execPath, "--import", tsx, path.join(root, "lib/cli/main.ts"), "probe"];
let dir: string;

const broadmarkProbe = (...args: string[]) =>
  spawnSync(command[0]!, [...command.slice(1), ...args], { cwd: dir, encoding: "utf8", timeout: 60_000 });

beforeAll(() => {
  // a/ holds two media files and a text file (which fails), a/deeper/ one more media file.
  dir = mkdtempSync(path.join(tmpdir(), "broadmark-batch-"));
  mkdirSync(path.join(dir, "a/deeper"), { recursive: true });
  symlinkSync(path.join(media, "bmx__adm_1.wav"), path.join(dir, "a/1.wav"));
  symlinkSync(path.join(media, "pmi__sample.mp4"), path.join(dir, "a/2.mp4"));
  writeFileSync(path.join(dir, "a/0-notes.txt"), "not media\n");
  symlinkSync(path.join(media, "ebml__test.webm"), path.join(dir, "a/deeper/3.webm"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("broadmark probe on many inputs", () => {
  it("prints one JSON object per line when piped, the counts alone on stderr, and fails if one input failed", () => {
    const result = broadmarkProbe("--recursive", "a");
    expect(result.status).toBe(2);
    const lines = result.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { input: string; probe?: { type: string }; error?: { code: string } });
    expect(lines.map((line) => line.input).sort()).toEqual(["a/0-notes.txt", "a/1.wav", "a/2.mp4", "a/deeper/3.webm"]);
    const byInput = Object.fromEntries(lines.map((line) => [line.input, line]));
    expect(byInput["a/1.wav"]!.probe!.type).toBe("wav");
    expect(byInput["a/2.mp4"]!.probe!.type).toBe("mp4");
    expect(byInput["a/deeper/3.webm"]!.probe!.type).toBe("webm");
    expect(byInput["a/0-notes.txt"]!.error!.code).toBe("unrecognized");
    expect(result.stderr).toMatch(/^broadmark probe: 3 probed, 1 failed of 4 inputs in \d+\.\d s\n$/);
  }, 60_000);

  it("enters subdirectories only with --recursive, and exits 0 when every input is probed", () => {
    const result = broadmarkProbe("--jobs", "2", "a/1.wav", "a/2.mp4");
    expect(result.status).toBe(0);
    expect(result.stdout.trimEnd().split("\n")).toHaveLength(2);
    const flat = broadmarkProbe("a");
    expect(flat.stdout.trimEnd().split("\n")).toHaveLength(3);
  }, 60_000);

  it("stops starting inputs after the first failure with --fail-fast", () => {
    const result = broadmarkProbe("--fail-fast", "--jobs", "1", "a");
    expect(result.status).toBe(2);
    expect(result.stdout.trimEnd().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^broadmark probe: 0 probed, 1 failed, 2 not started of 3 inputs in \d+\.\d s\n$/);
  }, 60_000);

  it("prints a summary table with one row per input", () => {
    const result = broadmarkProbe("--summary", "--jobs", "1", "a/1.wav", "a/0-notes.txt");
    expect(result.stdout.split("\n")[0]).toMatch(/^input +container +duration +streams$/);
    expect(result.stdout).toMatch(/\na\/1\.wav +wav +00:00:00\.040 +A in24 4ch\n/);
    expect(result.stdout).toMatch(/\na\/0-notes\.txt +failed +a\/0-notes\.txt: not a media file/);
  }, 60_000);

  it("refuses a --jobs that is not a positive integer", () => {
    const result = broadmarkProbe("--jobs", "0", "a");
    expect(result.status).toBe(64);
    expect(result.stderr).toMatch(/^usage: broadmark probe /);
  }, 60_000);

  it("shows a progress bar on a terminal, with files done, files/s and ETA, and erases it at the end", () => {
    // stdout goes to a file, stderr stays on the pseudo-terminal that `script` gives the command.
    const quoted = [...command, "--recursive", "a"].map((part) => `'${part}'`).join(" ");
    const out = path.join(dir, "out.ndjson");
    const result = spawnSync("script", ["-q", "-e", "-c", `stty cols 100; ${quoted} > '${out}'`, "/dev/null"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toMatch(/\r\[#{40}\] 4\/4 files {2}\d+\.\d files\/s {2}ETA 0:00\x1b\[K/);
    expect(result.stdout).toMatch(/\r\x1b\[Kbroadmark probe: 3 probed, 1 failed of 4 inputs/);
    expect(spawnSync("wc", ["-l", out], { encoding: "utf8" }).stdout).toMatch(/^4 /);
  }, 60_000);
});
