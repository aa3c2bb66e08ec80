// Matroska/WebM tracks of AV1, TrueHD, FLAC, Opus and Vorbis, and video tracks without DefaultDuration,
// on real and derived files (fixtures/media/DERIVED.md). Expected values come from the reference outputs
// or from what ffmpeg was asked to make.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ffprobeStream, ffprobeStreams, fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";

async function probeBytes(bytes: Uint8Array) {
  const result = await probe(new MemorySource(bytes));
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return result;
}

const rate = (value: { numerator: number; denominator: number } | undefined) =>
  value && `${value.numerator}/${value.denominator}`;

/** Overwrites DefaultDuration (ID 23 E3 83, a 1-byte size) with a Void element of the same length, as a muxer that never wrote it. */
function withoutDefaultDuration(bytes: Uint8Array): Uint8Array {
  const at = bytes.findIndex((_, i) => bytes[i] === 0x23 && bytes[i + 1] === 0xe3 && bytes[i + 2] === 0x83);
  expect(at).toBeGreaterThan(0);
  const length = 4 + (bytes[at + 3]! & 0x7f);
  const copy = bytes.slice();
  copy.set([0xec, 0x80 | (length - 2)], at);
  copy.fill(0, at + 2, at + length);
  return copy;
}

describe("video tracks without DefaultDuration: the rate from block timestamps", () => {
  // The first probe of the file loads the Matroska parser: on a loaded machine that alone can pass the default 5 s.
  it(
    "gives VP8's 33.2 ms frames of a real file as ffprobe's 2500/83 (ebml__test.webm, DefaultDuration removed)",
    { timeout: 20_000 },
    async () => {
      const name = "ebml__test.webm";
      const result = await probeBytes(withoutDefaultDuration(fixtureBytes(name)));
      expect(rate(result.video[0]!.sample_rate)).toBe(ffprobeStream(name, 1).r_frame_rate); // 2500/83
      expect(result.video[0]!.duration).toBe(Number(mediainfoTrack(name, "Video").FrameCount)); // 182
    },
  );

  it("gives 25 fps for the AV1 track ffmpeg made at 25 fps (derived/gen__av1_no_default_duration.webm)", async () => {
    const name = "derived/gen__av1_no_default_duration.webm";
    const result = await probeBytes(fixtureBytes(name));
    expect(rate(result.video[0]!.sample_rate)).toBe(ffprobeStream(name, 0).r_frame_rate); // 25/1; MediaInfo 25.000 CFR
    expect(result.video[0]!.duration).toBe(10); // 0.4 s at 25 fps, as made
  });

  it("gives no rate and says why when the timestamps step irregularly (derived/gen__av1_irregular_no_default_duration.webm)", async () => {
    // Made with setpts: 40 ms steps for five frames, then 60 ms: no single frame rate exists.
    const result = await probeBytes(fixtureBytes("derived/gen__av1_irregular_no_default_duration.webm"));
    expect(result.video[0]!.sample_rate).toBeUndefined();
    expect(result.$diagnostics?.some((message) => /no DefaultDuration.*irregular/.test(message))).toBe(true);
  });
});

describe("DefaultDuration of an NTSC-family rate", () => {
  it("reads 33366666 ns (1001/30000 s truncated, as ffmpeg writes it) as 30000/1001", async () => {
    const bytes = fixtureBytes("derived/gen__h264_aac_ac3_eac3_mp2.mkv").slice();
    const at = bytes.findIndex(
      (_, i) => bytes[i] === 0x23 && bytes[i + 1] === 0xe3 && bytes[i + 2] === 0x83 && bytes[i + 3] === 0x84,
    );
    new DataView(bytes.buffer).setUint32(at + 4, Math.trunc((1e9 * 1001) / 30000)); // the video track's 4-byte DefaultDuration
    const result = await probeBytes(bytes);
    expect(result.video[0]!.sample_rate).toEqual({ numerator: 30000, denominator: 1001 });
  });
});

describe("AV1 in WebM: the sequence header OBU of V_AV1's CodecPrivate (derived/gen__av1_no_default_duration.webm)", () => {
  it("reads profile, level, depth, sampling and colour", async () => {
    const name = "derived/gen__av1_no_default_duration.webm";
    const video = (await probeBytes(fixtureBytes(name))).video[0]!;
    const info = mediainfoTrack(name, "Video");
    expect(video).toMatchObject({ format: "av01", width: 64, height: 48, bit_depth: Number(info.BitDepth) }); // 8
    expect(video.properties?.Av1ProfileAndLevel).toBe(`${info.Format_Profile}@L${info.Format_Level}`); // High@L2.0
    expect(video.chroma_subsampling).toEqual({ horizontal: 1, vertical: 1 }); // ffprobe pix_fmt gbrp: 4:4:4
    expect(video.video_range).toBe("full"); // ffprobe pc, MediaInfo Full
    expect(video).toMatchObject({ color_primaries: 1, transfer_characteristics: 13, matrix_coefficients: 0 }); // bt709, iec61966-2-1, gbr
  });
});

