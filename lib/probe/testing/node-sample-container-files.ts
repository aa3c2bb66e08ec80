// Files made with ffmpeg for the analysis tests (MP4, QuickTime, Matroska, program and elementary streams),
// the pass run over them, and ffprobe's reading of the same files: the reference the tests compare against.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ffmpegPath } from "../../render/ffmpeg-binary";
import type { ByteSource } from "../io/byte-source";
import { FileSource } from "../io/node-file-source";
import { probe } from "../probe";
import { analyze } from "../analysis/analyze";

export async function analyzed(source: ByteSource) {
  return analyze(source, await probe(source), { analyses: ["gop", "captions", "bitrate"] });
}

export async function analyzedFile(file: string) {
  const source = await FileSource.open(file);
  try {
    return await analyzed(source);
  } finally {
    await source.close();
  }
}

/** Runs ffmpeg with `args`, writing `output` in the directory `work`. */
export function ffmpeg(work: string, output: string, args: string[]): string {
  const file = path.join(work, output);
  execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args, file]);
  return file;
}

/** ffprobe's reading of a stream: picture types in display order, and the bytes of its packets. */
export function ffprobe(file: string, stream: string): { pictures: string; bytes: number } {
  const read = (entries: string, what: string) =>
    execFileSync("ffprobe", [
      "-v",
      "error",
      "-select_streams",
      stream,
      what,
      "-show_entries",
      entries,
      "-of",
      "csv=p=0",
      file,
    ])
      .toString()
      .trim()
      .split("\n");
  const pictures = stream.startsWith("v")
    ? read("frame=pict_type", "-show_frames")
        .map((line) => line[0])
        .join("")
    : "";
  const bytes = read("packet=size", "-show_packets")
    .filter((line) => /^\d/.test(line)) // packet side data adds lines of its own
    .reduce((sum, size) => sum + Number.parseInt(size, 10), 0);
  return { pictures, bytes };
}

/** ffprobe's picture types of the first video stream, in display order: GOP lengths and the usual pattern. */
export function ffprobeGops(file: string) {
  const types = ffprobe(file, "v:0").pictures.replace(/[^IPB]/g, "");
  const gops = types.split(/(?=I)/);
  const whole = gops.length > 1 ? gops.slice(0, -1) : gops; // the last GOP is cut by the end of the file, unless alone
  const maxBFrames = Math.max(...(types.match(/B+/g) ?? [""]).map((run) => run.length));
  return { frames: types.length, gops: gops.length, pattern: mostCommon(whole), maxBFrames };
}

/**
 * The GOP analysis of a file encoded with regular GOPs and two B-frames at most, from ffprobe's GOPs:
 * every GOP closed (`allClosed`), or only the first (the others open).
 */
export function regularGopsLike(
  expected: ReturnType<typeof ffprobeGops>,
  allClosed: boolean,
  frames = expected.frames,
) {
  return {
    frames,
    gops: expected.gops,
    length_frames: { typical: expected.pattern.length },
    regular: true,
    pattern: expected.pattern,
    max_b_frames: 2,
    closed: allClosed ? expected.gops : 1,
    open: allClosed ? 0 : expected.gops - 1,
  };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}
