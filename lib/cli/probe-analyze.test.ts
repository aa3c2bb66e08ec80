// `broadmark probe --analyze`: the option's forms, and the analysis in the printed object.
import { afterEach, describe, expect, it, vi } from "vitest";
import { run } from "./probe";
import { parseAnalyses, withAnalyzeDefault } from "./probe-analyze";

const SCTE35 = "fixtures/media/files/membrane__scte35.ts";

describe("broadmark probe --analyze", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads --analyze alone as every analysis and --analyze=list as those named", () => {
    expect(withAnalyzeDefault(["--analyze", "a.ts"])).toEqual(["--analyze=all", "a.ts"]);
    expect(parseAnalyses("all")).toEqual({ analyses: ["gop", "captions", "scte35", "loudness", "bitrate"] });
    expect(parseAnalyses("gop, scte35")).toEqual({ analyses: ["gop", "scte35"] });
    expect(parseAnalyses("gop,qc")).toEqual({ unknown: ["qc"] });
    expect(parseAnalyses("")).toEqual({ unknown: [""] });
  });

  it("refuses an unknown analysis with the usage (exit 64)", async () => {
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await run(["--analyze=gop,qc", SCTE35])).toBe(64);
    expect(stderr.mock.calls.join("")).toContain("unknown analysis qc");
  });

  it("prints the probe object with the container's and the streams' analysis", async () => {
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(await run(["--analyze=scte35,gop", SCTE35])).toBe(0);
    const printed = JSON.parse(stdout.mock.calls.map((call) => String(call[0])).join(""));
    expect(printed.analysis).toMatchObject({ analyses: ["gop", "scte35"], scte35: [{ program_number: 1 }] });
    expect(printed.video[0].analysis.gop).toMatchObject({ regular: true, length_frames: { typical: 50 } });
  });

  it("analyses each input of a batch (one NDJSON line each)", async () => {
    const stdout = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(await run(["--ndjson", "--analyze=bitrate", SCTE35, "fixtures/media/files/gen__h264_ac3.ts"])).toBe(0);
    const lines = stdout.mock.calls.map((call) => JSON.parse(String(call[0])));
    expect(lines.map((line) => line.probe.analysis.analyses)).toEqual([["bitrate"], ["bitrate"]]);
  });
});
