// Why we differ from a reference, written down once per place. `npm run conformance` and the conformance
// test read this table; a disagreement without a reason fails the test, and so does a reason that no
// longer matches any disagreement.
import type { Field } from "./node-compare";

interface ReasonBase {
  file: string;
  /** A stream key as the conformance table prints it ("pid 257", "audio 0"); absent: every stream of the file. */
  stream?: string;
  field: Field;
  reason: string;
}

/** We disagree with one reference where the two references disagree with each other. */
export interface OneReferenceReason extends ReasonBase {
  reference: "ffprobe" | "mediainfo";
}

/**
 * ffprobe and MediaInfo agree and both are wrong. Only a duration can be excused so, and only with
 * evidence that the test checks: the reference's own list of the stream's frames (ffprobe -show_packets,
 * fixtures/media/reference/ffprobe-packets), whose span must be what we report.
 */
export interface ReferencesWrongReason extends ReasonBase {
  reference: "both";
  verdict: "references are wrong";
  field: "duration";
  evidence: { ffprobePackets: string };
}

/**
 * ffprobe and MediaInfo agree and we are wrong: a gap of the prober, listed so that it stays visible.
 * The conformance test accepts exactly the gaps listed in KNOWN_GAPS_ACCEPTED and no other.
 */
export interface KnownGapReason extends ReasonBase {
  reference: "both";
  verdict: "known gap";
}

export type Reason = OneReferenceReason | ReferencesWrongReason | KnownGapReason;

const MEDIAINFO_FROM_FIRST_GOP =
  "We and ffprobe agree: the PTS span of the stream plus its last frame. MediaInfo reports about one GOP less, " +
  "consistent with timing from the first frame it can decode (after a sequence header / IDR) rather than from the first PTS.";

const SEGMENT_LAST_PES =
  "The last AAC PES packet (PTS 859518) holds 18 whole ADTS frames of 1024 samples at 44.1 kHz (0.418 s): the stream " +
  "lasts 8.568 s, as we report by counting them. ffprobe's own packet list shows the same 18 frames (1.400 s to " +
  "9.945 s + 23.2 ms), yet its stream duration adds one frame to the last PTS (8.173 s); MediaInfo gives 8.150 s.";

/** The evidence of a "references are wrong" reason: ffprobe's list of the stream's frames. */
const packets = (file: string) => ({ ffprobePackets: `${file}.csv` });

const QUICKTIME_PREVIEW_PICTURE =
  "Not a track: an 8x8 JPEG preview picture in the movie's metadata, which ffprobe lists as a stream (disposition " +
  "attached_pic). MediaInfo and we list the movie's two tracks only.";

const PICTURES_TAKEN_FOR_MP3 =
  "The PID's PES packets have stream_id 0xE0 (a video stream, ISO/IEC 13818-1 table 2-22) and their payload starts " +
  "with a picture_start_code (00 00 01 00) followed by a picture coding extension (00 00 01 B5 8x): MPEG-2 video " +
  'pictures. Without a PMT, ffprobe guesses MP3 from the bytes and logs "Header missing" (0 Hz, 0 channels).';

const ONE_PICTURE_NO_FRAME_RATE =
  "The stream holds a single PES packet and no sequence parameters, so the length of its one picture, hence the " +
  "stream's duration, is unknown; ffprobe's 0.000 s is the span of that one timestamp, not a duration.";

const PICTURES_TAKEN_FOR_MP3_SPAN =
  "Two MPEG-2 pictures 40 ms apart and no sequence header: the last picture's length is unknown, so the stream's " +
  "duration is too. ffprobe, taking the pictures for MP3 frames of unknown length, reports the gap between the two PTS.";

