// Loudness of a file's audio streams with ffmpeg's ebur128 filter (EBU R128 / ITU-R BS.1770-4, true peak
// by 4× oversampling with peak=true): one decoding pass for every stream, each through its own filter,
// whose summary (integrated loudness, loudness range, true peak) is read from ffmpeg's log.
// What it costs (ffmpeg 5.1, 60 s of stereo MP2 in a 64 MB transport stream, CPU seconds): start-up 0.20
// (ffmpeg -version alone: ~200 shared libraries), probing and demuxing 0.05, decoding and gating 0.18, true
// peak 0.14 (peak=sample instead: 0.43 in all, but BS.1770-4 Annex 2 asks for the oversampled peak). Only
// the streams the graph names are decoded (-vn -sn -dn changed nothing measurable, nor -threads 1); what
// did cost is the filter's line per 100 ms of audio at the default framelog=info level (0.05 s, and 72 000
// log lines for two hours read here): framelog=verbose keeps them below the log level, the summary stays.
import type { LoudnessMeasurement, LoudnessMeter } from "../probe/analysis/loudness";
import { FfmpegError } from "./ffmpeg-error";
import { runFfmpeg } from "./run-ffmpeg";

export function ffmpegLoudnessMeter(
  file: string,
  options: { durationSeconds?: number; onProgress?: (fraction: number) => void } = {},
): LoudnessMeter {
  return async (specifiers) => {
    if (specifiers.length === 0) return [];
    const graph = specifiers
      .map((specifier, i) => `[0:${specifier}]ebur128=peak=true:framelog=verbose[loudness${i}]`)
      .join(";");
    const outputs = specifiers.flatMap((_, i) => ["-map", `[loudness${i}]`, "-f", "null", "-"]);
    try {
      const { log } = await runFfmpeg(["-i", file, "-filter_complex", graph, ...outputs], options);
      return specifiers.map((_, i) => parseEbur128Summary(log, i));
    } catch (error) {
      if (error instanceof FfmpegError && error.code === "failed") return specifiers.map(() => undefined);
      throw error;
    }
  };
}

/**
 * The Summary block that filter instance `Parsed_ebur128_<index>` logs when its input ends: the last one,
 * since ffmpeg 5 configures a -filter_complex graph twice and the first instance logs an empty summary.
 */
export function parseEbur128Summary(log: string, index: number): LoudnessMeasurement | undefined {
  const heading = [...log.matchAll(new RegExp(`\\[Parsed_ebur128_${index} @ [^\\]]+\\] Summary:`, "g"))].at(-1);
  if (!heading) return undefined;
  const block = log.slice(heading.index, heading.index + 800);
  const value = (pattern: RegExp) => Number(pattern.exec(block)?.[1]?.replace("inf", "Infinity"));
  const integrated = value(/I:\s+(-?(?:[\d.]+|inf)) LUFS/);
  if (Number.isNaN(integrated)) return undefined;
  return { integrated, range: value(/LRA:\s+(-?[\d.]+) LU/), truePeak: value(/Peak:\s+(-?(?:[\d.]+|inf)) dBFS/) };
}
