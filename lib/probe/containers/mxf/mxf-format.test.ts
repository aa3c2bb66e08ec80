// The MXF parser on the real files of fixtures/media; expected values come from the reference outputs
// (fixtures/media/reference), the corpus manifest and the standards cited, not from this code.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixtureBytes, mediainfoTrack } from "../../codecs/testing/node-fixtures";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import { ContainerProbe } from "../../schema";

async function probeFixture(name: string) {
  const source = new MemorySource(fixtureBytes(name), name);
  const result = await probe(source);
  expect(ContainerProbe.safeParse(result).success).toBe(true);
  return { result, source };
}

/** The ffprobe reference stream at `index` (MXF streams carry no id to look them up by). */
function ffprobeStream(name: string, index: number): Record<string, string | number | undefined> {
  const path = new URL(`../../../../fixtures/media/reference/ffprobe/${name}.json`, import.meta.url);
  const json = JSON.parse(readFileSync(path, "utf8")) as { streams: Record<string, string | number | undefined>[] };
  const stream = json.streams[index];
  if (!stream) throw new Error(`${name}: no ffprobe stream ${index}`);
  return stream;
}

const rate = (r: { numerator: number; denominator: number } | undefined) => `${r?.numerator}/${r?.denominator}`;

describe("MXF OP1a D-10 with AES3 audio (bmx__sample.mxf)", () => {
  const name = "bmx__sample.mxf";

  it("names the operational pattern and the material package", async () => {
    const { result } = await probeFixture(name);
    expect(result.type).toBe("op1a"); // operational_pattern_ul 060e2b34.04010101.0d010201.01010900
    expect(result.duration).toBe("00:00:00.080"); // both references: 0.080
    expect(result.properties).toMatchObject({
      OperationalPattern: "urn:smpte:ul:060e2b34.04010101.0d010201.01010900",
      // material_package_umid 0x060A2B34...4DA300 of ffprobe
      MaterialPackageUID: "urn:smpte:umid:060a2b34.01010105.01010d00.13a3bc02.52947134.4da3bc02.00529471.344da300",
      StartTimecode: "23:58:30:00", // both references
      RoundedTimecodeBase: 25,
      DropFrame: false,
    });
    expect(result.$diagnostics).toBeUndefined();
  });

  it("describes the MPEG-2 4:2:2 picture track from its descriptor", async () => {
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 0);
    const mediainfo = mediainfoTrack(name, "Video");
    const video = result.video[0]!;
    expect(video.format).toBe("mp2v");
    expect([video.width, video.height]).toEqual([ffprobe.width, ffprobe.height]); // 720x608 sampled
    // MediaInfo: displayed height 576 at Height_Offset 32 of 608 lines → the clean aperture
    expect(video.clean_aperture).toEqual({ left: 0, right: 0, top: Number(mediainfo.Height_Offset), bottom: 0 });
    expect(rate(video.sample_rate)).toBe(ffprobe.r_frame_rate);
    expect(video.duration).toBe(ffprobe.duration_ts); // 2 frames
    expect(video.field_order).toBe("tff"); // ffprobe "tt", MediaInfo TFF
    expect(video.chroma_subsampling).toEqual({ horizontal: 2, vertical: 1 }); // 4:2:2
    expect(video.bit_depth).toBe(Number(mediainfo.BitDepth));
    // 4:3 display of 720x576: PAR = 4/3 × 576/720 (ST 377-1 G.2.3 AspectRatio is the display's)
    expect(video.pixel_aspect_ratio).toEqual({ numerator: 16, denominator: 15 });
    const descriptor = video.extension?.find((extension) => extension.type === "MPEGVideoDescriptor");
    expect(descriptor).toMatchObject({ FrameLayout: 1, StoredHeight: 304, ProfileAndLevel: 0x85 }); // 422P@ML (13818-2 Table 8-3)
  });

  it("completes the descriptor from the MPEG-2 sequence header of the first frame", async () => {
    const { result } = await probeFixture(name);
    const mediainfo = mediainfoTrack(name, "Video");
    const video = result.video[0]!;
    // ffprobe: color_primaries bt470bg, color_transfer bt709, color_space smpte170m (H.273 codes 5, 1, 6)
    expect([video.color_primaries, video.transfer_characteristics, video.matrix_coefficients]).toEqual([5, 1, 6]);
    expect(video.properties?.MpegTimeCode).toBe(mediainfo.TimeCode_FirstFrame); // GOP header 23:58:30:00
    expect(video.extension?.find((extension) => extension.type === "mp2v")).toMatchObject({
      profile_and_level_indication: 0x85,
    });
  });

  it("describes the AES3 sound track as both references do", async () => {
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 1);
    const audio = result.audio[0]!;
    expect(audio.format).toBe("in24");
    expect(audio.channels).toBe(ffprobe.channels);
    expect(audio.bits_per_sample).toBe(ffprobe.bits_per_sample);
    expect(audio.sample_rate).toEqual({ numerator: Number(ffprobe.sample_rate), denominator: 1 });
    expect(audio.duration).toBe(ffprobe.duration_ts); // 3840 samples
    expect(audio.bit_rate).toBe(Number(ffprobe.bit_rate));
  });

  it("reads the head, the first frame's headers and the tail, never the whole file", async () => {
    const { source } = await probeFixture(name);
    expect(source.stats.reads).toBeLessThanOrEqual(4); // head, first essence element, last 64 KiB block(s)
    expect(source.stats.bytesRead).toBeLessThan(source.size / 2);
  });
});

