// MP4 audio codings beyond AAC and AC-3, and AV1, on derived files (fixtures/media/DERIVED.md): the esds
// objectTypeIndication, dOps, dfLa, dmlp and av1C. Expected values come from the reference outputs or
// from what ffmpeg was asked to make.
import { describe, expect, it } from "vitest";
import { ffprobeStreams, fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";

async function probeFixture(name: string) {
  const result = await probe(new MemorySource(fixtureBytes(name)));
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return result;
}

/** Channels and rate of each audio stream of the ffprobe reference. */
function referenceAudio(name: string) {
  return ffprobeStreams(name)
    .filter((stream) => stream.codec_type === "audio")
    .map((stream) => ({
      channels: stream.channels,
      sample_rate: { numerator: Number(stream.sample_rate), denominator: 1 },
    }));
}

describe("'mp4a' entries that are not AAC: the esds objectTypeIndication decides", () => {
  it("reads two Vorbis tracks (0xDD), stereo and mono, from their identification headers (derived/gen__vorbis_stereo_mono.mp4)", async () => {
    const name = "derived/gen__vorbis_stereo_mono.mp4";
    const result = await probeFixture(name);
    expect(result.audio.map((audio) => audio.format)).toEqual(["vorb", "vorb"]); // ffprobe vorbis; the entry says mp4a
    expect(result.audio.map(({ channels, sample_rate }) => ({ channels, sample_rate }))).toEqual(referenceAudio(name)); // 2 @ 48000, 1 @ 44100
    expect(result.audio[0]!.properties?.SampleEntry).toBe("mp4a");
    expect(result.audio[0]!.extension?.find((e) => e.type === "esds")).toMatchObject({ objectTypeIndication: 0xdd });
  });
});

describe("Opus, FLAC, TrueHD and AV1 in MP4", () => {
  it("reads dfLa's STREAMINFO and dOps (derived/gen__flac4_opus1.mp4)", async () => {
    const name = "derived/gen__flac4_opus1.mp4";
    const result = await probeFixture(name);
    expect(result.audio.map((audio) => audio.format)).toEqual(["fLaC", "Opus"]);
    expect(result.audio.map(({ channels, sample_rate }) => ({ channels, sample_rate }))).toEqual(referenceAudio(name)); // 4 @ 96000, 1 @ 48000
    expect(result.audio[0]!.bits_per_sample).toBe(Number(mediainfoTrack(name, "Audio", 1).BitDepth)); // 16
    expect(result.audio[1]!.extension?.find((e) => e.type === "Opus")).toMatchObject({
      Version: 0,
      ChannelMappingFamily: 0,
    }); // dOps Version 0; mono: family 0
  });

  it("reads dmlp and is not taken for DV (derived/gen__truehd51.mp4)", async () => {
    const name = "derived/gen__truehd51.mp4";
    const result = await probeFixture(name);
    expect(result.type).toBe("mp4");
    expect(result.audio[0]).toMatchObject({ format: "mlpa", ...referenceAudio(name)[0] }); // 6 @ 48000
    expect(result.audio[0]!.label?.join(" ")).toBe(mediainfoTrack(name, "Audio").ChannelLayout); // L R C LFE Ls Rs
  });

  it("reads av1C's sequence header and Opus 5.1 (derived/gen__av1_main10_opus51.mp4)", async () => {
    const name = "derived/gen__av1_main10_opus51.mp4";
    const result = await probeFixture(name);
    const info = mediainfoTrack(name, "Video");
    const video = result.video[0]!;
    expect(video).toMatchObject({ format: "av01", width: 64, height: 48, bit_depth: Number(info.BitDepth) }); // 10
    expect(video.properties?.Av1ProfileAndLevel).toBe(`${info.Format_Profile}@L${info.Format_Level}`); // Main@L2.0
    expect(video.chroma_subsampling).toEqual({ horizontal: 2, vertical: 2 }); // 4:2:0
    // Asked for bt2020 / smpte2084 / bt2020nc in limited range: H.273 codes 9, 16, 9.
    expect(video).toMatchObject({
      color_primaries: 9,
      transfer_characteristics: 16,
      matrix_coefficients: 9,
      video_range: "narrow",
    });
    expect(result.audio[0]).toMatchObject({
      format: "Opus",
      ...referenceAudio(name)[0],
      label: ["L", "C", "R", "Ls", "Rs", "LFE"],
    });
  });
});
