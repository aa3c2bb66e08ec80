// Files checked against delivery specs: a generated MPEG-2 transport stream whose properties are known by
// construction (ffmpeg: 720×576 4:2:2 25i top field first, -g 12 -bf 2, timecode 10:00:00:00, MPEG-1 Layer II
// stereo 48 kHz in English), and loudness figures set by hand on a probe result.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyze } from "../analysis/analyze";
import { FileSource } from "../io/node-file-source";
import { probe } from "../probe";
import type { ContainerProbe } from "../schema";
import { analysesFor, checkSpec } from "./check-spec";
import { parseSpecText } from "./parse-spec";

const FILE = path.resolve("fixtures/media/files/gen__mpeg2_422_576i_mp2eng_tc.ts");

async function analysed(): Promise<ContainerProbe> {
  const source = await FileSource.open(FILE);
  try {
    return await analyze(source, await probe(source), { analyses: ["gop", "captions", "bitrate"] });
  } finally {
    await source.close();
  }
}

const SD_SPEC = `
name: SD house
container: { type: m2ts }
duration: { min: "00:00:01", max: "00:00:03" }
timecode: { start: "10:00:00:00", drop_frame: false }
video:
  count: { min: 1, max: 1 }
  codec: mp2v
  profile: "4:2:2"
  level: Main
  width: 720
  height: 576
  scan: interlaced
  field_order: tff
  frame_rate: "25"
  chroma_subsampling: "4:2:2"
  bit_rate: { max: 6000000 }
  gop: { max_length_frames: 12, length_frames: 12, regular: true, max_b_frames: 2 }
audio:
  tracks: { min: 1, max: 1 }
  codec: mp2l
  channels: 2
  layout: [L, R]
  sample_rate: 48000
  languages: [eng]
`;

describe("checking a file against a delivery spec", () => {
  it("passes every rule the generated file meets, each with its expected and measured value", async () => {
    const check = checkSpec(parseSpecText(SD_SPEC), await analysed());
    expect(check.rules.filter((rule) => rule.status !== "pass")).toEqual([]);
    expect(check).toMatchObject({ spec: "SD house", passed: true, failed: 0, not_measured: 0 });
    expect(check.rules.find((rule) => rule.rule === "video.frame_rate")).toEqual({
      rule: "video.frame_rate",
      field: "video[0].sample_rate",
      status: "pass",
      expected: "25 fps",
      measured: "25 fps",
    });
    expect(check.rules.find((rule) => rule.rule === "timecode.start")).toMatchObject({
      field: "video[0].properties.MpegTimeCode",
      measured: "10:00:00:00",
    });
    expect(check.rules.find((rule) => rule.rule === "video.bit_rate")).toMatchObject({
      field: "video[0].analysis.bitrate.measured_average",
      measured: "4.8 Mb/s (measured)",
    });
  });

  it("fails the rules the file breaks, and names what it measured", async () => {
    const spec = parseSpecText(`
name: HD house
container: { type: [op1a, mov] }
video: { width: 1920, scan: progressive, frame_rate: [30000/1001], gop: { closed: true } }
audio: { sample_rate: 48000, bit_depth: 24, languages: [eng, fre] }
`);
    const check = checkSpec(spec, await analysed());
    const failed = check.rules
      .filter((rule) => rule.status === "fail")
      .map((rule) => [rule.rule, rule.field, rule.expected, rule.measured]);
    expect(failed).toEqual([
      ["container.type", "type", "op1a or mov", "m2ts (MPEG-2 transport stream, 188-byte packets)"],
      ["video.width", "video[0].width", "1920", "720"],
      ["video.scan", "video[0].field_order", "progressive", "interlaced"],
      ["video.frame_rate", "video[0].sample_rate", "30000/1001 fps", "25 fps"],
      ["video.gop.closed", "video[0].analysis.gop.open", "closed GOPs only", "1 closed, 4 open"],
      ["audio.languages", "audio[].language", "a track in fre", "eng"],
    ]);
    // MPEG-1 Layer II has no sample size: the rule could not be measured, and the verdict is not a pass.
    expect(check.rules.find((rule) => rule.rule === "audio.bit_depth")).toMatchObject({
      status: "not_measured",
      measured: "not found in the file",
    });
    expect(check).toMatchObject({ passed: false, failed: 6, not_measured: 1 });
  });

  it("says a rule needing an analysis that did not run is not measured, and which analyses a spec needs", async () => {
    const spec = parseSpecText(
      "name: x\nloudness: { integrated_lufs: -23, true_peak_max_dbtp: -1 }\ncaptions: { required: true }\nvideo: { gop: { closed: true } }",
    );
    expect(analysesFor(spec)).toEqual(["gop", "captions", "loudness"]);
    const source = await FileSource.open(FILE);
    const plain = await probe(source).finally(() => source.close());
    const statuses = checkSpec(spec, plain).rules.map((rule) => [rule.rule, rule.status, rule.measured]);
    expect(statuses).toEqual([
      ["video.gop.closed", "not_measured", "not analysed: run the gop analysis (broadmark probe --analyze=gop)"],
      [
        "loudness.integrated_lufs",
        "not_measured",
        "not analysed: run the loudness analysis (broadmark probe --analyze=loudness)",
      ],
      [
        "loudness.true_peak_max_dbtp",
        "not_measured",
        "not analysed: run the loudness analysis (broadmark probe --analyze=loudness)",
      ],
      [
        "captions.required",
        "not_measured",
        "not analysed: run the captions analysis (broadmark probe --analyze=captions)",
      ],
    ]);
  });

  it("compares loudness with the target ± tolerance at 0.1 LU, and true peak with the ceiling", () => {
    const withLoudness = (integrated_lufs: number, true_peak_dbtp: number): ContainerProbe => ({
      type: "wav",
      size: 1,
      manifest: ["a.wav"],
      properties: {},
      video: [],
      subtitle: [],
      $annotation: {},
      audio: [{ format: "in24", analysis: { loudness: { integrated_lufs, true_peak_dbtp, measured_by: "test" } } }],
    });
    const spec = parseSpecText(
      "name: R128\nloudness: { integrated_lufs: -23, tolerance_lu: 0.5, true_peak_max_dbtp: -1 }",
    );
    const statuses = (probed: ContainerProbe) =>
      checkSpec(spec, probed).rules.map((rule) => `${rule.status} ${rule.measured}`);
    expect(statuses(withLoudness(-23.5, -1))).toEqual(["pass -23.5 LUFS", "pass -1.0 dBTP"]);
    expect(statuses(withLoudness(-22.4, -0.9))).toEqual(["fail -22.4 LUFS", "fail -0.9 dBTP"]);
  });
});
