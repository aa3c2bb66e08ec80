// Test and benchmark packages, made by ffmpeg's hls and dash muxers in a temporary folder; what each
// is made of (sizes, rates, durations, languages) is stated here, so tests expect it from the recipe.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const IMF_PACKAGE = path.resolve("fixtures/media/packages/photon__HT_IMP");

/** A new empty folder under the system's temporary directory. */
export function temporaryFolder(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `broadmark-${prefix}-`));
}

function ffmpeg(folder: string, args: string[]): void {
  mkdirSync(folder, { recursive: true });
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { cwd: folder });
}

/** The two-rendition ladder every recipe encodes: 320x180 and 160x90 at 25 fps, 48 kHz AAC. */
function ladderInputs(seconds: number): string[] {
  return [
    ...[
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=320x180:rate=25",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=1000:sample_rate=48000",
      "-t",
      String(seconds),
    ],
    ...["-filter_complex", "[0:v]split=2[v1][v2];[v2]scale=160:90[v2o]", "-map", "[v1]", "-map", "[v2o]"],
    ...[
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-g",
      "50",
      "-b:v:0",
      "300k",
      "-b:v:1",
      "100k",
      "-c:a",
      "aac",
      "-ac",
      "2",
      "-b:a",
      "64k",
    ],
  ];
}

/** HLS, MPEG-TS segments of 2 s, audio muxed into each variant: master.m3u8, out_0/ (320x180), out_1/ (160x90). */
export function hlsTransportStreamLadder(seconds = 10, folder = temporaryFolder("hls-ts")): string {
  ffmpeg(folder, [
    ...ladderInputs(seconds),
    ...["-map", "1:a", "-map", "1:a", "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod"],
    ...[
      "-var_stream_map",
      "v:0,a:0 v:1,a:1",
      "-master_pl_name",
      "master.m3u8",
      "-hls_segment_filename",
      "out_%v/seg_%03d.ts",
      "out_%v/index.m3u8",
    ],
  ]);
  return folder;
}

/** HLS, fMP4 segments with init segments, one AUDIO rendition (LANGUAGE "ger", 2 channels) shared by both variants. */
export function hlsFragmentedLadder(seconds = 10, folder = temporaryFolder("hls-fmp4")): string {
  ffmpeg(folder, [
    ...ladderInputs(seconds),
    ...["-map", "1:a", "-f", "hls", "-hls_time", "2", "-hls_playlist_type", "vod", "-hls_segment_type", "fmp4"],
    ...["-var_stream_map", "v:0,agroup:aud v:1,agroup:aud a:0,agroup:aud,language:ger,name:Deutsch"],
    ...[
      "-master_pl_name",
      "master.m3u8",
      "-hls_fmp4_init_filename",
      "init.mp4",
      "-hls_segment_filename",
      "out_%v/seg_%03d.m4s",
      "out_%v/index.m3u8",
    ],
  ]);
  return folder;
}

/** A live HLS Media Playlist: 160x90 at 25 fps, 10 s in 1 s segments, the last 3 listed, no EXT-X-ENDLIST. */
export function hlsLivePlaylist(folder = temporaryFolder("hls-live")): string {
  ffmpeg(folder, [
    ...[
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=160x90:rate=25",
      "-t",
      "10",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-g",
      "25",
    ],
    ...["-f", "hls", "-hls_time", "1", "-hls_list_size", "3", "-hls_flags", "omit_endlist", "live.m3u8"],
  ]);
  return folder;
}

/** DASH, SegmentTemplate with SegmentTimeline, 2 s segments: manifest.mpd, video AdaptationSet (2 Representations), audio. */
export function dashTemplateLadder(seconds = 10, folder = temporaryFolder("dash")): string {
  ffmpeg(folder, [
    ...ladderInputs(seconds),
    ...["-map", "1:a", "-f", "dash", "-seg_duration", "2", "-use_template", "1", "-use_timeline", "1"],
    ...["-adaptation_sets", "id=0,streams=v id=1,streams=a", "manifest.mpd"],
  ]);
  return folder;
}

/** DASH, one file per Representation addressed by SegmentList byte ranges: 160x90 25 fps video, 44.1 kHz mono AAC, 6 s. */
export function dashSegmentListPackage(folder = temporaryFolder("dash-list")): string {
  ffmpeg(folder, [
    ...["-f", "lavfi", "-i", "testsrc2=size=160x90:rate=25", "-f", "lavfi", "-i", "sine=sample_rate=44100", "-t", "6"],
    ...[
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-g",
      "25",
      "-c:a",
      "aac",
      "-f",
      "dash",
      "-single_file",
      "1",
      "-use_template",
      "0",
      "-use_timeline",
      "0",
    ],
    ...["-seg_duration", "2", "out.mpd"],
  ]);
  return folder;
}

/** A copy of the shared IMF package, to be altered by a test. */
export function imfPackageCopy(): string {
  const folder = temporaryFolder("imf");
  cpSync(IMF_PACKAGE, folder, { recursive: true });
  return folder;
}

/**
 * A long ladder for the benchmark, cheaply: each rendition's Media Playlist repeats the segments of a
 * short encode until `seconds` are listed (EXTINF and URI lines only; the media is never read past the first segment).
 */
export function repeatedHlsLadder(seconds: number, folder = temporaryFolder("hls-long")): string {
  hlsTransportStreamLadder(10, folder);
  for (const rendition of ["out_0", "out_1"]) {
    const lines = [
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      "#EXT-X-TARGETDURATION:2",
      "#EXT-X-MEDIA-SEQUENCE:0",
      "#EXT-X-PLAYLIST-TYPE:VOD",
    ];
    for (let index = 0; index < seconds / 2; index++)
      lines.push("#EXTINF:2.000000,", `seg_${String(index % 5).padStart(3, "0")}.ts`);
    writeFileSync(path.join(folder, rendition, "index.m3u8"), `${[...lines, "#EXT-X-ENDLIST"].join("\n")}\n`);
  }
  return folder;
}

/** ffprobe's reading of a file or playlist (format and streams), as JSON. */
export function ffprobeJson(target: string): {
  format: Record<string, string>;
  streams: Record<string, string | number | Record<string, string>>[];
} {
  return JSON.parse(
    execFileSync("ffprobe", ["-v", "error", "-show_format", "-show_streams", "-of", "json", target], {
      encoding: "utf8",
    }),
  ) as never;
}
