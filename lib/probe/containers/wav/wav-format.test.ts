// WAVE, BWF and RF64 on real files of fixtures/media; expected values come from the reference
// outputs (fixtures/media/reference, fixtures/media/derived/reference) and the corpus manifests.
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

describe("WAVE", () => {
  it("reads WAVE_FORMAT_EXTENSIBLE and the bext chunk (gen__bwf_pcm24_bext.wav)", async () => {
    const name = "gen__bwf_pcm24_bext.wav";
    const result = await probeFixture(name);
    const mediainfo = mediainfoTrack(name, "Audio");
    expect(result.type).toBe("wav");
    expect(result.duration).toBe("00:00:01.000"); // both references
    const audio = result.audio[0]!;
    expect(audio.format).toBe("in24");
    expect(audio.duration).toBe(Number(mediainfo.SamplingCount)); // 48000
    expect(audio.channels).toBe(Number(mediainfo.Channels));
    expect(audio.label).toEqual(mediainfo.ChannelLayout?.split(" ")); // "L R"
    // The manifest's command: -metadata description=GeneratedTone originator=ffmpeg ... time_reference=1728000000
    expect(result.properties.bext).toMatchObject({
      Description: "GeneratedTone",
      Originator: "ffmpeg",
      OriginatorReference: "GEN0001",
      OriginationDate: "2024-01-01",
      OriginationTime: "10:00:00",
      TimeReference: 1728000000,
    });
    expect(result.$annotation.TimeReference).toBe("10:00:00.000"); // MediaInfo Delay 36000 s
  });

  it("notes the ADM chunks (bmx__adm_1.wav)", async () => {
    const name = "bmx__adm_1.wav";
    const result = await probeFixture(name);
    const mediainfo = mediainfoTrack(name, "Audio");
    expect(result.audio[0]).toMatchObject({ format: "in24", channels: 4, duration: Number(mediainfo.SamplingCount) });
    expect(result.properties).toMatchObject({ axml: { size: 1758 }, chna: { size: 164 } }); // MediaInfo: ADM in axml
  });

  it("takes RF64 sizes from ds64 (derived/gen__rf64_pcm24_51side.wav)", async () => {
    const name = "derived/gen__rf64_pcm24_51side.wav";
    const result = await probeFixture(name);
    const mediainfo = mediainfoTrack(name, "Audio");
    expect(result.type).toBe("rf64");
    expect(result.duration).toBe("00:00:00.100");
    const audio = result.audio[0]!;
    expect(audio.duration).toBe(4800); // ffprobe duration_ts
    // dwChannelMask 0x60F: FL FR FC LFE SL SR → MediaInfo "L R C LFE Ls Rs"
    expect(audio.label).toEqual(mediainfo.ChannelLayout?.split(" "));
    expect(result.properties.ds64).toMatchObject({ dataSize: 4800 * 6 * 3 });
  });

  it("reports a data chunk cut short", async () => {
    const bytes = fixtureBytes("gen__bwf_pcm24_bext.wav");
    const result = await probe(new MemorySource(bytes.subarray(0, 100_000), "cut.wav"));
    expect(result.$diagnostics?.[0]).toMatch(/data chunk runs past the end of the file/);
    expect(result.audio[0]?.duration).toBeLessThan(48000);
  });
});
