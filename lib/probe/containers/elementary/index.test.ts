import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { elementaryStream } from ".";
import { candidateCodecs, id3TagLength } from "./elementary-signatures";
import { COUNTED_BYTES } from "./stream-duration";

describe("elementary stream signatures", () => {
  it("reads the start of real streams", () => {
    expect(candidateCodecs(fixtureBytes("gen__h264_annexb.264"))).toContain("h264");
    expect(candidateCodecs(fixtureBytes("pmi__aac_he_v2.aac"))).toEqual(["aac"]);
    expect(candidateCodecs(fixtureBytes("gen__dvd_mpeg2_ac3_ps.mpg"))).toEqual([]);
    expect(candidateCodecs(fixtureBytes("dmg__html_error_page.ts"))).toEqual([]);
  });

  it("measures an ID3v2 tag (syncsafe size, ID3v2.4 3.1)", () => {
    const tag = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0x02, 0x01, ...new Array(257).fill(0)]);
    expect(id3TagLength(tag)).toBe(10 + 257);
  });
});

describe("raw elementary streams", () => {
  it("probes a raw H.264 byte stream through the codec parser (ffprobe: h264 High 320x240)", async () => {
    const result = await probe(new MemorySource(fixtureBytes("gen__h264_annexb.264"), "x.264"));
    expect(result.type).toBe("h264");
    expect(result.video[0]).toMatchObject({ format: "avc1", width: 320, height: 240 });
  });

  it("is not detected in containers or garbage", () => {
    for (const name of ["gen__h264_ac3.ts", "dmg__garbage_random_64KiB.ts", "pmi__sample.mp4"]) {
      expect(elementaryStream.detect(fixtureBytes(name).subarray(0, 65536), 0), name).toBe(0);
    }
  });
});

describe("duration of raw video streams, which carry no timestamps", () => {
  it("counts the access units of a small H.264 stream (MediaInfo: 13 frames at 29.970 fps, 0.434 s)", async () => {
    const name = "derived/gen__h264_13f_2997.264";
    const result = await probe(new MemorySource(fixtureBytes(name), name));
    const mediainfo = mediainfoTrack(name, "Video");
    expect(result.video[0]?.duration).toBe(Number(mediainfo.FrameCount));
    expect(result.duration).toBe("00:00:00.434");
    expect(Number(mediainfo.Duration)).toBe(0.434);
  });

  it("counts the pictures of a small MPEG-2 video stream (MediaInfo: 25 frames, 1.000 s)", async () => {
    const name = "derived/gen__mpeg2_25f.m2v";
    const result = await probe(new MemorySource(fixtureBytes(name), name));
    expect(result.video[0]?.duration).toBe(Number(mediainfoTrack(name, "Video").FrameCount));
    expect(result.duration).toBe("00:00:01.000");
  });

  it("counts the pictures of a small HEVC stream (made with -frames:v 25 at 25 fps; MediaInfo stops at 16)", async () => {
    const name = "derived/gen__hevc_25f.265";
    const result = await probe(new MemorySource(fixtureBytes(name), name));
    expect(result.video[0]?.duration).toBe(25);
    expect(result.duration).toBe("00:00:01.000");
  });

  it("estimates a stream longer than the read bound from its bit rate, and says so", async () => {
    // Copies of a 25-frame stream (each starts with a sequence header) past the bound: 25 frames, 1 s at 25 fps each.
    const one = fixtureBytes("derived/gen__mpeg2_25f.m2v");
    const copies = Math.ceil((1.5 * COUNTED_BYTES) / one.length);
    const stream = new Uint8Array(one.length * copies);
    for (let i = 0; i < copies; i++) stream.set(one, i * one.length);
    expect(stream.length).toBeGreaterThan(COUNTED_BYTES);
    const result = await probe(new MemorySource(stream, "long.m2v"));
    const frames = result.video[0]?.duration ?? 0;
    expect(Math.abs(frames - 25 * copies)).toBeLessThanOrEqual(25 * copies * 0.02);
    expect(result.$annotation.duration).toMatch(
      /^≈ .*: the first \d+ pictures and the last \d+ pictures counted .* estimated from the bit rate of the last/,
    );
    expect(result.video[0]?.$annotation?.duration).toMatch(/estimated/);
  });

  it("counts the tail of a stream past the read bound, so that an intra-heavy start does not set the rate (28,194 frames for 30,775 before)", async () => {
    // 2 MiB of intra-only pictures of noise at the best quantiser, then copies of a 25-frame, 1 s stream to 40 MiB,
    // all at 160x120 and 25 fps: the pictures are counted by construction.
    const args = [
      "-f",
      "lavfi",
      "-i",
      "nullsrc=s=160x120:r=25,geq=lum='random(1)*255':cb=128:cr=128",
      "-frames:v",
      "100",
    ];
    const encoded = execFileSync(
      "ffmpeg",
      [
        "-hide_banner",
        "-loglevel",
        "error",
        ...args,
        "-c:v",
        "mpeg2video",
        "-q:v",
        "1",
        "-g",
        "1",
        "-f",
        "mpeg2video",
        "-",
      ],
      { maxBuffer: 1 << 26 },
    );
    const heavy = new Uint8Array(encoded);
    const heavyCopies = Math.ceil((2 * 1024 * 1024) / heavy.length);
    const light = fixtureBytes("derived/gen__mpeg2_25f.m2v");
    const lightCopies = Math.ceil((40 * 1024 * 1024 - heavyCopies * heavy.length) / light.length);
    const stream = new Uint8Array(heavyCopies * heavy.length + lightCopies * light.length);
    for (let i = 0; i < heavyCopies; i++) stream.set(heavy, i * heavy.length);
    for (let i = 0; i < lightCopies; i++) stream.set(light, heavyCopies * heavy.length + i * light.length);
    const frames = 100 * heavyCopies + 25 * lightCopies;
    const result = await probe(new MemorySource(stream, "intra-head.m2v"));
    expect(Math.abs((result.video[0]?.duration ?? 0) - frames)).toBeLessThanOrEqual(frames * 0.005);
  });
});

