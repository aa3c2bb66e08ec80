// What the probe benchmarks share: the tools they need, the looping of a generated clip to a large file,
// and the measuring of one file (in-process time and bytes read, then the CLI against ffprobe and
// MediaInfo in the same run, process start-up included), printed as one table.
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { FileSource } from "../../../lib/probe/io/node-file-source";
import { probe } from "../../../lib/probe/probe";
import type { ContainerProbe } from "../../../lib/probe/schema";
import { interleavedMediansMs, percentile, printTable, probeCommands } from "./report";

export const run = promisify(execFile);
export const ROOT = path.resolve(import.meta.dirname, "../../..");
export const OUT = path.join(ROOT, "bench-out");
const IN_PROCESS_RUNS = 25;
const TOOL_RUNS = 21;

/** ffmpeg and MediaInfo from the system packages, and the CLI build the comparison runs. */
export function ensureProbeTools(): void {
  const result = spawnSync("bash", [path.join(ROOT, "scripts/ensure-system-packages.sh")], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("ffmpeg and mediainfo are needed for this benchmark");
  if (!existsSync(path.join(ROOT, "dist/cli.js")))
    spawnSync("node", [path.join(ROOT, "scripts/build-cli.mjs")], { stdio: "inherit" });
}

/** `clip` copied end to end `loops` times into `file` with `muxer` (timestamps continue across loops). */
export async function loopClip(clip: string, file: string, loops: number, muxer: string): Promise<void> {
  const partial = `${file}.part`;
  await run("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-stream_loop",
    String(loops - 1),
    "-i",
    clip,
    "-c",
    "copy",
    "-f",
    muxer,
    partial,
  ]);
  renameSync(partial, file);
}

/**
 * A file of at least `minBytes`, made once: a clip that ffmpeg makes from `clipArgs` (inputs, codecs and
 * muxer options, after which the clip path comes), copied end to end with `muxer` until it passes 5 %
 * over `minBytes`; the clip is removed after.
 */
export async function ensureLoopedFile(
  file: string,
  minBytes: number,
  muxer: string,
  clipArgs: readonly string[],
): Promise<void> {
  if (existsSync(file) && statSync(file).size >= minBytes) return;
  mkdirSync(OUT, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true });
  const clip = path.join(OUT, `${path.basename(file, path.extname(file))}-clip${path.extname(file)}`);
  process.stdout.write(`generating ${path.basename(file)} with ffmpeg (once)...\n`);
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...clipArgs, clip]);
  await loopClip(clip, file, Math.ceil((minBytes * 1.05) / statSync(clip).size), muxer);
  rmSync(clip);
}

export interface ProbeBench {
  file: string;
  /** The container type the file must be probed as, when the benchmark depends on it. */
  type?: string;
  /** What the table's title says of the file, after its size. */
  describe(result: ContainerProbe): string;
}

/** Measures one generated file, which must probe as one video and one audio stream. */
export async function measureProbe({ file, type, describe }: ProbeBench): Promise<void> {
  const size = statSync(file).size;
  const times: number[] = [];
  let bytesRead = 0;
  let reads = 0;
  let description = "";
  for (let i = 0; i < IN_PROCESS_RUNS; i++) {
    const source = await FileSource.open(file);
    const started = performance.now();
    const result = await probe(source);
    times.push(performance.now() - started);
    [bytesRead, reads] = [source.stats.bytesRead, source.stats.reads];
    await source.close();
    if (i > 0) continue;
    if ((type !== undefined && result.type !== type) || result.video.length !== 1 || result.audio.length !== 1) {
      throw new Error(
        `${file} was probed as ${result.type} with ${result.video.length} video and ${result.audio.length} audio streams`,
      );
    }
    description = describe(result);
  }
  times.sort((a, b) => a - b);
  // The machine's load weighs on every tool alike (they run in turn), but it says how far the times are
  // from a quiet machine's.
  const loadBefore = loadavg()[0]!;
  const { cli, ffprobe, mediainfo } = await interleavedMediansMs(probeCommands(ROOT, file), TOOL_RUNS);
  const load = `${loadBefore.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}`;
  printTable(`Probe: ${(size / 2 ** 20).toFixed(0)} MiB ${description}`, [
    ["in-process median (ms, target ≤ 20)", percentile(times, 0.5).toFixed(2)],
    ["in-process p95 (ms)", percentile(times, 0.95).toFixed(2)],
    [
      "bytes read (target ≤ 2 MiB)",
      `${bytesRead} in ${reads} reads (${((bytesRead / size) * 100).toFixed(4)} % of the file)`,
    ],
    ["CLI median (ms)", cli.toFixed(1)],
    ["ffprobe median (ms)", ffprobe.toFixed(1)],
    ["mediainfo median (ms)", mediainfo.toFixed(1)],
    ["CLI / ffprobe (target ≤ 1.0)", (cli / ffprobe).toFixed(2)],
    ["CLI / mediainfo", (cli / mediainfo).toFixed(2)],
    ["load average (1 min) over the comparison", load],
  ]);
}