describe("MXF whose header partition is open and incomplete", () => {
  it("takes the footer's closed metadata (exif__MXF.mxf)", async () => {
    const { result } = await probeFixture("exif__MXF.mxf");
    const mediainfo = mediainfoTrack("exif__MXF.mxf", "Audio");
    expect(result.type).toBe("op1a");
    const audio = result.audio[0]!;
    expect(audio.sample_rate).toEqual({ numerator: Number(mediainfo.SamplingRate), denominator: 1 }); // 7872 Hz
    expect(audio.channels).toBe(Number(mediainfo.Channels));
    expect(audio.bits_per_sample).toBe(Number(mediainfo.BitDepth)); // QuantizationBits 8
    expect(audio.duration).toBe(0); // FrameCount 0: the essence element is empty
    expect(result.$diagnostics?.[0]).toMatch(/header partition is open and incomplete; .* footer partition/);
  });

  it("reads AVC-Intra 1080i from the footer (regxml__open-incomplete-header.mxf)", async () => {
    const name = "regxml__open-incomplete-header.mxf";
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 0);
    const video = result.video[0]!;
    expect(video.format).toBe("avc1");
    expect([video.width, video.height]).toEqual([ffprobe.width, ffprobe.height]);
    expect(video.field_order).toBe("tff"); // ffprobe "tt"
    expect(video.bit_depth).toBe(Number(ffprobe.bits_per_raw_sample)); // 10
    expect(video.duration).toBe(ffprobe.duration_ts);
    expect(video.video_range).toBe("narrow"); // MediaInfo colour_range Limited (Container)
    expect(video.color_primaries).toBe(1); // ffprobe bt709, from the SPS VUI only
    expect(result.duration).toBe("00:00:00.040");
    // MediaInfo: colour_range_Original Full (Stream) against Limited (Container)
    expect(result.$diagnostics).toContainEqual(
      expect.stringMatching(/descriptor gives video_range narrow but the avc1 bitstream full/),
    );
  });
});

describe("MXF OP-Atom", () => {
  it("reports the one frame the index table covers, not the 750 the header declares (regxml__indirect.mxf)", async () => {
    const name = "regxml__indirect.mxf";
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 0);
    expect(result.type).toBe("opatom"); // operational_pattern_ul 060e2b34.04010102.0d010201.10000000
    const video = result.video[0]!;
    expect([video.width, video.height]).toEqual([ffprobe.width, ffprobe.height]);
    expect(ffprobe.profile).toBe("DNXHR LB");
    expect(video.format).toBe("AVdh"); // VC-3 frame header compression ID 1274 (the coding label says VC-3 only)
    expect(video.duration).toBe(ffprobe.duration_ts); // 1 frame of essence (MediaInfo: 750 from metadata)
    expect([video.color_primaries, video.transfer_characteristics, video.matrix_coefficients]).toEqual([9, 1, 1]); // bt2020/bt709/bt709
    expect(result.$diagnostics?.some((message) => /declares 750 edit units .* only 1/.test(message))).toBe(true);
  });

  it("counts a clip-wrapped essence of constant edit unit size whose index gives IndexDuration 0 (derived/gen__dnxhr_lb_opatom_25f.mxf)", async () => {
    const name = "derived/gen__dnxhr_lb_opatom_25f.mxf";
    const { result } = await probeFixture(name);
    const mediainfo = mediainfoTrack(name, "Video");
    expect(result.type).toBe("opatom");
    expect(result.video[0]?.duration).toBe(Number(mediainfo.FrameCount)); // 25, as made by ffmpeg -t 1 at 25 fps
    expect(result.duration).toBe("00:00:01.000"); // ffprobe format duration 1.000000, MediaInfo 1.000
    expect(result.$diagnostics ?? []).not.toContainEqual(expect.stringMatching(/index table covers only/));
  });

  it("gathers the files of a clip that share its material package, and only those", async () => {
    const clip = fixtureBytes("regxml__indirect.mxf");
    // A second track file of the same clip (same material package UID) and an unrelated OP-Atom file beside it.
    const files: Record<string, Uint8Array> = {
      "v1.mxf": clip,
      "v2.mxf": clip,
      "other.mxf": fixtureBytes("regxml__class14.mxf"),
      "notes.txt": new Uint8Array(4),
    };
    const siblings = {
      list: async () => Object.keys(files),
      open: async (file: string) => new MemorySource(files[file]!, file),
    };
    const result = await probe(new MemorySource(clip, "v1.mxf"), { siblings });
    expect(result.manifest).toEqual(["v1.mxf", "v2.mxf"]);
    expect(result.video).toHaveLength(2);
  });

  it("lists the data track of a metadata-only IAB file (regxml__class14.mxf)", async () => {
    const { result } = await probeFixture("regxml__class14.mxf");
    expect(result.type).toBe("opatom"); // MediaInfo Format_Profile OP-Atom
    expect(result.video).toEqual([]);
    expect(result.audio).toEqual([]);
    expect(result.data?.[0]?.properties?.TrackName).toBe("Dolby ATMOS Data Track");
  });
});

