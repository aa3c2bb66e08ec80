// The watermark engines' throughput (embed, detect) as a multiple of real time on 60 s of 48 kHz stereo
// 24-bit audio, the memory of a long streaming embed, robustness and transparency per material and attack
// (support/watermark-robustness.ts), and the whole render of a 60 s broadcast file to op1a through
// lib/render with and without the mark, next to ffmpeg's plain transcode of the same file in the same run.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { decodePcmArgs, muxArgs, readPcm, runFfmpeg, writePcm } from "../../lib/render";
import {
  spreadSpectrumEngine,
  spreadSpectrumEngine2,
  spreadSpectrumEngine3 as engine,
  verifyBlocks,
  type WatermarkEngine,
} from "../../lib/watermark-engine";
import { benchOption } from "./support/options";
import { percentile, printTable } from "./support/report";
import { benchRobustness } from "./support/watermark-robustness";

const OUT = path.resolve(import.meta.dirname, "../../bench-out");
const BROADCAST = path.join(OUT, "watermark-60s.ts");
const SECONDS = 60;
const RUNS = 3;
const payloadFor = (index: number) => ({ sid: 1234, csid: 0x1abcd, time: 1_795_000_000 + 4 * index });

export default async function benchWatermark(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // `--robustness-only` runs only the per-material table; `--no-robustness` skips it (several minutes).
  const robustnessOnly = benchOption("robustness-only") === true;
  if (!robustnessOnly) {
    await ensureBroadcastFile();
    for (const version of [engine, spreadSpectrumEngine2, spreadSpectrumEngine]) await benchEngine(version);
    benchStreamingMemory();
  }
  if (benchOption("no-robustness") !== true) await benchRobustness(path.join(OUT, "watermark-robustness"));
  if (!robustnessOnly) await benchRender();
}

/** 60 s of SD broadcast-like content: interlaced MPEG-2 4:2:2 video and MP2 audio of pink noise. */
async function ensureBroadcastFile(): Promise<void> {
  if (existsSync(BROADCAST)) return;
  await runFfmpeg([
    "-y",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=size=720x576:rate=25",
    "-f",
    "lavfi",
    "-i",
    "anoisesrc=color=pink:amplitude=0.05:seed=3",
    "-t",
    String(SECONDS),
    "-c:v",
    "mpeg2video",
    "-pix_fmt",
    "yuv422p",
    "-b:v",
    "8M",
    "-g",
    "12",
    "-flags",
    "+ilme+ildct",
    "-top",
    "1",
    "-c:a",
    "mp2",
    "-b:a",
    "256k",
    "-ac",
    "2",
    "-f",
    "mpegts",
    BROADCAST,
  ]);
}