describe("duration of raw video streams over 1 MiB", () => {
  it("reads the tail of a long H.264 stream with the head's SPS: its slices name no SPS of their own (7.4.3; 140,579 frames for 181,823 without it)", async () => {
    // 2 MiB of intra-only noise from libx264 (SPS and PPS once, at the start), then copies of a 13-frame
    // stream's slices without its parameter sets, to 40 MiB: the tail's slice headers need the head's SPS.
    const args = [
      "-f",
      "lavfi",
      "-i",
      "nullsrc=s=160x120:r=25,geq=lum='random(1)*255':cb=128:cr=128",
      "-frames:v",
      "200",
      "-pix_fmt",
      "yuv420p",
    ];
    const encoded = execFileSync(
      "ffmpeg",
      ["-hide_banner", "-loglevel", "error", ...args, "-c:v", "libx264", "-qp", "0", "-g", "1", "-f", "h264", "-"],
      { maxBuffer: 1 << 27 },
    );
    const heavy = new Uint8Array(encoded);
    const light = fixtureBytes("derived/gen__h264_13f_2997.264");
    // Annex B NAL units of the light stream without SPS (7) and PPS (8): each from its start code prefix to the next.
    const starts = [...light.keys()].filter((i) => light[i] === 0 && light[i + 1] === 0 && light[i + 2] === 1);
    const slices = Uint8Array.from(
      starts.flatMap((start, k) =>
        [7, 8].includes(light[start + 3]! & 0x1f) ? [] : [...light.subarray(start, starts[k + 1] ?? light.length)],
      ),
    );
    const copies = Math.ceil((40 * 1024 * 1024 - heavy.length) / slices.length);
    const stream = new Uint8Array(heavy.length + copies * slices.length);
    stream.set(heavy);
    for (let i = 0; i < copies; i++) stream.set(slices, heavy.length + i * slices.length);
    const frames = 200 + 13 * copies;
    const result = await probe(new MemorySource(stream, "sps-once.264"));
    expect(Math.abs((result.video[0]?.duration ?? 0) - frames)).toBeLessThanOrEqual(frames * 0.005);
  });

  it("counts every picture of a 2.9 MiB H.264 stream whose head is IDR-heavy (54 pictures at 25 fps: 2.160 s)", async () => {
    const name = "openh264__VID_1920x1080_cabac_temporal_direct.264";
    const bytes = fixtureBytes(name);
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    const result = await probe(new MemorySource(bytes, name));
    // 54 slices with first_mb_in_slice 0 (1 IDR + 53 non-IDR NAL units, one slice per picture), VUI
    // time_scale 50 / num_units_in_tick 1: 25 frames/s; the bit rate of the first MiB gave 2.320 s.
    expect(result.video[0]?.duration).toBe(54);
    expect(result.duration).toBe("00:00:02.160");
    expect(result.$annotation.duration).toBeUndefined();
  });
});

