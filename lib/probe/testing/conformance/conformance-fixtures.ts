// The corpus files compared with ffprobe and MediaInfo (fixtures/media/reference). Each container's
// engineers add their files here; `match` says how our streams pair with the references' streams.
// "packages/NAME/FILE" is a track file of a package in fixtures/media/packages.

export type StreamMatch =
  /** Transport streams: the PID (ours Mpeg2TransportStreamPid, ffprobe id, MediaInfo ID). */
  | "pid"
  /** Program streams: stream_id, or sub_stream_id inside private_stream_1 (MediaInfo "189-128"). */
  | "stream-id"
  /** Anything else: the n-th video, audio or subtitle stream. */
  | "order";

export interface ConformanceFixture {
  file: string;
  match: StreamMatch;
}

export const CONFORMANCE_FIXTURES: readonly ConformanceFixture[] = [
  { file: "exif__M2TS.mts", match: "pid" },
  { file: "gen__h264_ac3.ts", match: "pid" },
  { file: "gen__h264_ac3_192byte.m2ts", match: "pid" },
  { file: "gen__mpeg2_422_576i_mp2eng_tc.ts", match: "pid" },
  { file: "gen__mpeg2_s302m_24bit.ts", match: "pid" },
  { file: "muxjs__test-middle-pat-pmt.ts", match: "pid" },
  { file: "muxjs__test-segment.ts", match: "pid" },
  { file: "tsduck__test-018.ts", match: "pid" },
  { file: "tsduck__test-025.ts", match: "pid" },
  { file: "tsduck__test-026.ts", match: "pid" },
  { file: "tsduck__test-064.ts", match: "pid" },
  { file: "tsduck__test-100.2.ts", match: "pid" },
  { file: "tsduck__test-101.ts", match: "pid" },
  { file: "tsduck__test-137.ts", match: "pid" },
  { file: "tsduck__test-148.ts", match: "pid" },
  { file: "tsduck__test-012.ts", match: "pid" },
  { file: "tsduck__test-021.ts", match: "pid" },
  { file: "tsduck__test-023b.ts", match: "pid" },
  { file: "tsduck__test-030.ts", match: "pid" },
  { file: "tsduck__test-032.1.ts", match: "pid" },
  { file: "tsduck__test-041.ts", match: "pid" },
  { file: "tsduck__test-043.pmtvct.ts", match: "pid" },
  { file: "tsduck__test-044.aa.ts", match: "pid" },
  { file: "tsduck__test-049.ts", match: "pid" },
  { file: "tsduck__test-050.eas1.ts", match: "pid" },
  { file: "tsduck__test-052.ts", match: "pid" },
  { file: "tsduck__test-091.ts", match: "pid" },
  { file: "tsduck__test-097.ts", match: "pid" },
  { file: "tsduck__test-100.1.ts", match: "pid" },
  { file: "tsduck__test-103.ts", match: "pid" },
  { file: "tsduck__test-120.ts", match: "pid" },
  { file: "tsduck__test-134.ts", match: "pid" },
  { file: "tsduck__test-138.ts", match: "pid" },
  { file: "tsduck__test-142.ts", match: "pid" },
  { file: "tsduck__test-146.ts", match: "pid" },
  { file: "tsduck__test-181.ts", match: "pid" },
  { file: "tsduck__test-182.1.ts", match: "pid" },
  { file: "tsduck__test-186.1.ts", match: "pid" },
  { file: "tsduck__test-202.ts", match: "pid" },
  { file: "tsduck__test-208.1.ts", match: "pid" },
  { file: "dmg__corrupt_mid_test-segment.ts", match: "pid" },
  { file: "dmg__trunc_test-025_600077B.ts", match: "pid" },
  { file: "ccx__Three colors explicit and special character example.ts", match: "pid" },
  { file: "capinsp__BigBuckBunny_256x144-24fps.ts", match: "pid" },
  { file: "subedit__sample_TS_dvbsub_rs204.ts", match: "pid" },
  { file: "membrane__scte35.ts", match: "pid" },
  { file: "gen__dvd_mpeg2_ac3_ps.mpg", match: "stream-id" },
  { file: "gen__h264_annexb.264", match: "order" },
  { file: "pmi__aac_he_v2.aac", match: "order" },
  { file: "croscodecs__test-25fps-interlaced.h264", match: "order" },
  { file: "openh264__VID_1920x1080_cabac_temporal_direct.264", match: "order" },
  { file: "streampack__aac.latm", match: "order" },
  { file: "dlbmp4__5ch_dd_25fps_channel_id.ac3", match: "order" },
  { file: "dlbmp4__7ch_ddp_25fps_channel_id.ec3", match: "order" },
  { file: "libmpegh__sine_1khz_cicp6.mhas", match: "order" },
  { file: "bmx__sample.mxf", match: "order" },
  { file: "exif__MXF.mxf", match: "order" },
  { file: "photon__WAV_060fe563-18d5-48d4-9148-1bfba4262ae2.mxf", match: "order" },
  { file: "regxml__indirect.mxf", match: "order" },
  { file: "regxml__open-incomplete-header.mxf", match: "order" },
  { file: "regxml__video1.mxf", match: "order" },
  { file: "dmg__trunc_bmx_sample_60pct.mxf", match: "order" },
  { file: "packages/photon__HT_IMP/VIDEO_6ed567b7-c030-46d6-9c1c-0f09bab4b962.mxf", match: "order" },
  { file: "packages/photon__HT_IMP/AUDIO_b285d8f3-0294-4207-8ea8-4f0b72314213.mxf", match: "order" },
  { file: "bmx__adm_1.wav", match: "order" },
  { file: "gen__bwf_pcm24_bext.wav", match: "order" },
  { file: "exif__DV.dv", match: "order" },
  { file: "pmi__sample.mp4", match: "order" },
  { file: "exif__QuickTime.mov", match: "order" },
  { file: "gen__prores_proxy_pcm_tc.mov", match: "order" },
  { file: "muxjs__dash-608-captions-init.mp4", match: "order" },
  { file: "dmg__mp4_named_as.ts", match: "order" },
  { file: "dmg__trunc_sample_mp4_half.mp4", match: "order" },
  { file: "ebml__test.webm", match: "order" },
  { file: "gen__vp9_opus.webm", match: "order" },
  { file: "pmi__sample.mkv", match: "order" },
];
