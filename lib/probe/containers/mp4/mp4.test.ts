// The MP4/QuickTime parser on real files of fixtures/media; expected values come from the reference
// outputs in fixtures/media/reference and the corpus manifest, not from this code.
import { describe, expect, it } from "vitest";
import { ffprobeStream, fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ProbeError } from "../../errors";
import { ContainerProbe } from "../../schema";

async function probeFixture(name: string) {
  const source = new MemorySource(fixtureBytes(name), name);
  const result = await probe(source);
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return { result, source };
}

describe("MP4 with moov first (pmi__sample.mp4)", () => {
  const name = "pmi__sample.mp4";

  it("describes the H.264 track as both references do", async () => {
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 1);
    const mediainfo = mediainfoTrack(name, "Video");
    expect(result.type).toBe("mp4");
    expect(result.duration).toBe("00:00:00.980"); // both: 0.980
    expect(result.properties).toMatchObject({ MajorBrand: "isom", CompatibleBrands: ["isom"] });
    const video = result.video[0]!;
    expect(video.format).toBe(ffprobe.codec_tag_string);
    expect([video.width, video.height]).toEqual([ffprobe.width, ffprobe.height]);
    expect(`${video.sample_rate?.numerator}/${video.sample_rate?.denominator}`).toBe(ffprobe.r_frame_rate);
    expect(video.duration).toBe(Number(ffprobe.nb_frames));
    expect(video.duration).toBe(Number(mediainfo.FrameCount));
    // colr nclx 1/1/1, limited range: ffprobe bt709 and "tv"
    expect([video.color_primaries, video.transfer_characteristics, video.matrix_coefficients]).toEqual([1, 1, 1]);
    expect(video.video_range).toBe("narrow");
    expect(video.pixel_aspect_ratio).toEqual({ numerator: 1, denominator: 1 }); // sample_aspect_ratio 1:1
    expect(video.chroma_subsampling).toEqual({ horizontal: 2, vertical: 2 }); // 4:2:0
    expect(video.bit_depth).toBe(Number(mediainfo.BitDepth));
    expect(video.language).toBe("und");
    const avcC = video.extension?.find((extension) => extension.type === "avcC");
    expect(avcC).toMatchObject({ AVCProfileIndication: 100, AVCLevelIndication: Number(ffprobe.level) }); // High, level 4.0
  });

  it("counts audio samples through the track's presentation (tkhd), as MediaInfo does", async () => {
    const { result } = await probeFixture(name);
    const mediainfo = mediainfoTrack(name, "Audio");
    const audio = result.audio[0]!;
    expect(audio.format).toBe("mp4a");
    expect(audio.channels).toBe(Number(mediainfo.Channels));
    expect(audio.sample_rate).toEqual({ numerator: Number(mediainfo.SamplingRate), denominator: 1 });
    expect(audio.duration).toBe(Number(mediainfo.SamplingCount)); // 47040; the media itself holds 47104 (ffprobe)
    expect(audio.extension?.[0]).toMatchObject({ type: "esds", objectTypeIndication: 0x40 }); // ISO/IEC 14496-3 audio
    // The esds AudioSpecificConfig, read by the AAC parser: object type 2 (ffprobe profile LC), stereo.
    expect(audio.extension?.[1]).toMatchObject({ type: "mp4a", audioObjectType: 2, channelConfiguration: 2 });
    expect(ffprobeStream(name, 2).profile).toBe("LC");
    expect(audio.label).toEqual(["L", "R"]); // channelConfiguration 2 (ISO/IEC 14496-3 Table 1.19); MediaInfo "L R"
    expect(mediainfoTrack(name, "Audio").ChannelLayout).toBe("L R");
  });

  it("reads only the head when moov comes first", async () => {
    const { source } = await probeFixture(name);
    expect(source.stats.bytesRead).toBeLessThan(128 * 1024);
  });
});

