// Tracks that end apart in one Segment, made at test time by GStreamer's matroskamux (a FLAC track whose
// last frame is short, but whose BlockDuration the muxer copies from the others; VP8 without
// DefaultDuration) and by mkvmerge (an MP3 track running past the video): each stream lasts its own
// span. Expected values are what the tools were asked to make.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseFlacFrameHeader } from "../../codecs/flac";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";

const dir = mkdtempSync(join(tmpdir(), "probe-mkv-spans-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const probeFile = async (file: string) => probe(new MemorySource(new Uint8Array(readFileSync(file)), file));

describe("each Matroska track lasts its own span", () => {
  it("GStreamer: 18 VP8 frames at 30000/1001 and 29 buffers of 1024 FLAC samples (last frame 2048 of 4608)", async () => {
    const file = join(dir, "gst.mkv");
    const pipeline =
      "videotestsrc num-buffers=18 ! video/x-raw,width=320,height=180,framerate=30000/1001 ! vp8enc deadline=1 ! m. " +
      "audiotestsrc num-buffers=29 samplesperbuffer=1024 ! audio/x-raw,rate=48000,channels=1 ! audioconvert ! flacenc ! flacparse ! m. " +
      `matroskamux name=m ! filesink location=${file}`;
    execFileSync("gst-launch-1.0", ["-q", ...pipeline.split(" ")]);
    const result = await probeFile(file);
    expect(result.video.map(({ sample_rate, duration }) => ({ sample_rate, duration }))).toEqual([
      { sample_rate: { numerator: 30000, denominator: 1001 }, duration: 18 },
    ]);
    expect(result.audio.map(({ sample_rate, duration }) => ({ sample_rate, duration }))).toEqual([
      { sample_rate: { numerator: 48000, denominator: 1 }, duration: 29 * 1024 },
    ]);
  }, 60_000);

  it("mkvmerge: 12 H.264 frames at 24 fps beside 0.58 s of MP3", async () => {
    const ffmpeg = (...args: string[]) => execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
    ffmpeg(
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=320x180:rate=24",
      "-frames:v",
      "12",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      join(dir, "v.264"),
    );
    ffmpeg(
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:sample_rate=48000:duration=0.58",
      "-c:a",
      "libmp3lame",
      join(dir, "a.mp3"),
    );
    const file = join(dir, "mkvmerge.mkv");
    execFileSync("mkvmerge", [
      "-q",
      "-o",
      file,
      "--default-duration",
      "0:24/1fps",
      join(dir, "v.264"),
      join(dir, "a.mp3"),
    ]);
    const result = await probeFile(file);
    expect(result.video.map(({ sample_rate, duration }) => ({ sample_rate, duration }))).toEqual([
      { sample_rate: { numerator: 24, denominator: 1 }, duration: 12 },
    ]);
    expect(result.audio[0]!.duration! / 48000).toBeGreaterThan(0.55);
  }, 60_000);
});

describe("FLAC frame header (RFC 9639 9.1)", () => {
  it("reads the block size of common and uncommon codes", () => {
    // Sync 0xFFF8 (fixed block size), block size bits 0b0101 (4608), sample rate bits 0b1010 (48 kHz), mono 16-bit, frame 0.
    expect(parseFlacFrameHeader(new Uint8Array([0xff, 0xf8, 0x5a, 0x08, 0x00]))).toMatchObject({
      block_size: 4608,
      coded_number: 0,
      channel_bits: 0,
    });
    // Block size bits 0b0111: 16 bits minus one after the coded number (frame 6, one byte): 2047 + 1.
    expect(parseFlacFrameHeader(new Uint8Array([0xff, 0xf8, 0x7a, 0x08, 0x06, 0x07, 0xff]))).toMatchObject({
      block_size: 2048,
      coded_number: 6,
    });
    // A two-byte coded number (UTF-8 0xC2 0x80 = 128), block size bits 0b1000 (256).
    expect(parseFlacFrameHeader(new Uint8Array([0xff, 0xf9, 0x8a, 0x08, 0xc2, 0x80]))).toMatchObject({
      block_size: 256,
      coded_number: 128,
      blocking_strategy: 1,
    });
    expect(parseFlacFrameHeader(new Uint8Array([0xff, 0xf8, 0x0a, 0x08, 0x00]))).toBeUndefined(); // block size bits 0 are reserved
    expect(parseFlacFrameHeader(new Uint8Array([0xff, 0xf8, 0x7a, 0x08, 0x06]))).toBeUndefined(); // cut before the uncommon block size
  });
});
