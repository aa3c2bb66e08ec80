// The analysis pass on the captions of MP4, QuickTime and Matroska files: CEA-608/708 in H.264 SEI (a
// captioned transport stream copied into MP4 and Matroska, a DASH init and media segment) and a QuickTime
// closed-caption track ffmpeg muxes from a Scenarist file.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileSource } from "../io/node-file-source";
import { ConcatSource } from "../packages/composite-sources";
import { analyzed, analyzedFile, ffmpeg as ffmpegIn } from "../testing/node-sample-container-files";

const FILES = path.resolve("fixtures/media/files");
const CAPTIONED_TS = path.join(FILES, "capinsp__BigBuckBunny_256x144-24fps.ts");
let work: string;
const ffmpeg = (output: string, args: string[]) => ffmpegIn(work, output, args);

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "analysis-captions-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

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
