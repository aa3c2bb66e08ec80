import { describe, expect, it } from "vitest";
import { VideoStream } from "../../schema";
import { annexBNalUnits } from "../nal/annex-b";
import { ffprobeStream, mediainfoTrack, transportStreamElementaryStream } from "../testing/node-fixtures";
import { hevcCodec, parseHevcSequenceParameterSet, parseHevcVideoParameterSet } from ".";

const MAIN10 = "tsduck__test-100.2.ts";
const MAIN = "tsduck__test-137.ts";

describe("HEVC parameter sets", () => {
  it("reads a Main 10 2160p50 stream with a colour description", () => {
    const diagnostics: string[] = [];
    const stream = hevcCodec.parse(transportStreamElementaryStream(MAIN10, 481, 3), diagnostics);
    const ffprobe = ffprobeStream(MAIN10, 481);
    const mediainfo = mediainfoTrack(MAIN10, "Video", 481);
    expect(diagnostics).toEqual([]);
    expect(VideoStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: "hvc1",
      width: ffprobe.width,
      height: ffprobe.height,
      sample_rate: { numerator: 50, denominator: 1 }, // ffprobe r_frame_rate "50/1"
      field_order: "progressive",
      pixel_aspect_ratio: { numerator: 1, denominator: 1 },
      bit_depth: Number(mediainfo.BitDepth), // 10: pix_fmt yuv420p10le
      chroma_subsampling: { horizontal: 2, vertical: 2 },
      chroma_location: ffprobe.chroma_location,
      color_primaries: 1, // ffprobe "bt709"
      transfer_characteristics: 1,
      matrix_coefficients: 1,
      video_range: "narrow", // ffprobe color_range "tv"
      reference_black: 64, // 16 × 2^(10−8), H.273 equation for narrow range
      reference_white: 940,
      properties: { HevcProfileAndLevel: `${ffprobe.profile}@L${Number(ffprobe.level) / 30}@Main` },
    });
    expect(stream?.$annotation).toMatchObject({
      format: "HEVC (H.265)",
      sample_rate: "50 fps",
      color_primaries: "BT.709",
    });
  });

  it("reads a Main 2160p25 stream that sends no colour description", () => {
    const stream = hevcCodec.parse(transportStreamElementaryStream(MAIN, 121, 3), []);
    const ffprobe = ffprobeStream(MAIN, 121);
    expect(ffprobe.color_primaries).toBeUndefined();
    expect(stream).toMatchObject({
      width: 3840,
      height: 2160,
      sample_rate: { numerator: 25, denominator: 1 },
      bit_depth: 8,
    });
    expect(stream?.color_primaries).toBeUndefined();
    expect(stream?.properties).toEqual({ HevcProfileAndLevel: "Main@L5@Main" }); // general_level_idc 150 = 5 × 30
  });

  it("parses VPS and SPS NAL units on their own, as an hvcC box holds them", () => {
    const units = [...annexBNalUnits(transportStreamElementaryStream(MAIN10, 481, 1))];
    const vps = units.find((nal) => nal[0]! >> 1 === 32)!;
    const sps = units.find((nal) => nal[0]! >> 1 === 33)!;
    expect(parseHevcVideoParameterSet(vps).profile_tier_level).toMatchObject({
      general_profile_idc: 2,
      general_level_idc: 153,
    });
    expect(parseHevcSequenceParameterSet(sps)).toMatchObject({
      pic_width_in_luma_samples: 3840,
      bit_depth_luma_minus8: 2,
    });
  });

  it("turns a truncated SPS into a diagnostic, not an exception", () => {
    const es = transportStreamElementaryStream(MAIN10, 481, 1);
    const spsAt = es.findIndex((_, i) => es[i] === 0 && es[i + 1] === 1 && es[i + 2]! >> 1 === 33);
    const diagnostics: string[] = [];
    expect(hevcCodec.parse(es.subarray(0, spsAt + 20), diagnostics)).toBeUndefined();
    expect(diagnostics[0]).toMatch(/^HEVC: NAL unit of type 33 is truncated/);
  });
});
