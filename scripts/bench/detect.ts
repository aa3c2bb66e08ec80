// The detect path's decoding (lib/jobs/detection/detect-stream.ts): pink noise of 10 and 60 minutes (48 kHz
// stereo FLAC, generated once under /tmp) decoded through the ffmpeg pipe in chunks into a streaming
// detector. Printed: times real time, and the peak growth of this process's resident memory during the run,
// with a detector that keeps nothing (the pipeline's own cost: it must stay flat whatever the length) and,
// for 10 minutes, with each registered version's detector alone and with all of them on one decoding.
import { existsSync, mkdirSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { detectionEngines, versionsLabel } from "../../lib/jobs/composition/engines";
import { detectStream } from "../../lib/jobs/detection/detect-stream";
import type { WatermarkEngine } from "../../lib/watermark-engine";
import { printTable } from "./support/report";

const DIR = "/tmp/broadmark-bench-detect";

function noiseFile(minutes: number): string {
  const file = `${DIR}/noise-${minutes}min.flac`;
  if (existsSync(file)) return file;
  mkdirSync(DIR, { recursive: true });
  const source = `anoisesrc=color=pink:amplitude=0.3:seed=5:duration=${minutes * 60}:sample_rate=48000`;
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    source,
    "-ac",
    "2",
    "-c:a",
    "flac",
    file,
  ]);
  return file;
}

/** An engine whose streaming detector reads every sample and keeps none. */
function discardingEngine(engine: WatermarkEngine): WatermarkEngine {
  let sink = 0;
  return {
    ...engine,
    createDetector: () => ({ push: (pcm) => ((sink += pcm[0]![0] ?? 0), []), end: () => (sink > Infinity ? [] : []) }),
  };
}

async function measure(engines: readonly WatermarkEngine[], file: string): Promise<[string, string, string]> {
  globalThis.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { seconds } = await detectStream(engines, { input: file, index: 0 }, { channels: 2 });
  const { user, system } = process.cpuUsage(cpu);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const elapsed = (performance.now() - started) / 1000;
  // CPU time of this process (the detectors; ffmpeg's decoding is a child's): less noisy than the wall clock under load.
  const cpuPerMinute = (user + system) / 1e6 / (seconds / 60);
  return [
    `${(seconds / elapsed).toFixed(1)}× real time`,
    `${cpuPerMinute.toFixed(2)} CPU s per minute of audio`,
    `+${((peak - base) / 2 ** 20).toFixed(0)} MiB peak resident`,
  ];
}

export default async function benchDetect(): Promise<void> {
  const engines = detectionEngines();
  const rows: [string, string][] = [];
  for (const minutes of [10, 60]) {
    const measured = await measure([discardingEngine(engines[0]!)], noiseFile(minutes));
    rows.push([`${minutes} min, pipeline alone`, measured.join(", ")]);
  }
  // Each version alone, then all of them on one decoding (what detect jobs, the CLI and refuse-marked run).
  for (const searched of [...engines.map((engine) => [engine]), engines]) {
    const measured = await measure(searched, noiseFile(10));
    rows.push([`10 min, ${versionsLabel(searched)}`, measured.join(", ")]);
  }
  printTable("detect: ffmpeg pipe → streaming detectors (shared machine: speeds are noisy)", rows);
}