describe("QuickTime with moov at the end (gen__prores_proxy_pcm_tc.mov)", () => {
  const name = "gen__prores_proxy_pcm_tc.mov";

  it("finds moov after mdat and reads little beyond the head", async () => {
    const { result, source } = await probeFixture(name);
    expect(result.type).toBe("mov");
    expect(result.duration).toBe("00:00:02.000");
    expect(source.stats.bytesRead).toBeLessThan(160 * 1024); // of 1.33 MiB
  });

  it("describes ProRes 422 Proxy", async () => {
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 1);
    const mediainfo = mediainfoTrack(name, "Video");
    const video = result.video[0]!;
    expect(video.format).toBe(ffprobe.codec_tag_string); // apco
    expect([video.width, video.height]).toEqual([640, 360]);
    expect(video.sample_rate).toEqual({ numerator: 25, denominator: 1 });
    expect(video.duration).toBe(Number(ffprobe.nb_frames));
    expect(video.bit_depth).toBe(Number(ffprobe.bits_per_raw_sample));
    expect(video.chroma_subsampling).toEqual({ horizontal: 2, vertical: 1 }); // MediaInfo 4:2:2
    expect(mediainfo.ChromaSubsampling).toBe("4:2:2");
    expect(video.field_order).toBe(ffprobe.field_order); // fiel: one field
  });

  it("describes 24-bit little-endian PCM (in24 with enda)", async () => {
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 2);
    const audio = result.audio[0]!;
    expect(audio.format).toBe(ffprobe.codec_tag_string);
    expect(audio.bits_per_sample).toBe(ffprobe.bits_per_sample);
    expect(audio.properties?.Endianness).toBe("little"); // pcm_s24le
    expect(audio.channels).toBe(ffprobe.channels);
    expect(audio.duration).toBe(ffprobe.duration_ts);
    expect(audio.bit_rate).toBe(Number(ffprobe.bit_rate));
  });

  it("reads the timecode track's first sample into the container properties", async () => {
    const { result } = await probeFixture(name);
    const timecode = ffprobeStream(name, 3) as unknown as { tags: { timecode: string } };
    // Named as MXF names the same concept (SMPTE ST 377-1 Timecode Component).
    expect(result.properties.StartTimecode).toBe(timecode.tags.timecode); // 10:00:00:00
    expect(result.properties.StartTimecode).toBe(mediainfoTrack(name, "Other" as "Video").TimeCode_FirstFrame);
    expect(result.properties).toMatchObject({ RoundedTimecodeBase: 25, DropFrame: false });
    expect(result.data?.[0]).toMatchObject({
      format: "tmcd",
      properties: { StartTimecode: "10:00:00:00", RoundedTimecodeBase: 25 },
    });
  });
});

describe("QuickTime without ftyp (exif__QuickTime.mov)", () => {
  const name = "exif__QuickTime.mov";

  it("reads Motion JPEG and 8-bit PCM with Macintosh language codes and edit lists", async () => {
    const { result } = await probeFixture(name);
    const video = result.video[0]!;
    const audio = result.audio[0]!;
    expect(result.type).toBe("mov");
    expect(result.duration).toBe("00:00:04.967"); // ffprobe 4.966667, MediaInfo 4.967
    expect(video).toMatchObject({ format: "jpeg", width: 320, height: 240, language: "eng" }); // ffprobe language eng
    expect(video.sample_rate).toEqual({ numerator: 30, denominator: 1 }); // avg_frame_rate 30/1
    expect(video.duration).toBe(Number(mediainfoTrack(name, "Video").FrameCount)); // 149
    expect(audio).toMatchObject({ format: "raw ", channels: 1, bits_per_sample: 8, language: "eng" });
    expect(audio.sample_rate?.numerator).toBe(7875);
    expect(audio.duration).toBe(Number(mediainfoTrack(name, "Audio").SamplingCount)); // 39099
  });
});

