// The deep analysis pass of a probe job input that asks for one (`analysis` on the input): the whole file
// read once (lib/probe/analysis), loudness decoded by ffmpeg (lib/render) where the input is a local file.
import { fileURLToPath } from "node:url";
import type { AnalysisName } from "../probe/analysis/analysis-schema";
import { analyze } from "../probe/analysis/analyze";
import type { ByteSource } from "../probe/io/byte-source";
import type { ContainerProbe } from "../probe/schema";
import { ffmpegLoudnessMeter } from "../render/loudness-meter";
import { resolveFileInput } from "./sources/file-input";

export async function analyzeInput(
  input: { url: string; analysis: string[] },
  source: ByteSource,
  probed: ContainerProbe,
  onProgress: (fraction: number) => void,
): Promise<ContainerProbe> {
  const analyses = input.analysis as AnalysisName[];
  // ffmpeg reads the file itself: only a file under the media roots (checked again), never a URL it would fetch.
  const local =
    new URL(input.url).protocol === "file:"
      ? await resolveFileInput(input.url).catch(() => fileURLToPath(input.url))
      : undefined;
  const loudness = analyses.includes("loudness") && local ? ffmpegLoudnessMeter(local) : undefined;
  return analyze(source, probed, { analyses, onProgress, loudness });
}

/** Calls `action` at most once per `intervalMs`; the calls between are dropped. */
export function throttled<A extends unknown[]>(action: (...args: A) => void, intervalMs: number): (...args: A) => void {
  let last = -Infinity;
  return (...args) => {
    const now = performance.now();
    if (now - last < intervalMs) return;
    last = now;
    action(...args);
  };
}
