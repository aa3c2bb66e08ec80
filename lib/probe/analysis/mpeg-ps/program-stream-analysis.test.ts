// The analysis pass over MPEG program streams: files ffmpeg makes (DVD VOB with AC-3 or MP2, an MPEG-1
// system stream with MPEG-1 video) whose video has a known GOP structure (-g 12 -bf 2, open, and closed
// with +cgop), and the corpus' DVD-style program stream. GOP lengths and the pattern are ffprobe's decoded
// picture types (display order); open or closed comes from how the files were made (ffmpeg's MPEG-2
// encoder closes only its first GOP unless +cgop); each stream's bytes are the sizes of the packets ffprobe
// demultiplexes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyzedFile,
  ffmpeg as ffmpegIn,
  ffprobe,
  ffprobeGops,
  regularGopsLike,
} from "../../testing/node-sample-container-files";

const TEST_SOURCE = ["-f", "lavfi", "-i", "testsrc=size=320x240:rate=25", "-f", "lavfi", "-i", "sine=r=48000"];
const LONG_GOP = ["-c:v", "mpeg2video", "-g", "12", "-bf", "2", "-sc_threshold", "1000000000", "-t", "4"];
const DVD_PS = path.resolve("fixtures/media/files/gen__dvd_mpeg2_ac3_ps.mpg");
const CAPTIONED = path.resolve("fixtures/media/files/capinsp__BigBuckBunny_256x144-24fps.ts");

let work: string;
beforeAll(() => (work = mkdtempSync(path.join(tmpdir(), "analysis-ps-"))));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("GOP structure and bit rates of program streams", () => {
  it.each([
    ["DVD VOB, AC-3, open GOPs", "open.vob", ["-c:a", "ac3", "-f", "vob"], "open"],
    ["DVD VOB, AC-3, closed GOPs", "closed.vob", ["-flags", "+cgop", "-c:a", "ac3", "-f", "vob"], "closed"],
    ["MPEG-2 PS, MP2 audio, open GOPs", "open.mpg", ["-c:a", "mp2", "-f", "vob"], "open"],
    ["MPEG-1 system stream, MPEG-1 video", "mpeg1.mpg", ["-c:v", "mpeg1video", "-c:a", "mp2", "-f", "mpeg"], "open"],
  ])("%s: as ffprobe decodes and demultiplexes it", async (_name, name, args, kind) => {
    const file = ffmpegIn(work, name, [...TEST_SOURCE, ...LONG_GOP, ...args]);
    const expected = ffprobeGops(file);
    const result = await analyzedFile(file);
    expect(result.analysis!.not_analysed ?? []).toEqual([]);
    const video = result.video[0]!.analysis!;
    expect(video.gop).toMatchObject(regularGopsLike(expected, kind === "closed"));
    expect(video.bitrate!.bytes).toBe(ffprobe(file, "v:0").bytes);
    expect(result.audio[0]!.analysis!.bitrate!.bytes).toBe(ffprobe(file, "a:0").bytes);
  });

  it("DVD VOB with LPCM: the samples' bytes, after each packet's LPCM header", async () => {
    const file = ffmpegIn(work, "lpcm.vob", [...TEST_SOURCE, ...LONG_GOP, "-c:a", "pcm_dvd", "-f", "vob"]);
    const audio = (await analyzedFile(file)).audio[0]!;
    expect(audio.properties).toMatchObject({ MpegStreamId: 0xbd, MpegSubStreamId: 0xa0 });
    // 4 s of 16-bit mono samples at 48 kHz, over the probe's duration of the stream.
    expect(audio.analysis!.bitrate!.bytes).toBe(4 * 48000 * 2);
    expect(audio.analysis!.bitrate!.seconds).toBeCloseTo(4, 1);
  });

  it("gen__dvd_mpeg2_ac3_ps.mpg: GOPs as ffprobe decodes them, AC-3 from private_stream_1 sub-stream 0x80", async () => {
    const expected = ffprobeGops(DVD_PS);
    const result = await analyzedFile(DVD_PS);
    expect(result.video[0]!.analysis!.gop).toMatchObject({
      frames: expected.frames,
      gops: expected.gops,
      pattern: expected.pattern,
      max_b_frames: expected.maxBFrames,
    });
    expect(result.audio[0]!.properties).toMatchObject({ MpegStreamId: 0xbd, MpegSubStreamId: 0x80 });
    expect(result.audio[0]!.analysis!.bitrate!.bytes).toBe(ffprobe(DVD_PS, "a:0").bytes);
  });

  it("reads A/53 cc_data() in the MPEG-2 user data of a program stream, in display order", async () => {
    const args = ["-i", CAPTIONED, "-map", "0:v", "-t", "10", ...LONG_GOP.slice(0, -2), "-f", "vob"];
    const captions = (await analyzedFile(ffmpegIn(work, "captions.vob", args))).video[0]!.analysis!.captions!;
    expect(captions.carriage).toEqual(["A/53 MPEG-2 user_data"]);
    expect(captions.cea608.map((c) => c.channel)).toEqual(["CC1", "CC3"]);
    expect(captions.cea708[0]!.sample).toMatch(/^- 2020\.- THAT'S A STRETCH\.- FINE\./);
  });
});