describe("TrueHD, FLAC, Opus and Vorbis in Matroska (derived/gen__truehd_flac_opus_vorbis.mka)", () => {
  it("reads each track's channels and rate from its own header", async () => {
    const name = "derived/gen__truehd_flac_opus_vorbis.mka";
    const result = await probeBytes(fixtureBytes(name));
    expect(result.audio.map((audio) => audio.format)).toEqual(["mlpa", "fLaC", "Opus", "vorb"]);
    result.audio.forEach((audio, index) => {
      const reference = ffprobeStreams(name)[index]!;
      expect(audio.channels).toBe(reference.channels); // 6, 2, 3, 6
      expect(audio.sample_rate).toEqual({ numerator: Number(reference.sample_rate), denominator: 1 }); // 96000, 44100, 48000, 32000
    });
    expect(result.audio[0]!.label).toEqual(["L", "R", "C", "LFE", "Ls", "Rs"]); // MediaInfo "L R C LFE Ls Rs"
    expect(result.audio[1]!.bits_per_sample).toBe(Number(mediainfoTrack(name, "Audio", 2).BitDepth)); // 24
    expect(result.audio[2]!.label).toEqual(["L", "C", "R"]); // RFC 7845 5.1.1.2, 3 channels
  });
});

/**
 * Overwrites CodecPrivate (ID 63 A2) with a Void element (ID EC) of the same length, as a muxer that never
 * wrote it: the Void's size takes one byte more than CodecPrivate's (RFC 8794 4.4: VINT_WIDTH leading bits).
 */
function withoutCodecPrivate(bytes: Uint8Array): Uint8Array {
  const at = bytes.findIndex((_, i) => bytes[i] === 0x63 && bytes[i + 1] === 0xa2);
  expect(at).toBeGreaterThan(0);
  const width = bytes[at + 2]! & 0x80 ? 1 : 2;
  const size = width === 1 ? bytes[at + 2]! & 0x7f : ((bytes[at + 2]! & 0x3f) << 8) | bytes[at + 3]!;
  const voidSize = width === 1 ? [0x40, size] : [0x20, size >> 8, size & 0xff];
  const copy = bytes.slice();
  copy.set([0xec, ...voidSize], at);
  copy.fill(0, at + 1 + voidSize.length, at + 2 + width + size);
  return copy;
}

describe("AVC and HEVC tracks without CodecPrivate: the parameter sets in band (ISO/IEC 14496-15 NAL units in the first block)", () => {
  // ffmpeg's dump_extra bitstream filter repeats the parameter sets in band in each key frame's block
  // (4-byte NAL unit lengths); CodecPrivate is then removed.
  const encode = (...codec: string[]) => {
    const args = [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=25",
      "-frames:v",
      "10",
      "-pix_fmt",
      "yuv420p",
    ];
    const bytes = execFileSync("ffmpeg", [...args, ...codec, "-bsf:v", "dump_extra", "-f", "matroska", "-"], {
      maxBuffer: 1 << 26,
    });
    return withoutCodecPrivate(new Uint8Array(bytes));
  };

  it("reads H.264's profile and level from its first block's SPS (libx264 asked for Main at level 3.0; none before)", async () => {
    const result = await probeBytes(encode("-c:v", "libx264", "-profile:v", "main", "-level", "3.0"));
    expect(result.video[0]).toMatchObject({
      format: "avc1",
      width: 320,
      height: 240,
      properties: { AvcProfileAndLevel: "Main@L3" },
    });
    expect(result.$diagnostics ?? []).not.toContainEqual(expect.stringMatching(/without CodecPrivate/));
  });

  it("reads HEVC's profile and level from its first block's VPS/SPS (libx265 asked for level 3.1 at 8-bit 4:2:0, so Main; none before)", async () => {
    const result = await probeBytes(encode("-c:v", "libx265", "-x265-params", "log-level=none:level-idc=31"));
    expect(result.video[0]).toMatchObject({ format: "hvc1", width: 320, height: 240 });
    expect(result.video[0]!.properties?.HevcProfileAndLevel).toMatch(/^Main@L3\.1@/);
  });
});
