// `broadmark probe --analyze[=gop,captions,scte35,loudness,bitrate] FILE`: the probe, then the deep analysis
// pass over the whole file (lib/probe/analysis), with a progress bar on a terminal. Loudness decodes the
// audio with ffmpeg (lib/render), loaded only when asked for; the pass itself loads only when a file is analysed.
import { ANALYSES, type AnalysisName } from "../probe/analysis/analysis-names";
import type { ByteSource } from "../probe/io/byte-source";
import type { ContainerProbe } from "../probe/schema";
import type { Terminal } from "./probe-batch/progress-bar";

/** `--analyze` alone means every analysis: parseArgs takes no optional values, so it is rewritten first. */
export function withAnalyzeDefault(args: readonly string[]): string[] {
  return args.map((arg) => (arg === "--analyze" ? "--analyze=all" : arg));
}

/** The analyses a `--analyze` value names, or the unknown names. */
export function parseAnalyses(value: string): { analyses: AnalysisName[] } | { unknown: string[] } {
  if (value === "all") return { analyses: [...ANALYSES] };
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(ANALYSES as readonly string[]).includes(name));
  return unknown.length > 0 || names.length === 0
    ? { unknown: unknown.length > 0 ? unknown : [value] }
    : { analyses: names as AnalysisName[] };
}

export async function analyzeFile(
  source: ByteSource,
  probed: ContainerProbe,
  analyses: readonly AnalysisName[],
  terminal: (Terminal & { isTTY?: boolean }) | undefined,
): Promise<ContainerProbe> {
  const bar = terminal?.isTTY ? new FractionBar(terminal, source.name) : undefined;
  const local = !/^[a-z][a-z0-9+.-]*:\/\//i.test(source.name);
  const loudness =
    analyses.includes("loudness") && local && probed.audio.length > 0
      ? (await import("../render/loudness-meter")).ffmpegLoudnessMeter(source.name)
      : undefined;
  const { analyze } = await import("../probe/analysis/analyze");
  try {
    return await analyze(source, probed, { analyses, loudness, onProgress: (fraction) => bar?.update(fraction) });
  } finally {
    bar?.clear();
  }
}

/** One line: the share of the file read and the rate, redrawn at most ten times a second. */
class FractionBar {
  private drawnAt = -Infinity;
  private readonly started = performance.now();
  constructor(
    private readonly terminal: Terminal,
    private readonly name: string,
  ) {}

  update(fraction: number): void {
    const now = performance.now();
    if (now - this.drawnAt < 100 && fraction < 1) return;
    this.drawnAt = now;
    const width = 30;
    const filled = Math.round(Math.min(1, fraction) * width);
    const seconds = (now - this.started) / 1000;
    this.terminal.write(
      `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${(fraction * 100).toFixed(0)}% analysing ${this.name} (${seconds.toFixed(1)} s)\x1b[K`,
    );
  }

  clear(): void {
    this.terminal.write("\r\x1b[K");
  }
}
