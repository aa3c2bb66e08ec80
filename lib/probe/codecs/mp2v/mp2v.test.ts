import { describe, expect, it } from "vitest";
import { VideoStream } from "../../schema";
import { ffprobeStream, mediainfoTrack, transportStreamElementaryStream } from "../testing/node-fixtures";
import { findMpeg2VideoHeaders, mpeg2VideoCodec } from ".";

const SD_422 = "gen__mpeg2_422_576i_mp2eng_tc.ts";
const DVB_SD = "tsduck__test-025.ts";

describe("MPEG-2 video headers", () => {
  it("reads a 4:2:2 interlaced 16:9 stream with a GOP time code as the references describe it", () => {
    const diagnostics: string[] = [];
    const stream = mpeg2VideoCodec.parse(transportStreamElementaryStream(SD_422, 256, 2), diagnostics);
    const ffprobe = ffprobeStream(SD_422, 256);
    const mediainfo = mediainfoTrack(SD_422, "Video", 256);
    expect(diagnostics).toEqual([]);
    expect(VideoStream.parse(stream)).toEqual(stream);
    expect(stream).toMatchObject({
      format: "mp2v",
      width: ffprobe.width,
      height: ffprobe.height,
      sample_rate: { numerator: 25, denominator: 1 }, // ffprobe r_frame_rate "25/1"
      pixel_aspect_ratio: { numerator: 64, denominator: 45 }, // ffprobe sample_aspect_ratio "64:45"
      field_order: "tff", // ffprobe "tt", MediaInfo ScanOrder "TFF"
      bit_rate: Number(mediainfo.BitRate_Maximum),
      chroma_subsampling: { horizontal: 2, vertical: 1 }, // MediaInfo ChromaSubsampling "4:2:2"
      chroma_location: "cosited", // ffprobe "topleft": every chroma sample on a luma sample
      bit_depth: Number(mediainfo.BitDepth),
      video_range: "narrow", // ffprobe color_range "tv"
      properties: {
        MpegTimeCode: mediainfo.TimeCode_FirstFrame, // "10:00:00:00", from the ffmpeg -timecode option
        Mpeg2ProfileAndLevel: `${mediainfo.Format_Profile}@${mediainfo.Format_Level}`,
        MpegVbvBufferSize: Number(mediainfo.BufferSize) * 8, // MediaInfo counts bytes, 13818-2 bits
      },
    });
    expect(stream?.extension?.[0]).toEqual({
      type: "mp2v",
      horizontal_size_value: 720,
      vertical_size_value: 576,
      aspect_ratio_information: 3, // 16:9 (Table 6-3)
      frame_rate_code: 3, // 25 Hz (Table 6-4)
      bit_rate_value: 12500, // 5 Mb/s ÷ 400
      vbv_buffer_size_value: 112, // -bufsize 1835k → 1 835 008 bits ÷ 16 384
      load_intra_quantizer_matrix_flag: false,
      load_non_intra_quantizer_matrix_flag: false,
      profile_and_level_indication: 0x85, // 4:2:2@Main (Table 8-4)
      progressive_sequence: false,
      chroma_format: 2,
      horizontal_size_extension: 0,
      vertical_size_extension: 0,
      bit_rate_extension: 0,
      vbv_buffer_size_extension: 0,
      low_delay: false,
      frame_rate_extension_n: 0,
      frame_rate_extension_d: 0,
      drop_frame_flag: false,
      time_code_hours: 10,
      time_code_minutes: 0,
      time_code_seconds: 0,
      time_code_pictures: 0,
      closed_gop: mediainfo.Gop_OpenClosed_FirstFrame === "Closed",
      broken_link: false,
      $annotation: {
        type: "MPEG-2 video sequence header (ISO/IEC 13818-2)",
        profile_and_level_indication: "4:2:2@Main",
        chroma_format: "4:2:2",
      },
    });
    expect(stream?.$annotation).toMatchObject({
      format: "MPEG-2 Video",
      sample_rate: "25 fps",
      bit_rate: "5.0 Mb/s",
      chroma_subsampling: "4:2:2",
    });
  });

  it("reads a broadcast 4:2:0 stream that loads its own non-intra quantiser matrix", () => {
    const stream = mpeg2VideoCodec.parse(transportStreamElementaryStream(DVB_SD, 4096, 40), []);
    const ffprobe = ffprobeStream(DVB_SD, 4096);
    const mediainfo = mediainfoTrack(DVB_SD, "Video", 4096);
    expect(stream).toMatchObject({
      width: ffprobe.width,
      height: ffprobe.height,
      bit_rate: Number(ffprobe.bit_rate),
      pixel_aspect_ratio: { numerator: 64, denominator: 45 },
      chroma_subsampling: { horizontal: 2, vertical: 2 },
      chroma_location: ffprobe.chroma_location, // "left": 13818-2 Figure 6-1
      properties: { MpegTimeCode: mediainfo.TimeCode_FirstFrame, Mpeg2ProfileAndLevel: "Main@Main" },
      extension: [{ load_non_intra_quantizer_matrix_flag: true, profile_and_level_indication: 0x48 }],
    });
  });

  it("reports a sequence header cut short and returns nothing usable without one", () => {
    const es = transportStreamElementaryStream(SD_422, 256, 1);
    const sequenceHeaderAt = es.findIndex(
      (_, i) => es[i] === 0 && es[i + 1] === 0 && es[i + 2] === 1 && es[i + 3] === 0xb3,
    );
    const diagnostics: string[] = [];
    expect(mpeg2VideoCodec.parse(es.subarray(0, sequenceHeaderAt + 8), diagnostics)).toBeUndefined();
    expect(diagnostics).toEqual(["MPEG-2 video: header with start code 0xb3 is truncated"]);
    expect(findMpeg2VideoHeaders(es.subarray(sequenceHeaderAt + 4), [])).toBeUndefined();
  });
});
