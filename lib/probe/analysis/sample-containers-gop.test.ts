// The analysis pass on MP4, QuickTime and Matroska files made by ffmpeg, whose GOP structure is known by
// construction (-g, -bf, -flags +cgop, x264 open-gop), checked against ffprobe's picture types and the
// packet sizes of every track.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzedFile, ffmpeg as ffmpegIn, ffprobe } from "../testing/node-sample-container-files";

let work: string;
const ffmpeg = (output: string, args: string[]) => ffmpegIn(work, output, args);

const TEST_SOURCE = [
  "-f",
  "lavfi",
  "-i",
  "testsrc2=size=320x240:rate=25",
  "-f",
  "lavfi",
  "-i",
  "sine=sample_rate=48000",
];

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "analysis-samples-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("GOP structure and bit rates of MP4, QuickTime and Matroska files", () => {
  let closedGops: string;
  beforeAll(() => {
    // x264 with fixed B-frame placement (b-adapt 0) and no scene cuts: an IDR every 12 pictures. The
    // copies below keep the samples: ffmpeg writes a QuickTime movie's moov after its mdat by default.
    closedGops = ffmpeg("cgop.mp4", [
      ...TEST_SOURCE,
      "-t",
      "8",
      "-c:v",
      "libx264",
      "-g",
      "12",
      "-bf",
      "2",
      "-flags",
      "+cgop",
      "-x264-params",
      "scenecut=0:b-adapt=0",
      "-c:a",
      "aac",
      "-movflags",
      "+faststart",
    ]);
  });

  const expectClosedGops = async (file: string) => {
    const result = await analyzedFile(file);
    const reference = ffprobe(file, "v:0");
    const gop = result.video[0]!.analysis!.gop!;
    expect(gop).toMatchObject({
      frames: 200,
      length_frames: { min: 12, max: 12, typical: 12 },
      length_seconds: { typical: 0.48 },
      regular: true,
      open: 0,
      max_b_frames: 2,
      coding: "frame",
      pattern: reference.pictures.slice(0, 12),
    });
    expect(gop.closed).toBe(gop.gops);
    expect(result.video[0]!.analysis!.bitrate!.bytes).toBe(reference.bytes);
    expect(result.audio[0]!.analysis!.bitrate!.bytes).toBe(ffprobe(file, "a:0").bytes);
    return result;
  };

  it("MP4 (moov first): closed 12-picture GOPs; every track's bytes are its samples'", async () => {
    const result = await expectClosedGops(closedGops);
    expect(result.analysis!.samples).toBeGreaterThan(200);
  });

  it("QuickTime movie with the moov after the mdat", async () => {
    const file = ffmpeg("cgop.mov", ["-i", closedGops, "-c", "copy"]);
    await expectClosedGops(file);
  });

  it("fragmented MP4 (moof/traf/trun per keyframe)", async () => {
    const file = ffmpeg("cgop-fragmented.mp4", [
      "-i",
      closedGops,
      "-c",
      "copy",
      "-movflags",
      "+frag_keyframe+empty_moov+default_base_moof",
    ]);
    await expectClosedGops(file);
  });

  it("Matroska: the same GOPs from SimpleBlocks", async () => {
    await expectClosedGops(ffmpeg("cgop.mkv", ["-i", closedGops, "-c", "copy"]));
  });

  it("Matroska with x264 open GOPs: the recovery-point I pictures start open GOPs of 15", async () => {
    const file = ffmpeg("open.mkv", [
      ...TEST_SOURCE,
      "-t",
      "8",
      "-c:v",
      "libx264",
      "-g",
      "15",
      "-bf",
      "3",
      "-x264-params",
      "scenecut=0:b-adapt=0:open-gop=1",
      "-c:a",
      "libopus",
    ]);
    const gop = (await analyzedFile(file)).video[0]!.analysis!.gop!;
    expect(gop.length_frames).toEqual({ min: 15, max: 15, typical: 15 });
    expect(gop.pattern).toBe(ffprobe(file, "v:0").pictures.slice(0, 15));
    expect(gop.open).toBeGreaterThan(0);
    expect(gop.max_b_frames).toBe(3);
  });

  it("HEVC in MP4 ('hvc1': parameter sets only in hvcC): closed 12-picture GOPs", async () => {
    const file = ffmpeg("hevc.mp4", [
      ...TEST_SOURCE.slice(0, 4),
      "-t",
      "4",
      "-c:v",
      "libx265",
      "-x265-params",
      "keyint=12:min-keyint=12:bframes=2:b-adapt=0:scenecut=0:open-gop=0:log-level=error",
      "-tag:v",
      "hvc1",
    ]);
    const gop = (await analyzedFile(file)).video[0]!.analysis!.gop!;
    expect(gop).toMatchObject({
      frames: 100,
      length_frames: { typical: 12, max: 12 },
      open: 0,
      pattern: ffprobe(file, "v:0").pictures.slice(0, 12),
    });
  });

  it("MPEG-2 video in Matroska and QuickTime ('m2v1'): open GOPs IBBPBBPBBPBB read as start codes", async () => {
    const args = ["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25", "-t", "6", "-c:v", "mpeg2video"];
    for (const name of ["mpeg2.mkv", "mpeg2.mov"]) {
      const file = ffmpeg(name, [...args, "-g", "12", "-bf", "2", "-sc_threshold", "1000000000"]);
      const gop = (await analyzedFile(file)).video[0]!.analysis!.gop!;
      expect(gop).toMatchObject({ frames: 150, length_frames: { typical: 12 }, pattern: "IBBPBBPBBPBB", closed: 1 });
      expect(gop.open).toBe(gop.gops - 1);
    }
  });

  it("a movie cut in half: the samples past its end are not counted, and it says so", async () => {
    // The corpus' pmi__sample.mp4 cut after 202 283 bytes: its first video sample alone is 281 038 bytes.
    const result = await analyzedFile(path.resolve("fixtures/media/files/dmg__trunc_sample_mp4_half.mp4"));
    expect(result.analysis!.not_analysed).toContain(
      "69 sample(s) lie past the end of the file (cut short?): not counted",
    );
    expect(result.video[0]!.analysis?.bitrate).toBeUndefined();
  });
});
