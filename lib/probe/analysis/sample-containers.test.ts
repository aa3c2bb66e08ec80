// The analysis pass on MP4, QuickTime and Matroska files: ffmpeg-made files whose GOP structure is known by
// construction (-g, -bf, -flags +cgop, x264 open-gop), checked against ffprobe's picture types and packet
// sizes; captions carried in H.264 SEI (a captioned transport stream copied into MP4 and Matroska, a DASH
// init and media segment) and in a QuickTime closed-caption track made from a Scenarist file.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../render/ffmpeg-binary";
import type { ByteSource } from "../io/byte-source";
import { FileSource } from "../io/node-file-source";
import { ConcatSource } from "../packages/composite-sources";
import { probe } from "../probe";
import { analyze } from "./analyze";

const FILES = path.resolve("fixtures/media/files");
const CAPTIONED_TS = path.join(FILES, "capinsp__BigBuckBunny_256x144-24fps.ts");
let work: string;

async function analyzed(source: ByteSource) {
  return analyze(source, await probe(source), { analyses: ["gop", "captions", "bitrate"] });
}

async function analyzedFile(file: string) {
  const source = await FileSource.open(file);
  try {
    return await analyzed(source);
  } finally {
    await source.close();
  }
}

function ffmpeg(output: string, args: string[]): string {
  const file = path.join(work, output);
  execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args, file]);
  return file;
}

/** ffprobe's reading of a stream: picture types in display order, and the bytes of its packets. */
function ffprobe(file: string, stream: string): { pictures: string; bytes: number } {
  const read = (entries: string, what: string) =>
    execFileSync("ffprobe", [
      "-v",
      "error",
      "-select_streams",
      stream,
      what,
      "-show_entries",
      entries,
      "-of",
      "csv=p=0",
      file,
    ])
      .toString()
      .trim()
      .split("\n");
  const pictures = stream.startsWith("v")
    ? read("frame=pict_type", "-show_frames")
        .map((line) => line[0])
        .join("")
    : "";
  const bytes = read("packet=size", "-show_packets")
    .filter((line) => /^\d/.test(line)) // packet side data adds lines of its own
    .reduce((sum, size) => sum + Number.parseInt(size, 10), 0);
  return { pictures, bytes };
}

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
});

describe("captions of MP4, QuickTime and Matroska files", () => {
  it("finds CC1, CC3 and CEA-708 services 1-6 in the SEI of a captioned stream copied into MP4 and Matroska", async () => {
    for (const name of ["captioned.mp4", "captioned.mkv"]) {
      const file = ffmpeg(name, ["-i", CAPTIONED_TS, "-map", "0:v", "-c", "copy"]);
      const captions = (await analyzedFile(file)).video[0]!.analysis!.captions!;
      // As the transport stream itself reads (analysis.test.ts): English on CC1 and service 1, Spanish on CC3 and 2.
      expect(captions.carriage).toEqual(["A/53 SEI user_data_registered_itu_t_t35 (H.264)"]);
      expect(captions.cea608.map((c) => c.channel)).toEqual(["CC1", "CC3"]);
      expect(captions.cea708.map((s) => s.service)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(captions.cea708[0]!.sample).toContain("THAT'S A STRETCH");
    }
  });

  it("reads CC1 of a DASH init segment with its media segment (mux.js fixture)", async () => {
    const parts = await Promise.all(
      ["muxjs__dash-608-captions-init.mp4", "muxjs__dash-608-captions-seg.m4s"].map((name) =>
        FileSource.open(path.join(FILES, name)),
      ),
    );
    try {
      const video = (await analyzed(new ConcatSource(parts))).video[0]!.analysis!;
      // ffprobe finds A/53 caption side data on 3 of the 500 frames; ffmpeg's subcc reads "00:00:00" and "00:02:00" on CC1.
      expect(video.captions).toMatchObject({
        cc_data_packets: 3,
        cea608: [{ channel: "CC1", sample: "00:00:00 00:02:00" }],
      });
      expect(video.gop).toMatchObject({ frames: 500, gops: 2 });
      // Timed by the samples, not by the 5 minutes the init segment's movie declares: ffprobe gives 125.0 s.
      expect(video.bitrate!.seconds).toBeCloseTo(125, 0);
    } finally {
      await Promise.all(parts.map((part) => part.close()));
    }
  });

  it("reads a QuickTime closed-caption track ('c608') muxed from a Scenarist file", async () => {
    // Resume caption loading, erase, row 15, "HELLO", end of caption (CTA-608-E control codes on CC1).
    const scc = path.join(work, "hello.scc");
    writeFileSync(
      scc,
      "Scenarist_SCC V1.0\n\n00:00:00:00\t9420 9420 94ae 94ae 9452 9452 97a1 97a1 c845 4c4c 4f80 942f 942f\n\n00:00:02:00\t942c 942c\n",
    );
    const file = ffmpeg("c608.mov", [
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=320x240:rate=30000/1001",
      "-i",
      scc,
      "-t",
      "4",
      "-c:v",
      "libx264",
      "-c:s",
      "copy",
    ]);
    const result = await analyzedFile(file);
    expect(result.subtitle[0]!.format).toBe("c608");
    expect(result.subtitle[0]!.analysis!.captions).toMatchObject({
      carriage: ["QuickTime closed-caption track"],
      cea608: [{ channel: "CC1", text_characters: 5, sample: "HELLO" }],
      cea708: [],
    });
  });
});