describe("duration of raw audio streams, counted frame by frame", () => {
  it("counts the access units of raw TrueHD (made with -t 0.05 at 96 kHz; MediaInfo: 60 frames)", async () => {
    const name = "derived/gen__truehd_stereo_96k.thd";
    const result = await probe(new MemorySource(fixtureBytes(name), name));
    // 60 access units of 80 samples at 96 kHz (40 samples of the 48 kHz base rate each).
    expect(Number(mediainfoTrack(name, "Audio").FrameCount)).toBe(60);
    expect(result.audio[0]?.duration).toBe(60 * 80);
    expect(result.duration).toBe("00:00:00.050");
  });

  it("counts the ADTS frames of a variable-rate AAC stream (ffprobe -show_packets: 26 frames)", async () => {
    const result = await probe(new MemorySource(fixtureBytes("pmi__aac_he_v2.aac"), "pmi__aac_he_v2.aac"));
    // 26 frames of 1024 samples of the 22.05 kHz core, reported at the 44.1 kHz SBR output rate.
    expect(result.audio[0]?.sample_rate).toEqual({ numerator: 44100, denominator: 1 });
    expect(result.audio[0]?.duration).toBe(26 * 2048);
  });

  it("leaves out the encoder's Info frame of an MP3 stream", async () => {
    // Five MPEG-1 Layer III frames (128 kbit/s, 48 kHz, stereo: 384 bytes of 1152 samples each); the
    // first carries LAME's "Info" tag after its 32 bytes of side information, and no audio.
    const frame = () => Uint8Array.from({ length: 384 }, (_, i) => [0xff, 0xfb, 0x94, 0x00][i] ?? 0);
    const frames = Array.from({ length: 5 }, frame);
    frames[0]!.set([0x49, 0x6e, 0x66, 0x6f], 4 + 32); // "Info"
    const stream = new Uint8Array(5 * 384);
    frames.forEach((f, i) => stream.set(f, i * 384));
    const result = await probe(new MemorySource(stream, "x.mp3"));
    expect(result.audio[0]?.duration).toBe(4 * 1152);
    expect(result.duration).toBe("00:00:00.096");
  });

  it("estimates a stream longer than the read bound from the bit rate of its first frames, and says so", async () => {
    const one = fixtureBytes("pmi__aac_he_v2.aac");
    const copies = Math.ceil((1.5 * COUNTED_BYTES) / one.length);
    const stream = new Uint8Array(one.length * copies);
    for (let i = 0; i < copies; i++) stream.set(one, i * one.length);
    const result = await probe(new MemorySource(stream, "long.aac"));
    const samples = result.audio[0]?.duration ?? 0;
    expect(Math.abs(samples - 26 * 2048 * copies)).toBeLessThanOrEqual(26 * 2048 * copies * 0.02);
    expect(result.$annotation.duration).toMatch(/^≈ .*: the first \d+ frames and the last \d+ frames counted/);
  });
});
