// Native FLAC files: STREAMINFO gives the stream and the duration (references: fixtures/media/derived/reference).
import { describe, expect, it } from "vitest";
import { ffprobeStreams, fixtureBytes } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ProbeError } from "../../errors";

describe("native FLAC (derived/gen__flac_stereo.flac)", () => {
  const name = "derived/gen__flac_stereo.flac";

  it("reads STREAMINFO: rate, channels, sample size and the total samples", async () => {
    const result = await probe(new MemorySource(fixtureBytes(name)));
    const reference = ffprobeStreams(name)[0]!;
    expect(result.type).toBe("flac");
    expect(result.duration).toBe("00:00:00.200"); // ffprobe 0.200000
    expect(result.audio[0]).toMatchObject({
      format: "fLaC",
      channels: reference.channels, // 2
      sample_rate: { numerator: Number(reference.sample_rate), denominator: 1 }, // 8000
      duration: reference.duration_ts, // 1600
      bits_per_sample: 16, // ffmpeg's flac encoder from s16 input
    });
  });

  it("rejects a marker without STREAMINFO as unrecognized", async () => {
    const bytes = fixtureBytes(name).slice(0, 64);
    bytes[4] = 0x84; // last-metadata-block flag with type 4 (VORBIS_COMMENT) where STREAMINFO must be
    await expect(probe(new MemorySource(bytes))).rejects.toBeInstanceOf(ProbeError);
  });
});
