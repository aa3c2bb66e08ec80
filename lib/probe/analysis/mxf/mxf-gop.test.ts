// GOP structure and the video's own captions of MXF picture essence, on files ffmpeg makes: MPEG-2 long
// GOP (-g 12 -bf 2) open and closed (+cgop), frame-wrapped in OP1a and clip-wrapped in OP-Atom, and H.264
// long GOP. The expected GOP lengths and picture-type pattern are ffprobe's decoded picture types (display
// order); open or closed comes from how the files were made (ffmpeg's MPEG-2 encoder closes only its first
// GOP unless +cgop; x264 starts each GOP with an IDR picture). The captions come from a corpus file whose
// CEA-608 (CC1, CC3) and CEA-708 (services 1-6) MediaInfo lists (fixtures/media/MANIFEST.md).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../../render/ffmpeg-binary";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { analyze } from "../analyze";

const CAPTIONED = path.resolve("fixtures/media/files/capinsp__BigBuckBunny_256x144-24fps.ts");
const TEST_SOURCE = ["-f", "lavfi", "-i", "testsrc=size=320x240:rate=25", "-t", "4"];
const LONG_GOP = ["-g", "12", "-bf", "2", "-sc_threshold", "1000000000"];

let work: string;
beforeAll(() => (work = mkdtempSync(path.join(tmpdir(), "analysis-mxf-gop-"))));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function ffmpeg(name: string, args: string[]): string {
  const file = path.join(work, name);
  execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args, file]);
  return file;
}

async function analyzed(file: string, analyses: ("gop" | "captions")[]) {
  const source = new MemorySource(readFileSync(file), path.basename(file));
  return analyze(source, await probe(source), { analyses });
}

/** ffprobe's picture types of the decoded frames, in display order: GOP lengths and the usual pattern. */
function ffprobeGops(file: string) {
  const types = execFileSync("ffprobe", [
    ...["-v", "error", "-select_streams", "v", "-show_entries", "frame=pict_type", "-of", "csv=p=0", file],
  ])
    .toString()
    .replace(/[^IPB]/g, "");
  const gops = types.split(/(?=I)/);
  const whole = gops.slice(0, -1); // the last GOP is cut by the end of the file
  const lengths = whole.map((gop) => gop.length);
  const maxBFrames = Math.max(...(types.match(/B+/g) ?? [""]).map((run) => run.length));
  return { frames: types.length, gops: gops.length, lengths, pattern: mostCommon(whole), maxBFrames };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

describe("GOP structure of MXF picture essence", () => {
  it.each([
    ["MPEG-2 open GOP, OP1a", "open.mxf", ["-c:v", "mpeg2video", ...LONG_GOP, "-f", "mxf"], "open"],
    [
      "MPEG-2 closed GOP, OP1a",
      "closed.mxf",
      ["-c:v", "mpeg2video", ...LONG_GOP, "-flags", "+cgop", "-f", "mxf"],
      "closed",
    ],
    [
      "MPEG-2 open GOP, OP-Atom (ffmpeg wraps it clip-wrapped: one KLV)",
      "atom.mxf",
      ["-c:v", "mpeg2video", ...LONG_GOP, "-f", "mxf_opatom"],
      "open",
    ],
    [
      "H.264 long GOP, OP1a",
      "avc.mxf",
      ["-c:v", "libx264", "-g", "12", "-bf", "2", "-pix_fmt", "yuv420p", "-f", "mxf"],
      "closed",
    ],
  ])("%s: lengths and pattern as ffprobe decodes them", async (_name, name, args, kind) => {
    const file = ffmpeg(name, [...TEST_SOURCE, ...args]);
    const expected = ffprobeGops(file);
    const gop = (await analyzed(file, ["gop"])).video[0]!.analysis!.gop!;
    expect(gop).toMatchObject({
      frames: expected.frames,
      gops: expected.gops,
      length_frames: { min: Math.min(...expected.lengths), max: Math.max(...expected.lengths) },
      pattern: expected.pattern,
      max_b_frames: expected.maxBFrames,
      coding: "frame",
      // ffmpeg's MPEG-2 encoder writes the first GOP closed (nothing precedes it), the others open.
      closed: kind === "closed" ? expected.gops : 1,
      open: kind === "closed" ? 0 : expected.gops - 1,
    });
  });
});

describe("GOP structure of a corpus MXF file", () => {
  it("bmx__sample.mxf: D-10 (IMX) intra-only MPEG-2 4:2:2, as ffprobe decodes it", async () => {
    const file = path.resolve("fixtures/media/files/bmx__sample.mxf");
    const expected = ffprobeGops(file);
    const gop = (await analyzed(file, ["gop"])).video[0]!.analysis!.gop!;
    expect(gop).toMatchObject({
      frames: expected.frames,
      gops: expected.gops,
      length_frames: { min: 1, max: 1 },
      pattern: expected.pattern,
      max_b_frames: 0,
    });
  });
});

describe("captions in the picture essence of MXF", () => {
  const channels = (captions: { cea608: { channel: string }[]; cea708: { service: number }[] }) => ({
    cea608: captions.cea608.map((c) => c.channel),
    cea708: captions.cea708.map((s) => s.service),
  });
  const LISTED = { cea608: ["CC1", "CC3"], cea708: [1, 2, 3, 4, 5, 6] };

  it("reads A/53 cc_data() in H.264 SEI of the picture elements, in display order", async () => {
    const file = ffmpeg("captions-avc.mxf", ["-i", CAPTIONED, "-map", "0:v", "-c", "copy", "-f", "mxf"]);
    const captions = (await analyzed(file, ["captions"])).video[0]!.analysis!.captions!;
    expect(captions.carriage).toEqual(["A/53 SEI user_data_registered_itu_t_t35 (H.264)"]);
    expect(channels(captions)).toEqual(LISTED);
    // Read in decode order, the words of the B pictures would come before the reference pictures' words.
    expect(captions.cea708[0]!.sample).toMatch(/^- 2020\.- THAT'S A STRETCH\.- FINE\./);
  });

  it("reads A/53 cc_data() in MPEG-2 user_data, which ffmpeg's encoder copies from the source's captions", async () => {
    const args = ["-i", CAPTIONED, "-map", "0:v", "-t", "10", "-c:v", "mpeg2video", ...LONG_GOP, "-f", "mxf"];
    const captions = (await analyzed(ffmpeg("captions-mpeg2.mxf", args), ["captions"])).video[0]!.analysis!.captions!;
    expect(captions.carriage).toEqual(["A/53 MPEG-2 user_data"]);
    expect(channels(captions)).toEqual(LISTED);
    expect(captions.cea708[0]!.sample).toMatch(/^- 2020\.- THAT'S A STRETCH\.- FINE\./);
  });
});
