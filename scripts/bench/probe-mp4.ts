// Probing a ≥ 500 MB MP4 whose moov sits at the end (after mdat), generated once with ffmpeg under
// bench-out/: in-process time and bytes read, then the CLI (`bin/broadmark probe`) against ffprobe and
// MediaInfo on the same file in the same run (medians, process start-up included).
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { FileSource } from "../../lib/probe/io/node-file-source";
import { probe } from "../../lib/probe/probe";
import { interleavedMediansMs, percentile, printTable, probeCommands } from "./report";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "bench-out");
const FILE = path.join(OUT, "probe-mp4-moov-at-end.mp4");
const MIN_BYTES = 500 * 1024 * 1024;
const IN_PROCESS_RUNS = 25;
const TOOL_RUNS = 21;

export default async function benchProbeMp4(): Promise<void> {
  ensureTools();
  await ensureFile();
  const size = statSync(FILE).size;

  const times: number[] = [];
  let bytesRead = 0;
  let reads = 0;
  for (let i = 0; i < IN_PROCESS_RUNS; i++) {
    const source = await FileSource.open(FILE);
    const started = performance.now();
    const result = await probe(source);
    times.push(performance.now() - started);
    [bytesRead, reads] = [source.stats.bytesRead, source.stats.reads];
    await source.close();
    if (i === 0 && (result.video.length !== 1 || result.audio.length !== 1)) throw new Error("the bench file was not probed as one video and one audio stream");
  }
  times.sort((a, b) => a - b);

  const { cli, ffprobe, mediainfo } = await interleavedMediansMs(probeCommands(ROOT, FILE), TOOL_RUNS);
  printTable(`Probe: ${(size / 2 ** 20).toFixed(0)} MiB MP4, moov at the end`, [
    ["in-process median (ms, target ≤ 20)", percentile(times, 0.5).toFixed(2)],
    ["in-process p95 (ms)", percentile(times, 0.95).toFixed(2)],
    ["bytes read (target ≤ 2 MiB)", `${bytesRead} in ${reads} reads (${((bytesRead / size) * 100).toFixed(4)} % of the file)`],
    ["CLI median (ms)", cli.toFixed(1)],
    ["ffprobe median (ms)", ffprobe.toFixed(1)],
    ["mediainfo median (ms)", mediainfo.toFixed(1)],
    ["CLI / ffprobe (target ≤ 1.0)", (cli / ffprobe).toFixed(2)],
    ["CLI / mediainfo", (cli / mediainfo).toFixed(2)],
  ]);
}

function ensureTools(): void {
  const result = spawnSync("bash", [path.join(ROOT, "scripts/ensure-system-packages.sh")], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("ffmpeg and mediainfo are needed for this benchmark");
  if (!existsSync(path.join(ROOT, "dist/cli.js"))) spawnSync("node", [path.join(ROOT, "scripts/build-cli.mjs")], { stdio: "inherit" });
}

/**
 * A 60 s H.264 + AAC clip of noisy test pictures (so the encoder spends its bit rate), then copied end
 * to end with -stream_loop until the file passes 500 MB: the mp4 muxer writes moov last by default.
 */
async function ensureFile(): Promise<void> {
  if (existsSync(FILE) && statSync(FILE).size >= MIN_BYTES) return;
  mkdirSync(OUT, { recursive: true });
  const clip = path.join(OUT, "probe-mp4-clip.mp4");
  process.stdout.write("generating the bench MP4 with ffmpeg (once)...\n");
  await run("ffmpeg", [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25,noise=alls=30:allf=t",
    "-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000",
    "-t", "60", "-c:v", "libx264", "-preset", "veryfast", "-b:v", "2M", "-g", "50",
    "-c:a", "aac", "-b:a", "128k", clip,
  ]);
  const loops = Math.ceil((MIN_BYTES * 1.05) / statSync(clip).size);
  const partial = `${FILE}.part`;
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-stream_loop", String(loops - 1), "-i", clip, "-c", "copy", "-f", "mp4", partial]);
  renameSync(partial, FILE);
  rmSync(clip);
}