async function timedMedian(run: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

async function benchEngine(engine: WatermarkEngine): Promise<void> {
  const wav = path.join(OUT, "watermark-60s-s24.wav");
  await runFfmpeg(["-y", "-i", BROADCAST, "-map", "0:a:0", "-c:a", "pcm_s24le", "-ar", "48000", wav]);
  const pcmPath = path.join(OUT, "watermark-60s.f32");
  await runFfmpeg(decodePcmArgs({ path: wav, index: 0 }, 2, pcmPath));
  const original = await readPcm(pcmPath, 2);
  let marked = original;
  let blocks = engine.embed(
    original.map((channel) => channel.slice()),
    48000,
    payloadFor,
  ).blocks;
  const embedMs = await timedMedian(() => {
    marked = original.map((channel) => channel.slice());
    blocks = engine.embed(marked, 48000, payloadFor).blocks;
  });
  let report = verifyBlocks(engine, blocks, []);
  const detectMs = await timedMedian(() => (report = verifyBlocks(engine, blocks, engine.detect(marked, 48000))));
  const realTimeMs = SECONDS * 1000;
  printTable(`Watermark engine ${engine.name} ${engine.version}: ${SECONDS} s of 48 kHz stereo 24-bit audio`, [
    ["embed (× real time, target ≥ 50)", (realTimeMs / embedMs).toFixed(0)],
    ["detect + verify (× real time)", (realTimeMs / detectMs).toFixed(0)],
    ["embed + verify (× real time)", (realTimeMs / (embedMs + detectMs)).toFixed(0)],
    ["blocks verified", `${report.verified} of ${report.total}`],
  ]);
  rmSync(pcmPath);
}

/**
 * A long programme streamed through the embedder in one-second chunks: the resident memory must stay flat
 * (it holds one block and its look-ahead), so its growth from the first minute to the end is printed.
 */
function benchStreamingMemory(): void {
  const minutes = Number(benchOption("stream-minutes") ?? 30);
  const second = Array.from({ length: 2 }, (_, channel) =>
    Float32Array.from(
      { length: 48000 },
      (_, n) => 0.1 * Math.sin(n * (0.05 + channel * 0.01)) + 0.05 * (((n * 7919) % 1000) / 500 - 1),
    ),
  );
  const embedder = engine.createEmbedder!(48000, 2, payloadFor);
  let [afterFirstMinute, peak] = [0, 0];
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  for (let s = 0; s < minutes * 60; s++) {
    embedder.push(second);
    const rss = process.memoryUsage().rss;
    if (s === 60) afterFirstMinute = rss;
    peak = Math.max(peak, rss);
  }
  embedder.end();
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerMinute = (cpu.user + cpu.system) / 1e6 / minutes;
  printTable(`Streaming embed of ${minutes} min of 48 kHz stereo in 1 s chunks (${engine.name} ${engine.version})`, [
    ["embed (× real time)", ((minutes * 60) / seconds).toFixed(0)],
    // CPU time rather than wall time: on a shared machine it is what the embedding itself cost.
    ["CPU s per minute of audio", cpuPerMinute.toFixed(3)],
    ["CPU s for 60 min (audiowmark: 13.7 s on a quiet machine)", (60 * cpuPerMinute).toFixed(1)],
    ["process RSS after the first minute (MB)", (afterFirstMinute / 2 ** 20).toFixed(0)],
    ["peak process RSS (MB)", (peak / 2 ** 20).toFixed(0)],
    ["growth after the first minute (MB)", ((peak - afterFirstMinute) / 2 ** 20).toFixed(1)],
  ]);
}

async function benchRender(): Promise<void> {
  const output = path.join(OUT, "watermark-60s.mxf");
  const pcmPath = path.join(OUT, "watermark-render.f32");
  const video = { path: BROADCAST, index: 0, fieldOrder: "tff" as const };
  const plainMs = await timedMedian(() =>
    runFfmpeg(muxArgs({ type: "op1a", output, video, audio: [{ path: BROADCAST, index: 0 }] })),
  );
  const render = async (mark: boolean) => {
    await runFfmpeg(decodePcmArgs({ path: BROADCAST, index: 0 }, 2, pcmPath));
    if (mark) {
      const pcm = await readPcm(pcmPath, 2);
      engine.embed(pcm, 48000, payloadFor);
      await writePcm(pcmPath, pcm);
    }
    await runFfmpeg(muxArgs({ type: "op1a", output, video, audio: [{ pcmPath, channels: 2 }] }));
  };
  const unmarkedMs = await timedMedian(() => render(false));
  const markedMs = await timedMedian(() => render(true));
  rmSync(pcmPath);
  printTable(`Render of a ${SECONDS} s MPEG-2 SD TS to op1a (MPEG-2 4:2:2 50 Mb/s + 24-bit PCM), medians of ${RUNS}`, [
    ["ffmpeg plain transcode (s)", (plainMs / 1000).toFixed(2)],
    ["lib/render, no watermark (s)", (unmarkedMs / 1000).toFixed(2)],
    ["lib/render, watermarked (s)", (markedMs / 1000).toFixed(2)],
    ["watermarked / plain (target ≤ 1.20)", (markedMs / plainMs).toFixed(3)],
    ["watermarked / no watermark", (markedMs / unmarkedMs).toFixed(3)],
  ]);
}