describe("MXF audio with MCA labels (photon__WAV_…mxf)", () => {
  const name = "photon__WAV_060fe563-18d5-48d4-9148-1bfba4262ae2.mxf";

  it("labels the channels from the MCA sub-descriptors", async () => {
    const { result } = await probeFixture(name);
    const mediainfo = mediainfoTrack(name, "Audio");
    const ffprobe = ffprobeStream(name, 0);
    const audio = result.audio[0]!;
    expect(audio.label).toEqual(mediainfo.ChannelLayout?.split(" ")); // L R C LFE Ls Rs
    expect(audio.channels).toBe(ffprobe.channels);
    expect(audio.duration).toBe(ffprobe.duration_ts); // 17524 samples
    // MediaInfo's RFC 5646 "de-DE" as ISO 639-2/B German (ISO 639-2 code list: de = ger/deu) and region DE.
    expect(mediainfo.Language).toBe("de-DE");
    expect(audio).toMatchObject({ language: "ger", region: "DE" });
  });
});

describe("MXF JPEG 2000 (regxml__video1.mxf)", () => {
  it("describes the picture track as both references do", async () => {
    const name = "regxml__video1.mxf";
    const { result } = await probeFixture(name);
    const ffprobe = ffprobeStream(name, 0);
    const video = result.video[0]!;
    expect(video.format).toBe("mjp2");
    expect(rate(video.sample_rate)).toBe(ffprobe.r_frame_rate); // 24000/1001
    expect([video.color_primaries, video.transfer_characteristics, video.matrix_coefficients]).toEqual([1, 1, 1]);
    expect([video.reference_black, video.reference_white]).toEqual([64, 940]); // MediaInfo "Min: 64, Max: 940"
    expect(video.extension?.find((extension) => extension.type === "JPEG2000SubDescriptor")).toMatchObject({
      Xsiz: ffprobe.width,
      Ysiz: ffprobe.height,
    });
  });
});

describe("damaged MXF", () => {
  it("keeps the header's description of a file cut short and says so (dmg__trunc_bmx_sample_60pct.mxf)", async () => {
    const { result } = await probeFixture("dmg__trunc_bmx_sample_60pct.mxf");
    expect(result.duration).toBe("00:00:00.080"); // both references keep the header's 0.080
    expect(result.video).toHaveLength(1);
    expect(result.audio).toHaveLength(1);
    // 333359 bytes hold one 274432-byte content package (MANIFEST: first 333359 bytes of bmx__sample.mxf)
    expect(result.$diagnostics).toEqual([
      expect.stringMatching(/truncated: it ends at byte 333359, before the footer partition .* byte 554496/),
      expect.stringMatching(/holds about 1 complete edit unit of the 2/),
    ]);
  });

  it("survives every truncation of a real file with a partial result or a ProbeError", async () => {
    const bytes = fixtureBytes("bmx__sample.mxf");
    for (let size = 16; size < 8192; size += 97) {
      const outcome = await probe(new MemorySource(bytes.subarray(0, size), "cut.mxf")).catch((error: Error) => error);
      if (outcome instanceof Error) expect(outcome.name).toBe("ProbeError");
      else expect(ContainerProbe.safeParse(outcome).success).toBe(true);
    }
  });
});
