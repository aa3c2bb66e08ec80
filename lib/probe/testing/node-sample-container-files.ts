// Files made with ffmpeg for the analysis tests of sample-framed containers (MP4, QuickTime, Matroska), the
// pass run over them, and ffprobe's reading of the same files: the reference the tests compare against.
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