describe("MP4 audio configurations (derived fixtures, fixtures/media/DERIVED.md)", () => {
  it("reads AC-3 from dac3 and E-AC-3 from dec3 (derived/gen__ac3_51_eac3_stereo.mp4)", async () => {
    const name = "derived/gen__ac3_51_eac3_stereo.mp4";
    const { result } = await probeFixture(name);
    const [ac3, eac3] = result.audio;
    const [ac3Info, eac3Info] = [mediainfoTrack(name, "Audio", 1), mediainfoTrack(name, "Audio", 2)];
    expect(ac3).toMatchObject({
      format: "ac-3",
      channels: Number(ac3Info.Channels),
      bit_rate: Number(ac3Info.BitRate),
    }); // 6, 384000
    // acmod 7 (3/2) in bitstream order, then the LFE (ATSC A/52 Table 5.8); MediaInfo lists the same six: "L R C LFE Ls Rs".
    expect(ac3!.label).toEqual(["L", "C", "R", "Ls", "Rs", "LFE"]);
    expect([...ac3!.label!].sort()).toEqual(ac3Info.ChannelLayout!.split(" ").sort());
    expect(ac3!.sample_rate).toEqual({ numerator: Number(ac3Info.SamplingRate), denominator: 1 });
    expect(ac3!.extension?.find((extension) => extension.type === "dac3")).toMatchObject({
      fscod: 0,
      bsid: 8,
      acmod: 7,
      lfeon: true,
      bit_rate_code: 14,
    });
    expect(eac3).toMatchObject({
      format: "ec-3",
      channels: Number(eac3Info.Channels),
      bit_rate: Number(eac3Info.BitRate),
      label: ["L", "R"],
    });
    expect(eac3!.extension?.find((extension) => extension.type === "dec3")).toMatchObject({
      data_rate: 96,
      num_ind_sub: 0,
    });
    expect(ac3!.duration).toBe(ffprobeStream(name, 1).duration_ts); // 24288 (the edit list's 0.506 s; MediaInfo rounds to 0.507 s)
  });

  it("labels PCM channels from the QuickTime 'chan' box (derived/gen__pcm24_51_chan.mov)", async () => {
    const name = "derived/gen__pcm24_51_chan.mov";
    const { result } = await probeFixture(name);
    const audio = result.audio[0]!;
    expect(audio).toMatchObject({ format: "in24", channels: 6, bits_per_sample: 24 });
    // mChannelLayoutTag UseChannelBitmap, mChannelBitmap 0x3F: Left, Right, Center, LFEScreen, LeftSurround,
    // RightSurround; MediaInfo names the last two Lb Rb ("L R C LFE Lb Rb").
    expect(audio.label).toEqual(["L", "R", "C", "LFE", "Ls", "Rs"]);
    expect(mediainfoTrack(name, "Audio").ChannelLayout).toBe("L R C LFE Lb Rb");
    expect(audio.extension?.find((extension) => extension.type === "chan")).toMatchObject({
      mChannelLayoutTag: 0x10000,
      mChannelBitmap: 0x3f,
    });
  });

  it("reads HE-AAC signalled in the esds AudioSpecificConfig (derived/gen__aac_he_v2.m4a)", async () => {
    const name = "derived/gen__aac_he_v2.m4a";
    const { result } = await probeFixture(name);
    const audio = result.audio[0]!;
    const ffprobe = ffprobeStream(name, 1);
    expect(audio.sample_rate).toEqual({ numerator: Number(ffprobe.sample_rate), denominator: 1 }); // 44100: the SBR rate
    expect(audio.channels).toBe(ffprobe.channels); // 2: PS is implicit; the sample entry's channelcount says stereo
    expect(audio.channels).toBe(Number(mediainfoTrack(name, "Audio").Channels));
    expect(audio.$annotation?.format).toBe(`AAC (${ffprobe.profile})`); // HE-AACv2
    // The config itself: AAC LC core at 22050 Hz mono, SBR signalled explicitly (sync extension 0x2B7), PS not.
    expect(audio.extension?.[1]).toMatchObject({
      audioObjectType: 2,
      samplingFrequency: 22050,
      channelConfiguration: 1,
      sbrPresentFlag: true,
      psPresentFlag: false,
    });
  });
});

