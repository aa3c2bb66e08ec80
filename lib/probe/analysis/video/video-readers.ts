// The unit reader of each video coding the analysis pass reads, by the probe's format code, and the bytes
// of a unit it keeps: every header the readers parse fits (an SPS with scaling lists, SEI with captions).
// Each reader takes display order from PTS or, where the container has none, from the bitstream.
import { H264VideoUnits } from "./h264-video-units";
import { HevcVideoUnits } from "./hevc-video-units";
import { Mpeg2VideoUnits } from "./mpeg2-video-units";
import type { DisplayOrderSource, VideoAnalysisSinks, VideoUnitReader } from "./video-unit-reader";

export const UNIT_CAPACITY = 4096;

export const VIDEO_READERS: Record<
  string,
  new (sinks: VideoAnalysisSinks, displayOrder?: DisplayOrderSource) => VideoUnitReader
> = {
  mp2v: Mpeg2VideoUnits,
  // MPEG-1 video has the same group_of_pictures_header and picture_header (ISO/IEC 11172-2 2.4.2.4, 2.4.2.5),
  // without extensions: every picture a frame.
  mp1v: Mpeg2VideoUnits,
  avc1: H264VideoUnits,
  hvc1: HevcVideoUnits,
};
