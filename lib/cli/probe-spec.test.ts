// `broadmark probe --spec`: a bad spec is refused with its field and line (exit 64), one file prints its
// checklist (exit 0 when it meets the spec, 1 when not), a batch prints one verdict line per file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { run } from "./probe";

const MPEG2 = "fixtures/media/files/gen__mpeg2_422_576i_mp2eng_tc.ts";
const H264 = "fixtures/media/files/gen__h264_ac3.ts";
const folder = mkdtempSync(path.join(tmpdir(), "spec-"));
const specFile = (name: string, text: string) => {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
};
const SD = specFile(
  "sd.yaml",
  "name: SD\nvideo:\n  codec: mp2v\n  width: 720\n  gop: { length_frames: 12 }\naudio: { languages: [eng] }\n",
);

const captured = () => {
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  return { out: () => stdout.mock.calls.join(""), err: () => stderr.mock.calls.join("") };
};

describe("broadmark probe --spec", () => {
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("refuses a bad spec with its field path and line (exit 64), before reading any file", async () => {
    const io = captured();
    const bad = specFile("bad.yaml", "name: SD\nvideo:\n  width: wide\n");
    expect(await run(["--spec", bad, "missing.ts"])).toBe(64);
    expect(io.err()).toContain(`${bad}: line 3: video.width: width must be a number`);
  });

  it("prints the checklist of a file meeting the spec, running the GOP analysis its rules need (exit 0)", async () => {
    const io = captured();
    expect(await run(["--spec", SD, MPEG2])).toBe(0);
    expect(io.out()).toContain(
      "PASS  video.gop.length_frames  expected 12 frames; measured 12 frames  (video[0].analysis.gop.length_frames.typical)",
    );
    expect(io.out()).toContain(`PASS ${MPEG2}: 4 rules of SD met`);
  });

  it("exits 1 for a file failing the spec, and prints one verdict line per file of a batch", async () => {
    let io = captured();
    expect(await run(["--spec", SD, H264])).toBe(1);
    expect(io.out()).toContain("FAIL  video.codec");
    vi.restoreAllMocks();
    io = captured();
    expect(await run(["--spec", SD, MPEG2, H264])).toBe(1);
    const lines = io.out().trim().split("\n").sort();
    expect(lines).toEqual([
      `FAIL ${H264}: 4 failed of 4 rules of SD (video.codec, video.width, video.gop.length_frames, audio.languages)`,
      `PASS ${MPEG2}: 4 rules of SD met`,
    ]);
    expect(io.err()).toContain("2 probed (1 failing the spec)");
  });
});