describe("fragmented MP4", () => {
  it("sums the track runs when no mehd or sidx gives the duration (derived/gen__h264_aac_fragmented.mp4)", async () => {
    const name = "derived/gen__h264_aac_fragmented.mp4";
    const { result } = await probeFixture(name);
    expect(result.duration).toBe("00:00:02.080"); // MediaInfo 2.080, ffprobe 2.080000
    expect(result.video[0]!.duration).toBe(Number(mediainfoTrack(name, "Video").FrameCount)); // 50
    expect(result.audio[0]!.duration).toBe(Number(mediainfoTrack(name, "Audio").SamplingCount)); // 99840
    expect(result.$diagnostics).toBeUndefined();
  });

  it("reads the last fragments through the mfra index (derived/gen__h264_fragment_per_frame.mp4)", async () => {
    const name = "derived/gen__h264_fragment_per_frame.mp4";
    const { result } = await probeFixture(name);
    // 50 fragments of one frame: the walk from the first stops early, the one from the last random access
    // fragment (tfra) reaches the end, and its tfdt places it: all 50 frames (ffprobe 2.000000 s).
    expect(result.video[0]!.duration).toBe(50);
    expect(result.duration).toBe("00:00:02.000");
    expect(Number(ffprobeStream(name, 1).duration)).toBe(2);
    expect(result.$diagnostics).toBeUndefined();
  });

  it("caps the fragments it visits without an mfra, and says so (derived/gen__h264_fragment_per_frame_no_mfra.mp4)", async () => {
    const { result } = await probeFixture("derived/gen__h264_fragment_per_frame_no_mfra.mp4");
    // One 25 fps frame per fragment, a moof and an mdat each: 16 boxes hold 8 frames (0.32 s of the 2 s).
    expect(result.video[0]!.duration).toBe(8);
    expect(result.duration).toBe("00:00:00.320");
    expect(result.$diagnostics).toEqual([
      "the movie fragments were read up to byte 3704 of 14193: the durations count only those, the movie lasts longer",
    ]);
  });

  it("takes an init segment's duration from mvhd/mehd (muxjs__dash-608-captions-init.mp4)", async () => {
    const { result } = await probeFixture("muxjs__dash-608-captions-init.mp4");
    expect(result.properties).toMatchObject({
      Fragmented: true,
      CompatibleBrands: ["isom", "iso2", "avc1", "mp41", "iso5"],
    });
    expect(result.duration).toBe("00:05:00.032"); // mvhd and mehd: 300 032 ms (corpus manifest)
    expect(result.video[0]).toMatchObject({ format: "avc1", width: 640, height: 360 });
  });

  it("reports a media segment without its init segment (muxjs__dash-608-captions-seg.m4s)", async () => {
    const { result } = await probeFixture("muxjs__dash-608-captions-seg.m4s");
    expect(result.type).toBe("mp4");
    expect(result.video).toEqual([]);
    expect(result.$diagnostics?.join()).toMatch(/without their initialization segment/);
  });
});

describe("damaged files", () => {
  it("keeps the type and says why when moov was lost (dmg__trunc_prores_no_moov.mov)", async () => {
    const { result } = await probeFixture("dmg__trunc_prores_no_moov.mov");
    expect(result.type).toBe("mov");
    expect(result.video).toEqual([]);
    expect(result.$diagnostics).toEqual([
      "box 'mdat' at 28 declares 1388041 bytes but the file ends 834387 bytes later: the file is truncated",
      "no 'moov' box: the movie header is missing (the file was cut before it was written?)",
    ]);
  });

  it("describes a file cut in half whose moov survived (dmg__trunc_sample_mp4_half.mp4)", async () => {
    const { result } = await probeFixture("dmg__trunc_sample_mp4_half.mp4");
    expect(result.duration).toBe("00:00:00.980"); // both references: 0.98 s
    expect(result.video).toHaveLength(1);
    expect(result.audio).toHaveLength(1);
    expect(result.$diagnostics?.[0]).toMatch(/truncated/);
  });

  it("never throws anything but ProbeError on any truncation or byte damage of the head", async () => {
    const whole = fixtureBytes("gen__prores_proxy_pcm_tc.mov");
    const moovStart = 1388069;
    for (let cut = moovStart; cut < whole.length; cut += 97) {
      await expect(probe(new MemorySource(whole.subarray(0, cut)))).resolves.toBeDefined();
    }
    const bytes = fixtureBytes("pmi__sample.mp4").slice(0, 4096);
    for (let at = 20; at < 1706; at += 7) {
      const damaged = bytes.slice();
      damaged[at] = damaged[at]! ^ 0xff;
      try {
        ContainerProbe.parse(await probe(new MemorySource(damaged)));
      } catch (error) {
        expect(error).toBeInstanceOf(ProbeError);
      }
    }
  });
});
