// Probing MPEG-2 transport streams of 50 MB, 500 MB and 5 GB, generated once with ffmpeg under bench-out/
// (a 30 s broadcast-like clip copied end to end with -stream_loop, so timestamps run on): in-process
// time and bytes read, to show the cost is flat, and the CLI (`bin/broadmark probe`) against ffprobe and
// MediaInfo on the same files in the same run (medians, process start-up included).
import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { FileSource } from "../../lib/probe/io/node-file-source";
import { probe } from "../../lib/probe/probe";
import { interleavedMediansMs, percentile, printTable, probeCommands } from "./report";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "bench-out");
const CLIP = path.join(OUT, "probe-ts-clip.ts");
const SIZES_MB = [50, 500, 5000] as const;
const IN_PROCESS_RUNS = 25;
const TOOL_RUNS = 21;

const fileFor = (megabytes: number) => path.join(OUT, `probe-ts-${megabytes}MB.ts`);

export default async function benchProbe(): Promise<void> {
  ensureTools();
  await ensureClip();
  for (const megabytes of SIZES_MB) await ensureFile(megabytes);
  for (const megabytes of SIZES_MB) await benchFile(fileFor(megabytes));
}

async function benchFile(file: string): Promise<void> {
  const size = statSync(file).size;
  const times: number[] = [];
  let bytesRead = 0;
  let reads = 0;
  let duration: string | undefined;
  for (let i = 0; i < IN_PROCESS_RUNS; i++) {
    const source = await FileSource.open(file);
    const started = performance.now();
    const result = await probe(source);
    times.push(performance.now() - started);
    [bytesRead, reads, duration] = [source.stats.bytesRead, source.stats.reads, result.duration];
    await source.close();
    if (i === 0 && (result.video.length !== 1 || result.audio.length !== 1)) throw new Error(`${file}: not probed as one video and one audio stream`);
  }
  times.sort((a, b) => a - b);
  const { cli, ffprobe, mediainfo } = await interleavedMediansMs(probeCommands(ROOT, file), TOOL_RUNS);
  printTable(`Probe: ${(size / 2 ** 20).toFixed(0)} MiB MPEG-2 TS (MPEG-2 video + MP2), duration ${duration ?? "?"}`, [
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

/** 30 s of SD broadcast-like content: interlaced MPEG-2 video at 8 Mb/s and MP2 audio, CBR mux. */
async function ensureClip(): Promise<void> {
  if (existsSync(CLIP)) return;
  mkdirSync(OUT, { recursive: true });
  process.stdout.write("generating the bench TS clip with ffmpeg (once)...\n");
  const partial = `${CLIP}.part`;
  await run("ffmpeg", [
    "-hide_banner", "-loglevel", "error", "-y",
    "-f", "lavfi", "-i", "testsrc2=size=720x576:rate=25,noise=alls=20:allf=t",
    "-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000",
    "-t", "30", "-c:v", "mpeg2video", "-b:v", "8M", "-maxrate", "8M", "-bufsize", "1835k", "-g", "12",
    "-flags", "+ilme+ildct", "-c:a", "mp2", "-b:a", "256k", "-metadata:s:a:0", "language=eng",
    "-muxrate", "10M", "-f", "mpegts", partial,
  ]);
  renameSync(partial, CLIP);
}

/** The clip copied end to end until the file passes `megabytes` (timestamps continue across loops). */
async function ensureFile(megabytes: number): Promise<void> {
  const file = fileFor(megabytes);
  const wanted = megabytes * 1_000_000;
  if (existsSync(file) && statSync(file).size >= wanted) return;
  process.stdout.write(`generating ${path.basename(file)} with ffmpeg (once)...\n`);
  // Copying drops the clip's null-packet padding (-muxrate), so each loop adds less than the clip's size.
  const loops = Math.ceil((wanted * 1.25) / statSync(CLIP).size);
  const partial = `${file}.part`;
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-stream_loop", String(loops - 1), "-i", CLIP, "-c", "copy", "-f", "mpegts", partial]);
  renameSync(partial, file);
}
