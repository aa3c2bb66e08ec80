// Movies whose moov holds no samples (ffmpeg's fragmented layouts, and +delay_moov, which writes every
// sample in one fragment after an empty moov), made by Debian's ffmpeg at test time: the frame rate and
// the first sample come from the first movie fragment; and codings whose AudioSampleEntry channelcount is
// not theirs (DTS, MP3) read it from their first frame. Expected values are what ffmpeg was asked to make.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";

const dir = mkdtempSync(join(tmpdir(), "probe-mp4-fragments-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LAYOUTS = {
  "moov last": [],
  "delay_moov (one fragment)": ["-movflags", "+delay_moov"],
  fragmented: ["-movflags", "frag_keyframe+empty_moov+default_base_moof"],
} as const;
type Layout = keyof typeof LAYOUTS;

interface Made {
  video: string[];
  rate: string;
  frames: number;
  audio: string[];
  channels: number;
}

async function make(name: string, { video, rate, frames, audio, channels }: Made, layout: Layout) {
  const file = join(dir, `${name}.mp4`);
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=320x180:rate=${rate}`,
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=48000",
    "-map",
    "0:v",
    "-map",
    "1:a",
    "-frames:v",
    String(frames),
    "-t",
    "1",
    ...video,
    ...audio,
    "-ac",
    String(channels),
    "-strict",
    "-2",
    ...LAYOUTS[layout],
    "-f",
    "mp4",
    file,
  ]);
  const result = await probe(new MemorySource(new Uint8Array(readFileSync(file)), file));
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return result;
}

const rational = (rate: string) => {
  const [numerator, denominator = 1] = rate.split("/").map(Number);
  return { numerator, denominator };
};

// ALAC has no encoder delay: with AAC, ffmpeg shifts every track by its priming samples and lengthens
// the first video sample by as much (both references then give the lengthened span).
describe("frame rate and duration of tracks whose samples are all in movie fragments", () => {
  const cases: [string, string[], string][] = [
    ["vp9", ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "300k"], "25"],
    ["mpeg4", ["-c:v", "mpeg4"], "24000/1001"],
    ["av1", ["-c:v", "libsvtav1", "-preset", "12", "-pix_fmt", "yuv420p"], "30000/1001"],
  ];
  for (const [codec, video, rate] of cases) {
    for (const layout of ["delay_moov (one fragment)", "fragmented"] as const) {
      // ffmpeg writes an empty AV1 sample entry with delay_moov.
      if (codec === "av1" && layout !== "fragmented") continue;
      it(`${codec} at ${rate} fps, ${layout}`, async () => {
        const result = await make(
          `${codec}_${layout.split(" ")[0]}`,
          { video, rate, frames: 20, audio: ["-c:a", "alac"], channels: 2 },
          layout,
        );
        expect(
          result.video.map(({ width, height, sample_rate, duration }) => ({ width, height, sample_rate, duration })),
        ).toEqual([{ width: 320, height: 180, sample_rate: rational(rate), duration: 20 }]);
      }, 60_000);
    }
  }
});

describe("channels from the first frame where the sample entry says 2", () => {
  for (const layout of Object.keys(LAYOUTS) as Layout[]) {
    it(`DTS 5.1 as mp4a with objectTypeIndication 0xA9, ${layout}`, async () => {
      const result = await make(
        `dts_${layout.split(" ")[0]}`,
        { video: ["-c:v", "mpeg4"], rate: "25", frames: 25, audio: ["-c:a", "dca"], channels: 6 },
        layout,
      );
      expect(result.audio.map(({ format, channels, label }) => ({ format, channels, label }))).toEqual([
        // ffmpeg's 5.1 is AMODE 9 (C, L, R, Ls, Rs) with the LFE channel.
        { format: "dtsc", channels: 6, label: ["C", "L", "R", "Ls", "Rs", "LFE"] },
      ]);
    }, 60_000);

    it(`MP3 mono as mp4a with objectTypeIndication 0x6B, ${layout}`, async () => {
      const result = await make(
        `mp3_${layout.split(" ")[0]}`,
        { video: ["-c:v", "mpeg4"], rate: "25", frames: 25, audio: ["-c:a", "libmp3lame"], channels: 1 },
        layout,
      );
      expect(result.audio.map(({ format, channels, sample_rate }) => ({ format, channels, sample_rate }))).toEqual([
        { format: "mp2l", channels: 1, sample_rate: { numerator: 48000, denominator: 1 } },
      ]);
    }, 60_000);
  }
});

describe("MPEG-4 Visual in MP4: the esds DecoderSpecificInfo's video object layer", () => {
  it("gives the coded size, 4:2:0 8-bit progressive and the profile ffprobe names", async () => {
    const result = await make(
      "mpeg4_layer",
      { video: ["-c:v", "mpeg4", "-s", "352x288"], rate: "25", frames: 10, audio: ["-c:a", "aac"], channels: 2 },
      "moov last",
    );
    const ffprobe = JSON.parse(
      execFileSync("ffprobe", [
        "-v",
        "error",
        "-select_streams",
        "v:0",
        "-show_entries",
        "stream=profile,level",
        "-of",
        "json",
        join(dir, "mpeg4_layer.mp4"),
      ]).toString(),
    ) as {
      streams: { profile: string; level: number }[];
    };
    const video = result.video[0]!;
    expect(video).toMatchObject({
      format: "mp4v",
      width: 352,
      height: 288,
      field_order: "progressive",
      bit_depth: 8,
      chroma_subsampling: { horizontal: 2, vertical: 2 },
    });
    expect(video.properties?.Mpeg4VisualProfileAndLevel).toBe(
      `${ffprobe.streams[0]!.profile.replace(" Profile", "")}@L${ffprobe.streams[0]!.level}`,
    ); // Simple@L1
  }, 60_000);
});
