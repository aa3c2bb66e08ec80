// The analysis pass (lib/probe/analysis) over MPEG-2 transport streams of 50 MB and 5 GB, an MXF OP1a
// file of 50 MB (the same MPEG-2 long GOP video, PCM sound), a DVD VOB program stream of 50 MB (the same
// video, AC-3 sound), and an MP4 and a Matroska file of 500 MB
// (H.264 with B-frames, AAC), generated once under /tmp (never in the repository): MB/s of the byte-level analyses (GOP, captions, SCTE-35, bit
// rates; no decoding), peak memory of each run, and the loudness measurement's speed against real time
// on the clip's stereo track (ffmpeg ebur128). Targets: ≥ 200 MB/s, ≥ 20× real time, flat memory.
// Beside the wall-clock rates, the rates per CPU second (user + system of this process, and of ffmpeg as a
// reaped child, from /proc/self/stat): on a shared machine the wall clock measures the other processes as
// much as the pass.
import { execFile } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { ffmpegPath } from "../../lib/render/ffmpeg-binary";
import { ffmpegLoudnessMeter } from "../../lib/render/loudness-meter";
import { analyze } from "../../lib/probe/analysis/analyze";
import { FileSource } from "../../lib/probe/io/node-file-source";
import { probe } from "../../lib/probe/probe";
import { ensureLoopedFile } from "./support/probe-measure";
import { printTable } from "./support/report";

const DIR = "/tmp/broadmark-bench-analyze";
const SIZES_MB = [50, 5000] as const;
/** Runs per file: the large file is read once (a read of 2 GB is a long run already). */
const RUNS: Record<number, number> = { 50: 3, 5000: 1 };

/** 30 s of SD broadcast-like content: interlaced MPEG-2 video at 8 Mb/s, stereo MP2, in a TS. */
const CLIP_ARGS = [
  "-f",
  "lavfi",
  "-i",
  "testsrc2=size=720x576:rate=25,noise=alls=20:allf=t",
  "-f",
  "lavfi",
  "-i",
  "sine=frequency=1000:sample_rate=48000",
  "-t",
  "30",
  "-c:v",
  "mpeg2video",
  "-b:v",
  "8M",
  "-maxrate",
  "8M",
  "-bufsize",
  "1835k",
  "-g",
  "12",
  "-bf",
  "2",
  "-flags",
  "+ilme+ildct",
  "-c:a",
  "mp2",
  "-ac",
  "2",
  "-b:a",
  "256k",
  "-f",
  "mpegts",
];

const fileFor = (megabytes: number) => `${DIR}/analyze-${megabytes}MB.ts`;
const MXF_MB = 50;
const MXF_FILE = `${DIR}/analyze-${MXF_MB}MB.mxf`;
/** The clip as an MXF file: MXF carries MPEG-2 video but not MPEG-1 Layer II, so its sound is PCM. */
const MXF_CLIP_ARGS = [...CLIP_ARGS.slice(0, CLIP_ARGS.indexOf("-c:a")), "-c:a", "pcm_s16le", "-ac", "2", "-f", "mxf"];
/** The clip as a DVD VOB (MPEG-2 program stream): 2048-byte packs, AC-3 in private_stream_1. */
const VOB_MB = 50;
const VOB_FILE = `${DIR}/analyze-${VOB_MB}MB.vob`;
const VOB_CLIP_ARGS = [...CLIP_ARGS.slice(0, CLIP_ARGS.indexOf("-c:a")), "-c:a", "ac3", "-ac", "2", "-f", "vob"];

/** 30 s of H.264 at 8 Mb/s with B-frames and AAC: the clip the MP4 and Matroska files repeat. */
const H264_CLIP_ARGS = [
  ...CLIP_ARGS.slice(0, CLIP_ARGS.indexOf("-c:v")),
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-b:v",
  "8M",
  "-g",
  "12",
  "-bf",
  "2",
  "-c:a",
  "aac",
];
const SAMPLE_CONTAINER_MB = 500;
const SAMPLE_CONTAINERS = [
  { file: `${DIR}/analyze-${SAMPLE_CONTAINER_MB}MB.mp4`, muxer: "mp4", label: "MP4 (H.264, AAC)" },
  { file: `${DIR}/analyze-${SAMPLE_CONTAINER_MB}MB.mkv`, muxer: "matroska", label: "Matroska (H.264, AAC)" },
];

