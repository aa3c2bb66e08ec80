// The Matroska/WebM parser on real files of fixtures/media; expected values come from the reference
// outputs in fixtures/media/reference, not from this code.
import { describe, expect, it } from "vitest";
import { ffprobeStream, fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ProbeError } from "../../errors";
import { ContainerProbe } from "../../schema";

async function probeBytes(bytes: Uint8Array) {
  const source = new MemorySource(bytes);
  const result = await probe(source);
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return { result, source };
}

/** Removes one element (ID bytes + 1-byte size + data) from a file, as a muxer that never wrote it. */
function withoutElement(bytes: Uint8Array, id: number[]): Uint8Array {
  const at = bytes.findIndex((_, i) => id.every((b, j) => bytes[i + j] === b));
  const sizeByte = bytes[at + id.length]!;
  expect(sizeByte & 0x80).toBe(0x80); // a 1-byte data size
  const length = id.length + 1 + (sizeByte & 0x7f);
  // Overwrite it with a Void element (RFC 8794 11.3.1) of the same length, keeping every offset valid.
  const copy = bytes.slice();
  copy.set([0xec, 0x80 | (length - 2)], at);
  copy.fill(0, at + 2, at + length);
  return copy;
}

describe("WebM VP8 + Vorbis (ebml__test.webm)", () => {
  const name = "ebml__test.webm";

  it("reads the Segment duration, tracks and per-stream counts", async () => {
    const { result } = await probeBytes(fixtureBytes(name));
    const video = mediainfoTrack(name, "Video");
    const audio = mediainfoTrack(name, "Audio");
    expect(result.type).toBe("webm");
    expect(result.duration).toBe("00:00:06.042"); // both: 6.042
    expect(result.video[0]).toMatchObject({ format: "vp08", width: 320, height: 240, language: "eng" });
    expect(`${result.video[0]!.sample_rate?.numerator}/${result.video[0]!.sample_rate?.denominator}`).toBe(
      ffprobeStream(name, 1).r_frame_rate, // 2500/83, from DefaultDuration 33.2 ms (WebM streams have no id: the first stream)
    );
    expect(result.video[0]!.duration).toBe(Number(video.FrameCount)); // 182
    expect(result.audio[0]).toMatchObject({
      format: "vorb",
      channels: 2,
      sample_rate: { numerator: 44100, denominator: 1 },
    });
    expect(result.audio[0]!.duration).toBe(Number(audio.SamplingCount)); // 266452
  });
});

describe("WebM VP9 + Opus (gen__vp9_opus.webm)", () => {
  const name = "gen__vp9_opus.webm";

  it("reads Colour and the Opus track", async () => {
    const { result } = await probeBytes(fixtureBytes(name));
    expect(result.duration).toBe("00:00:02.008"); // both: 2.008
    const video = result.video[0]!;
    expect(video).toMatchObject({ format: "vp09", width: 320, height: 240, video_range: "narrow" }); // colour_range tv / Limited
    expect(video.field_order).toBe("progressive");
    expect(video.duration).toBe(Number(mediainfoTrack(name, "Video").FrameCount)); // 50
    expect(result.audio[0]).toMatchObject({ format: "Opus", channels: 2 });
    expect(result.audio[0]!.duration).toBe(Number(mediainfoTrack(name, "Audio").SamplingCount)); // 96384
  });

  it("measures the duration from the last Cluster when Info has no Duration", async () => {
    const bytes = withoutElement(fixtureBytes(name), [0x44, 0x89]);
    const { result } = await probeBytes(bytes);
    // The last blocks: video at 1.967 s + 40 ms (DefaultDuration), Opus at 1.987 s + 20 ms, cf. ffprobe's 2.007/2.008 s track DURATION tags.
    expect(result.duration).toMatch(/^00:00:02\.00[78]$/);
    expect(result.$diagnostics).toEqual([
      "no Duration in Segment Info: the duration is measured to the end of the last Cluster",
    ]);
  });
});

describe("Matroska with a text track and chapters (pmi__sample.mkv)", () => {
  it("reports the subtitle track and the chapters, which one reference cannot read", async () => {
    const name = "pmi__sample.mkv";
    const { result } = await probeBytes(fixtureBytes(name));
    const text = mediainfoTrack(name, "Text" as "Video");
    expect(result.type).toBe("mkv");
    expect(result.subtitle).toHaveLength(1);
    expect(result.subtitle[0]).toMatchObject({
      format: "srt ",
      language: "eng",
      properties: { CodecId: text.CodecID },
    }); // S_TEXT/UTF8: SubRip-style text
    expect(result.properties).toMatchObject({ Chapters: 1, ChapterEditions: 1 }); // MediaInfo's Menu: one chapter
    expect(result.video).toEqual([]);
  });
});

