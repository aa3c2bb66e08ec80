import { describe, expect, it } from "vitest";
import { VideoStream } from "../../schema";
import { annexBNalUnits } from "../nal/annex-b";
import { ffprobeStream, fixtureBytes, mediainfoTrack, transportStreamElementaryStream } from "../testing/node-fixtures";
import { avcCodec, parseAvcSequenceParameterSet } from ".";

const RAW = "gen__h264_annexb.264";

describe("H.264 sequence parameter set", () => {
  it("reads a raw Annex B stream as both references do", () => {
    const diagnostics: string[] = [];
    const stream = avcCodec.parse(fixtureBytes(RAW), diagnostics);
    const ffprobe = ffprobeStream(RAW, 0);
    expect(diagnostics).toEqual([]);
    expect(VideoStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: "avc1",
      width: ffprobe.width,
      height: ffprobe.height,
      sample_rate: { numerator: 25, denominator: 1 }, // ffprobe r_frame_rate "25/1"
      field_order: ffprobe.field_order,
      pixel_aspect_ratio: { numerator: 1, denominator: 1 },
      bit_depth: 8,
      chroma_subsampling: { horizontal: 2, vertical: 2 }, // pix_fmt yuv420p
      chroma_location: ffprobe.chroma_location,
      properties: { AvcProfileAndLevel: `${ffprobe.profile}@L${Number(ffprobe.level) / 10}` },
    });
    expect(stream?.extension?.[0]).toMatchObject({ type: "avc1", profile_idc: 100, pic_width_in_mbs_minus1: 19 });
  });

  it("crops 1088 coded lines to 1080 and reports the crop as clean_aperture", () => {
    const file = "tsduck__test-064.ts";
    const stream = avcCodec.parse(transportStreamElementaryStream(file, 256, 3), []);
    const ffprobe = ffprobeStream(file, 256);
    expect(stream).toMatchObject({
      width: ffprobe.width,
      height: ffprobe.height,
      clean_aperture: { left: 0, right: 0, top: 0, bottom: 8 }, // frame_crop_bottom_offset 4 × CropUnitY 2
      sample_rate: { numerator: 30, denominator: 1 },
      properties: { AvcProfileAndLevel: "Constrained Baseline@L4" }, // ffprobe profile, level 40
    });
  });

  it("reads a non-square sample aspect ratio and odd cropped width", () => {
    const file = "muxjs__test-segment.ts";
    const stream = avcCodec.parse(transportStreamElementaryStream(file, 256, 3), []);
    const ffprobe = ffprobeStream(file, 256);
    expect(stream).toMatchObject({
      width: ffprobe.width, // 388: 400 coded − frame_crop_right_offset 6 × 2
      height: ffprobe.height,
      pixel_aspect_ratio: { numerator: 237, denominator: 235 }, // ffprobe sample_aspect_ratio "237:235"
      sample_rate: { numerator: 15, denominator: 1 },
    });
  });

  it("gives the frame rate the VUI codes, not a rounded guess", () => {
    const file = "muxjs__test-middle-pat-pmt.ts";
    const stream = avcCodec.parse(transportStreamElementaryStream(file, 256, 3), []);
    // The SPS codes time_scale 5994 / (2 × num_units_in_tick 100) = 29.97 fps exactly; ffprobe's r_frame_rate
    // 30000/1001 is its guess of the nearest standard rate; MediaInfo reports no frame rate for this stream.
    expect(stream?.sample_rate).toEqual({ numerator: 2997, denominator: 100 });
    expect(ffprobeStream(file, 256).r_frame_rate).toBe("30000/1001");
    expect(mediainfoTrack(file, "Video", 256).FrameRate).toBeUndefined();
  });

  it("finds the field order of interlaced 1080i from the pic_timing SEI and the colour description", () => {
    const file = "tsduck__test-026.ts";
    const stream = avcCodec.parse(transportStreamElementaryStream(file, 120, 30), []);
    const ffprobe = ffprobeStream(file, 120);
    expect(ffprobe.field_order).toBe("tt");
    expect(stream).toMatchObject({
      width: 1920,
      height: 1080,
      field_order: "tff",
      sample_rate: { numerator: 25, denominator: 1 },
      color_primaries: 1, // ffprobe "bt709"
      transfer_characteristics: 1,
      matrix_coefficients: 1,
      video_range: "narrow", // ffprobe color_range "tv"
    });
    expect(stream?.$annotation?.color_primaries).toBe("BT.709");
  });

  it("parses an SPS NAL unit on its own, as an avcC box holds it", () => {
    const sps = [...annexBNalUnits(fixtureBytes(RAW))].find((nal) => (nal[0]! & 0x1f) === 7)!;
    expect(parseAvcSequenceParameterSet(sps)).toMatchObject({
      profile_idc: 100,
      level_idc: 13,
      frame_mbs_only_flag: true,
    });
  });

  it("turns a truncated SPS into a diagnostic, not an exception", () => {
    const bytes = fixtureBytes(RAW);
    const spsStart = bytes.findIndex((_, i) => bytes[i] === 0 && bytes[i + 1] === 1 && (bytes[i + 2]! & 0x1f) === 7);
    const diagnostics: string[] = [];
    expect(avcCodec.parse(bytes.subarray(0, spsStart + 6), diagnostics)).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatch(/^H\.264: NAL unit of type 7 is truncated/);
  });
});
