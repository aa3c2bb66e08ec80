// The analysis pass over raw video elementary streams: MPEG-2 video (-g 12 -bf 2, open, and closed with
// +cgop), H.264 (IDR pictures) and HEVC (CRA pictures: open GOPs) Annex B byte streams that ffmpeg makes,
// and the corpus' H.264 byte streams. GOP lengths and the pattern are ffprobe's decoded picture types
// (display order), the captions those a corpus file's MediaInfo lists (fixtures/media/MANIFEST.md); the
// bit rate is the file's bytes over its pictures at the frame rate the streams were made at.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyzedFile,
  ffmpeg as ffmpegIn,
  ffprobeGops,
  regularGopsLike,
} from "../../testing/node-sample-container-files";

const TEST_SOURCE = ["-f", "lavfi", "-i", "testsrc=size=320x240:rate=25", "-t", "4"];
const MPEG2 = ["-c:v", "mpeg2video", "-g", "12", "-bf", "2", "-sc_threshold", "1000000000"];
const X264 = ["-c:v", "libx264", "-g", "12", "-bf", "2", "-x264-params", "scenecut=0:b-adapt=0", "-pix_fmt", "yuv420p"];

const X265 = [
  "-c:v",
  "libx265",
  "-x265-params",
  "keyint=12:min-keyint=12:bframes=2:b-adapt=0:scenecut=0:open-gop=1:log-level=0",
];

let work: string;
beforeAll(() => (work = mkdtempSync(path.join(tmpdir(), "analysis-es-"))));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("GOP structure and bit rates of raw video elementary streams", () => {
  it.each([
    ["MPEG-2 video, open GOPs", "open.m2v", [...MPEG2, "-f", "mpeg2video"], "open"],
    ["MPEG-2 video, closed GOPs", "closed.m2v", [...MPEG2, "-flags", "+cgop", "-f", "mpeg2video"], "closed"],
    ["H.264 Annex B, IDR every 12 pictures", "idr.264", [...X264, "-f", "h264"], "closed"],
    ["HEVC Annex B, open GOPs (CRA pictures)", "open.hevc", [...X265, "-f", "hevc"], "open"],
  ])("%s: display order from the bitstream, as ffprobe decodes it", async (_name, name, args, kind) => {
    const file = ffmpegIn(work, name, [...TEST_SOURCE, ...args]);
    const expected = ffprobeGops(file);
    const result = await analyzedFile(file);
    expect(result.analysis!.not_analysed).toBeUndefined();
    const video = result.video[0]!.analysis!;
    expect(video.gop).toMatchObject(regularGopsLike(expected, kind === "closed", 100));
    // 100 pictures at 25 frames per second.
    expect(video.bitrate).toMatchObject({ bytes: statSync(file).size, seconds: 4 });
    expect(video.bitrate!.measured_average).toBe(Math.round((statSync(file).size * 8) / 4));
  });

  it.each(["gen__h264_annexb.264", "openh264__VID_1920x1080_cabac_temporal_direct.264"])(
    "%s: GOPs as ffprobe decodes them",
    async (name) => {
      const file = path.resolve("fixtures/media/files", name);
      const expected = ffprobeGops(file);
      const gop = (await analyzedFile(file)).video[0]!.analysis!.gop!;
      expect(gop).toMatchObject({
        frames: expected.frames,
        gops: expected.gops,
        pattern: expected.pattern,
        max_b_frames: expected.maxBFrames,
      });
    },
  );

  it("reads A/53 cc_data() in the SEI of a raw H.264 stream, in display order", async () => {
    const CAPTIONED = path.resolve("fixtures/media/files/capinsp__BigBuckBunny_256x144-24fps.ts");
    const file = ffmpegIn(work, "captions.264", ["-i", CAPTIONED, "-map", "0:v", "-c", "copy", "-f", "h264"]);
    const captions = (await analyzedFile(file)).video[0]!.analysis!.captions!;
    expect(captions.cea608.map((c) => c.channel)).toEqual(["CC1", "CC3"]);
    expect(captions.cea708.map((s) => s.service)).toEqual([1, 2, 3, 4, 5, 6]);
    // Read in decode order, the words of the B pictures would come before the reference pictures' words.
    expect(captions.cea708[0]!.sample).toMatch(/^- 2020\.- THAT'S A STRETCH\.- FINE\./);
  });
});
