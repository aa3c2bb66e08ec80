// Raw DV on real files; expected values from the ffprobe and MediaInfo references and DERIVED.md.
import { describe, expect, it } from "vitest";
import { fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";

async function probeFixture(name: string) {
  const result = await probe(new MemorySource(fixtureBytes(name), name));
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return result;
}

describe("raw DV", () => {
  it("reads a 625/50 file of two frames (derived/gen__dv25_pal_2frames.dv)", async () => {
    const name = "derived/gen__dv25_pal_2frames.dv";
    const result = await probeFixture(name);
    const video = mediainfoTrack(name, "Video");
    const audio = mediainfoTrack(name, "Audio");
    expect(result.type).toBe("dv");
    expect(result.duration).toBe("00:00:00.080"); // both references
    expect(result.video[0]).toMatchObject({
      format: "dvcp",
      width: Number(video.Width),
      height: Number(video.Height),
      duration: 2,
      field_order: "bff", // MediaInfo ScanOrder BFF
      chroma_subsampling: { horizontal: 2, vertical: 2 }, // ffprobe yuv420p
    });
    expect(result.audio).toHaveLength(1);
    expect(result.audio[0]).toMatchObject({
      sample_rate: { numerator: Number(audio.SamplingRate), denominator: 1 },
      channels: 2,
      bits_per_sample: 16,
    });
  });

  it("reads a 525/60 file (derived/gen__dv25_ntsc_2frames.dv)", async () => {
    const result = await probeFixture("derived/gen__dv25_ntsc_2frames.dv");
    expect(result.video[0]).toMatchObject({ sample_rate: { numerator: 30000, denominator: 1001 }, height: 480 });
    expect(result.video[0]?.chroma_subsampling).toEqual({ horizontal: 4, vertical: 1 }); // ffprobe yuv411p
    expect(result.duration).toBe("00:00:00.067"); // MediaInfo 0.067
  });

  it("describes a partial frame with 16:9 and two 12-bit pairs (exif__DV.dv)", async () => {
    const name = "exif__DV.dv";
    const result = await probeFixture(name);
    const audio = mediainfoTrack(name, "Audio");
    expect(result.video[0]?.pixel_aspect_ratio).toEqual({ numerator: 64, denominator: 45 }); // ffprobe 64:45, DAR 16:9
    expect(result.audio).toHaveLength(2); // ffprobe and MediaInfo: two stereo streams
    expect(result.audio[0]).toMatchObject({
      sample_rate: { numerator: Number(audio.SamplingRate), denominator: 1 },
      bits_per_sample: Number(audio.BitDepth),
    });
    expect(result.$diagnostics?.[0]).toMatch(/0 whole frames/);
  });
});