describe("codec configurations in Matroska (derived fixtures, fixtures/media/DERIVED.md)", () => {
  it("reads A_AAC's CodecPrivate and the first frames of A_AC3, A_EAC3 and A_MPEG/L2 (derived/gen__h264_aac_ac3_eac3_mp2.mkv)", async () => {
    const name = "derived/gen__h264_aac_ac3_eac3_mp2.mkv";
    const { result } = await probeBytes(fixtureBytes(name));
    const [aac, ac3, eac3, mp2] = result.audio;
    const info = (n: number) => mediainfoTrack(name, "Audio", n);
    expect(aac).toMatchObject({ format: "mp4a", channels: 2, label: ["L", "R"] }); // MediaInfo "L R"
    expect(aac!.extension?.[0]).toMatchObject({ type: "mp4a", audioObjectType: 2 }); // MediaInfo "LC"
    expect(info(2).Format_AdditionalFeatures).toBe("LC");
    expect(aac!.bits_per_sample).toBeUndefined(); // the muxer's BitDepth 32 is a decoder hint, not AAC's sample size
    expect(ac3).toMatchObject({ format: "ac-3", bit_rate: Number(info(3).BitRate), label: ["L", "R"] }); // 192000
    expect(eac3).toMatchObject({ format: "ec-3", bit_rate: Number(info(4).BitRate), label: ["L", "R"] }); // 96000
    expect(mp2).toMatchObject({ format: "mp2l", bit_rate: Number(info(5).BitRate) }); // 128000
    expect(mp2!.$annotation?.format).toMatch(/Layer II/); // MediaInfo Format_Profile "Layer 2"
  });

  it("reads V_MPEG4/ISO/AVC and V_MPEGH/ISO/HEVC CodecPrivate through the H.264 and HEVC parsers", async () => {
    const avc = (await probeBytes(fixtureBytes("derived/gen__h264_aac_ac3_eac3_mp2.mkv"))).result.video[0]!;
    const avcInfo = mediainfoTrack("derived/gen__h264_aac_ac3_eac3_mp2.mkv", "Video");
    expect(avc.properties?.AvcProfileAndLevel).toBe(`${avcInfo.Format_Profile}@L${avcInfo.Format_Level}`); // High@L1.3
    expect(avc.bit_depth).toBe(Number(avcInfo.BitDepth));
    const hevc = (await probeBytes(fixtureBytes("derived/gen__hevc_main10.mkv"))).result.video[0]!;
    const hevcInfo = mediainfoTrack("derived/gen__hevc_main10.mkv", "Video");
    expect(hevc.format).toBe("hvc1");
    expect(hevc.bit_depth).toBe(Number(hevcInfo.BitDepth)); // 10
    expect(hevc.chroma_subsampling).toEqual({ horizontal: 2, vertical: 2 }); // MediaInfo 4:2:0
    expect(hevc.properties?.HevcProfileAndLevel).toBe(
      `${hevcInfo.Format_Profile}@L${hevcInfo.Format_Level}@${hevcInfo.Format_Tier}`,
    );
  });

  it("reads HE-AAC from an explicitly signalled AudioSpecificConfig (derived/gen__aac_he_v2.mka)", async () => {
    const name = "derived/gen__aac_he_v2.mka";
    const { result } = await probeBytes(fixtureBytes(name));
    const audio = result.audio[0]!;
    expect(audio.sample_rate).toEqual({
      numerator: Number(mediainfoTrack(name, "Audio").SamplingRate),
      denominator: 1,
    }); // 44100
    // Channels 1 (the element's default) and a mono SBR config: PS is implicit, so neither says stereo.
    // MediaInfo reports 1 channel too; ffprobe decodes the PS data and reports 2.
    expect(audio.channels).toBe(Number(mediainfoTrack(name, "Audio").Channels));
    expect(audio.$annotation?.format).toBe("AAC (HE-AAC)");
  });
});

describe("damaged Matroska", () => {
  it("never throws anything but ProbeError on truncations and byte damage", async () => {
    const whole = fixtureBytes("ebml__test.webm");
    for (let cut = 5; cut < 8000; cut += 37) {
      await probeBytes(whole.subarray(0, cut)).catch((error) => expect(error).toBeInstanceOf(ProbeError));
    }
    for (let at = 0; at < 4000; at += 11) {
      const damaged = whole.slice(0, 16384);
      damaged[at] = damaged[at]! ^ 0x5a;
      await probeBytes(damaged).catch((error) => expect(error).toBeInstanceOf(ProbeError));
    }
  });
});