export default async function benchAnalyze(): Promise<void> {
  for (const megabytes of SIZES_MB)
    await ensureLoopedFile(fileFor(megabytes), megabytes * 1_000_000, "mpegts", CLIP_ARGS);
  await ensureLoopedFile(MXF_FILE, MXF_MB * 1_000_000, "mxf", MXF_CLIP_ARGS);
  for (const megabytes of SIZES_MB) await measurePass(fileFor(megabytes), RUNS[megabytes]!, "MPEG-2 TS");
  await measurePass(MXF_FILE, RUNS[MXF_MB]!, "MXF OP1a (MPEG-2 long GOP picture essence, PCM)");
  await ensureLoopedFile(VOB_FILE, VOB_MB * 1_000_000, "vob", VOB_CLIP_ARGS);
  await measurePass(VOB_FILE, 3, "DVD VOB program stream (MPEG-2, AC-3)");
  for (const { file, muxer, label } of SAMPLE_CONTAINERS) {
    await ensureLoopedFile(file, SAMPLE_CONTAINER_MB * 1_000_000, muxer, H264_CLIP_ARGS);
    await measurePass(file, 3, label);
  }
  await measureLoudness(fileFor(SIZES_MB[0]));
}

async function measurePass(file: string, runs: number, kind: string): Promise<void> {
  const size = statSync(file).size;
  const rates: number[] = [];
  const cpuRates: number[] = [];
  let peakRss = 0;
  let peakHeap = 0;
  const baseline = process.memoryUsage();
  for (let run = 0; run < runs; run++) {
    const source = await FileSource.open(file);
    const sample = () => {
      const memory = process.memoryUsage();
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
    };
    const sampler = setInterval(sample, 50);
    try {
      const probed = await probe(source);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await analyze(source, probed, { analyses: ["gop", "captions", "scte35", "bitrate"] });
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      sample();
      rates.push(size / 1e6 / seconds);
      cpuRates.push(size / 1e6 / ((used.user + used.system) / 1e6));
      if (run === 0 && !result.video[0]?.analysis?.gop?.gops) throw new Error(`${file}: no GOP read`);
    } finally {
      clearInterval(sampler);
      await source.close();
    }
  }
  rates.sort((a, b) => a - b);
  cpuRates.sort((a, b) => a - b);
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
  printTable(`analysis pass (gop, captions, scte35, bitrate): ${(size / 1e6).toFixed(0)} MB ${kind}`, [
    [
      "median rate",
      `${rates[Math.floor(rates.length / 2)]!.toFixed(0)} MB/s (runs: ${rates.map((r) => r.toFixed(0)).join(", ")})`,
    ],
    [
      "per CPU second",
      `${cpuRates[Math.floor(cpuRates.length / 2)]!.toFixed(0)} MB/s (user + system time of the process)`,
    ],
    ["peak RSS", `${mb(peakRss)} (before: ${mb(baseline.rss)})`],
    ["peak heap used", `${mb(peakHeap)} (before: ${mb(baseline.heapUsed)})`],
  ]);
}

/** ffmpeg decodes and measures the stereo track: real time over elapsed time. */
async function measureLoudness(file: string): Promise<void> {
  const source = await FileSource.open(file);
  const probed = await probe(source);
  await source.close();
  const audio = probed.audio[0]!;
  const seconds = audio.duration! / (audio.sample_rate!.numerator / audio.sample_rate!.denominator);
  const started = performance.now();
  const childCpu = childrenCpuSeconds();
  const [measured] = await ffmpegLoudnessMeter(file)([
    `i:0x${(audio.properties!.Mpeg2TransportStreamPid as number).toString(16)}`,
  ]);
  const elapsed = (performance.now() - started) / 1000;
  const cpu = childCpu === undefined ? undefined : childrenCpuSeconds()! - childCpu;
  const startUp = await ffmpegStartUpSeconds();
  printTable(
    `loudness (ffmpeg ebur128, true peak): ${audio.channels}-channel ${audio.format}, ${seconds.toFixed(0)} s`,
    [
      ["speed", `${(seconds / elapsed).toFixed(1)}× real time (${elapsed.toFixed(1)} s)`],
      [
        "per CPU second",
        cpu
          ? `${(seconds / cpu).toFixed(1)}× real time (ffmpeg's user + system ${cpu.toFixed(2)} s)`
          : "not known (no /proc)",
      ],
      [
        "ffmpeg start-up",
        startUp === undefined
          ? "not known (no /proc)"
          : `${startUp.toFixed(2)} CPU s of it (ffmpeg -version): a fixed cost, whatever the duration`,
      ],
      ["integrated", `${measured?.integrated} LUFS, true peak ${measured?.truePeak} dBTP`],
    ],
  );
}

/** ffmpeg's CPU seconds to start and stop doing nothing (loading its libraries): the least of three runs. */
async function ffmpegStartUpSeconds(): Promise<number | undefined> {
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const before = childrenCpuSeconds();
    if (before === undefined) return undefined;
    await new Promise<void>((resolve, reject) =>
      execFile(ffmpegPath(), ["-version"], (error) => (error ? reject(error) : resolve())),
    );
    runs.push(childrenCpuSeconds()! - before);
  }
  return Math.min(...runs);
}

/** User + system seconds of this process's reaped children (cutime, cstime: proc(5) fields 16 and 17, in ticks of 1/100 s). */
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