export const REASONS: readonly Reason[] = [
  {
    file: "bmx__sample.mxf",
    stream: "video 0",
    field: "height",
    reference: "mediainfo",
    reason:
      "D-10 stores 608 lines (StoredHeight 304 per field); the descriptor displays 576 of them from line 32. We report the " +
      "608 sampled lines, as ffprobe does, with clean_aperture top 32: MediaInfo's Height 576 and Height_Offset 32.",
  },
  {
    file: "dmg__trunc_bmx_sample_60pct.mxf",
    stream: "video 0",
    field: "height",
    reference: "mediainfo",
    reason: "The first 333359 bytes of bmx__sample.mxf: the same 608 sampled lines with a 576-line display rectangle.",
  },
  {
    file: "regxml__indirect.mxf",
    stream: "video 0",
    field: "duration",
    reference: "mediainfo",
    reason:
      "The header metadata declares 750 frames but the file holds one 753664-byte frame, which the footer's index table " +
      "(IndexDuration 1) covers: we report that frame, as ffprobe does, with a diagnostic; MediaInfo repeats the 30 s declared.",
  },
  {
    file: "gen__h264_ac3_192byte.m2ts",
    stream: "pid 4352",
    field: "duration",
    reference: "ffprobe",
    reason:
      "ffprobe's stream duration leaves out the frames of the last PES packet (2 AC-3 frames, 64 ms); we and MediaInfo count them.",
  },
  {
    file: "muxjs__test-middle-pat-pmt.ts",
    stream: "pid 257",
    field: "duration",
    reference: "ffprobe",
    reason:
      "ffprobe counts one AAC frame for the last PES packet, which holds several; we estimate it from its size (0.647 s).",
  },
  {
    file: "muxjs__test-middle-pat-pmt.ts",
    stream: "pid 257",
    field: "duration",
    reference: "mediainfo",
    reason:
      "MediaInfo reads the streams only from the PAT/PMT in the middle of this 12 KiB segment (0.092 s); we also read the PES packets before them.",
  },
  ...(["muxjs__test-segment.ts", "dmg__corrupt_mid_test-segment.ts"] as const).map((file): Reason => ({
    file,
    stream: "pid 257",
    field: "duration",
    reference: "both",
    verdict: "references are wrong",
    reason: SEGMENT_LAST_PES,
    evidence: packets(file),
  })),
  { file: "tsduck__test-025.ts", field: "duration", reference: "mediainfo", reason: MEDIAINFO_FROM_FIRST_GOP },
  {
    file: "dmg__trunc_test-025_600077B.ts",
    field: "duration",
    reference: "mediainfo",
    reason: MEDIAINFO_FROM_FIRST_GOP,
  },
  {
    file: "tsduck__test-026.ts",
    stream: "pid 120",
    field: "duration",
    reference: "mediainfo",
    reason: MEDIAINFO_FROM_FIRST_GOP,
  },
  {
    file: "tsduck__test-137.ts",
    stream: "pid 121",
    field: "duration",
    reference: "mediainfo",
    reason: MEDIAINFO_FROM_FIRST_GOP,
  },
  {
    file: "tsduck__test-026.ts",
    stream: "pid 130",
    field: "duration",
    reference: "ffprobe",
    reason:
      "The capture cuts the last E-AC-3 PES packet after 2 of its 6 frames (ffprobe's packet list ends with a 52-byte " +
      "fragment of a third): we count the 32 whole frames of 32 ms (1.024 s), as MediaInfo does; ffprobe's stream " +
      "duration leaves the packet out (0.960 s).",
  },
  {
    file: "tsduck__test-137.ts",
    stream: "pid 122",
    field: "duration",
    reference: "ffprobe",
    reason:
      "The AAC PID has PES headers but no AAC frame in this file (ffprobe: 0 Hz, 0 channels): without a sample rate there is no duration in samples.",
  },
  {
    file: "tsduck__test-100.2.ts",
    stream: "pid 482",
    field: "duration",
    reference: "ffprobe",
    reason:
      "The AAC PID carries no AAC frame in this fragment (ffprobe: 0 Hz, 0 channels): without a sample rate there is no duration in samples.",
  },
  {
    file: "tsduck__test-101.ts",
    stream: "pid 325",
    field: "codec",
    reference: "ffprobe",
    reason:
      "Known gap: ARIB STD-B24 captions (stream_type 0x06 with an ARIB data_component_descriptor) are listed under data, not subtitle.",
  },
  ...(["codec", "width", "height", "duration"] as const).map((field): Reason => ({
    file: "exif__QuickTime.mov",
    stream: "video 1",
    field,
    reference: "ffprobe",
    reason: QUICKTIME_PREVIEW_PICTURE,
  })),
  {
    file: "tsduck__test-052.ts",
    stream: "pid 97",
    field: "codec",
    reference: "ffprobe",
    reason: PICTURES_TAKEN_FOR_MP3,
  },
  { file: "tsduck__test-142.ts", field: "codec", reference: "ffprobe", reason: PICTURES_TAKEN_FOR_MP3 },
  { file: "tsduck__test-142.ts", field: "duration", reference: "ffprobe", reason: PICTURES_TAKEN_FOR_MP3_SPAN },
  {
    file: "tsduck__test-097.ts",
    stream: "pid 120",
    field: "duration",
    reference: "ffprobe",
    reason: ONE_PICTURE_NO_FRAME_RATE,
  },
  {
    file: "tsduck__test-146.ts",
    stream: "pid 2012",
    field: "duration",
    reference: "ffprobe",
    reason: ONE_PICTURE_NO_FRAME_RATE,
  },
  {
    file: "tsduck__test-100.1.ts",
    stream: "pid 258",
    field: "duration",
    reference: "ffprobe",
    reason:
      "The PMT announces PID 258 but the capture holds no packet of it: there is no timestamp to measure. ffprobe gives " +
      "the stream the container's duration (0.017 s, its format duration, the video's one picture).",
  },
  {
    file: "muxjs__dash-608-captions-init.mp4",
    stream: "video 0",
    field: "duration",
    reference: "ffprobe",
    reason:
      "An initialization segment holds no samples, so ffprobe counts 0 s. Its headers declare the presentation the media " +
      "segments make (tkhd 300 s, mvhd and mehd 300.032 s): we report the track header's, as MediaInfo does.",
  },
  {
    file: "subedit__sample_TS_dvbsub_rs204.ts",
    stream: "pid 256",
    field: "duration",
    reference: "mediainfo",
    reason:
      "PID 256 carries 30 PES packets, one MPEG-2 picture each (30 picture_start_codes), with PTS 0.2 s apart from the " +
      "first: 29 steps plus the last picture's 0.2 s at 5 fps make 6.000 s, as ffprobe and we report. MediaInfo's " +
      "5.200 s is 26 pictures.",
  },
  {
    file: "croscodecs__test-25fps-interlaced.h264",
    stream: "video 0",
    field: "frame_rate",
    reference: "mediainfo",
    reason:
      "The SPS's VUI gives time_scale 50 and num_units_in_tick 1: 25 frames/s (ITU-T H.264 E.2.1), as ffprobe and the " +
      "file name say. MediaInfo's 69.444 fps is its 250 pictures over its 3.600 s.",
  },
  {
    file: "croscodecs__test-25fps-interlaced.h264",
    stream: "video 0",
    field: "duration",
    reference: "mediainfo",
    reason:
      "The stream holds 250 access units (1 IDR and 249 non-IDR coded slices with first_mb_in_slice 0, frame pictures of " +
      "an MBAFF sequence): 10.000 s at 25 fps. MediaInfo's 3.600 s matches neither count nor rate (see frame_rate).",
  },
  {
    file: "openh264__VID_1920x1080_cabac_temporal_direct.264",
    stream: "video 0",
    field: "frame_rate",
    reference: "mediainfo",
    reason:
      "The SPS's VUI gives time_scale 50 and num_units_in_tick 1: 25 frames/s (ITU-T H.264 E.2.1), as ffprobe reads it. " +
      "MediaInfo's 24.545 fps is its 54 pictures over its 2.200 s.",
  },
  {
    file: "livesim2__dolby-ac4_init.mp4",
    stream: "audio 0",
    field: "duration",
    reference: "ffprobe",
    reason:
      "An initialization segment holds no samples, so ffprobe counts 0 s. Its headers declare the presentation the media " +
      "segments make (tkhd and mehd 28.629 s): we report the track header's, as MediaInfo does.",
  },
  {
    file: "livesim2__mhm1_64kbps_per_signal_init.mp4",
    stream: "audio 0",
    field: "duration",
    reference: "both",
    verdict: "known gap",
    reason:
      "An initialization segment with no samples whose tkhd, mdhd and mvhd say 0 and which has no mehd: both references " +
      "report 0 s; we report no duration, since 0 in a fragmented movie's headers means the fragments carry the timing " +
      "(ISO/IEC 14496-12 8.8), not that the presentation is empty.",
  },
  ...(["codec", "width", "height", "duration"] as const).map((field): Reason => ({
    file: "mp4parser__test.m4p",
    stream: "video 0",
    field,
    reference: "ffprobe",
    reason:
      "Not a track: the iTunes cover art (a 600x595 JPEG in the 'covr' item of the movie's metadata), which ffprobe lists " +
      "as a stream (disposition attached_pic). MediaInfo and we list the movie's one audio track.",
  })),
];

/** The only both-agree disagreements in which we are wrong that the conformance test lets pass. */
export const KNOWN_GAPS_ACCEPTED: readonly string[] = ["livesim2__mhm1_64kbps_per_signal_init.mp4 duration"];
