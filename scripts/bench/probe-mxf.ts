// Probing a ≥ 500 MB MXF OP1a (MPEG-2 4:2:2 + 24-bit PCM, the service's output container), generated
// once with ffmpeg under bench-out/: in-process time and bytes read, then the CLI (`bin/broadmark probe`)
// against ffprobe and MediaInfo on the same file in the same run (medians, process start-up included).
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
const FILE = path.join(OUT, "probe-mxf-op1a.mxf");
const MIN_BYTES = 500 * 1024 * 1024;
const IN_PROCESS_RUNS = 25;
const TOOL_RUNS = 21;

export default async function benchProbeMxf(): Promise<void> {
  const tools = spawnSync("bash", [path.join(ROOT, "scripts/ensure-system-packages.sh")], { stdio: "inherit" });
  if (tools.status !== 0) throw new Error("ffmpeg and mediainfo are needed for this benchmark");
  if (!existsSync(path.join(ROOT, "dist/cli.js"))) spawnSync("node", [path.join(ROOT, "scripts/build-cli.mjs")], { stdio: "inherit" });
  await ensureFile();
  const size = statSync(FILE).size;

  const times: number[] = [];
  let bytesRead = 0;
  let reads = 0;
  let duration = "";
  for (let i = 0; i < IN_PROCESS_RUNS; i++) {
    const source = await FileSource.open(FILE);
    const started = performance.now();
    const result = await probe(source);
    times.push(performance.now() - started);
    [bytesRead, reads, duration] = [source.stats.bytesRead, source.stats.reads, result.duration ?? "?"];
    await source.close();
    if (result.type !== "op1a" || result.video.length !== 1 || result.audio.length !== 1) {
      throw new Error(`the bench file was probed as ${result.type} with ${result.video.length} video and ${result.audio.length} audio streams`);
    }
  }
  times.sort((a, b) => a - b);

  const { cli, ffprobe, mediainfo } = await interleavedMediansMs(probeCommands(ROOT, FILE), TOOL_RUNS);
  printTable(`Probe: ${(size / 2 ** 20).toFixed(0)} MiB MXF OP1a, ${duration}`, [
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

/**
 * A 20 s MPEG-2 4:2:2 interlaced clip at 50 Mb/s of noisy test pictures with 24-bit stereo PCM, then
 * copied end to end with -stream_loop into one OP1a file until it passes 500 MB (header, body
 * partitions, index tables, footer and random index pack, as the ffmpeg OP1a muxer writes them).
 */
async function ensureFile(): Promise<void> {
  if (existsSync(FILE) && statSync(FILE).size >= MIN_BYTES) return;
  mkdirSync(OUT, { recursive: true });
  const clip = path.join(OUT, "probe-mxf-clip.mxf");
  process.stdout.write("generating the bench MXF with ffmpeg (once)...\n");
  await run("ffmpeg", [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=size=720x576:rate=25,noise=alls=40:allf=t",
    "-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000",
    "-t", "20", "-c:v", "mpeg2video", "-pix_fmt", "yuv422p", "-profile:v", "0", "-level:v", "5",
    "-b:v", "50M", "-minrate", "50M", "-maxrate", "50M", "-bufsize", "2000000", "-g", "12", "-bf", "2",
    "-flags", "+ilme+ildct", "-top", "1", "-c:a", "pcm_s24le", "-ac", "2", "-f", "mxf", clip,
  ]);
  const loops = Math.ceil((MIN_BYTES * 1.05) / statSync(clip).size);
  const partial = `${FILE}.part`;
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-stream_loop", String(loops - 1), "-i", clip, "-c", "copy", "-f", "mxf", partial]);
  renameSync(partial, FILE);
  rmSync(clip);
}
