// Decodes an audio stream to 48 kHz float PCM through a pipe, handing it on in chunks of planar samples: a
// whole programme is never held in memory (a detector reads it as it arrives). ffmpeg writes interleaved
// f32le to stdout; its log (stderr) explains a failure.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { PCM_SAMPLE_RATE } from "./ffmpeg-args";
import { ffmpegPath } from "./ffmpeg-binary";
import { FfmpegError } from "./ffmpeg-error";
import { deinterleave } from "./pcm-file";

/** A file path or an http(s) URL (ffmpeg reads both), and which of its audio streams. */
export interface PcmSource {
  input: string;
  index: number;
}

export interface PcmStreamOptions {
  channels: number;
  /** Called once per chunk, one Float32Array per channel; the next chunk is read after it returns. */
  onChunk(planes: Float32Array[]): void;
  signal?: AbortSignal;
}

const STDERR_TAIL_LINES = 20;

export function streamPcmArgs(source: PcmSource, channels: number): string[] {
  return [
    "-i",
    source.input,
    "-map",
    `0:a:${source.index}`,
    "-ac",
    String(channels),
    "-ar",
    String(PCM_SAMPLE_RATE),
    "-c:a",
    "pcm_f32le",
    "-f",
    "f32le",
    "pipe:1",
  ];
}

/** Decodes `source` through `onChunk`; resolves with the number of samples per channel decoded. */
export async function streamPcm(source: PcmSource, { channels, onChunk, signal }: PcmStreamOptions): Promise<number> {
  if (signal?.aborted) throw new FfmpegError("aborted", "ffmpeg was cancelled before it started", []);
  const child = spawn(
    ffmpegPath(),
    ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", ...streamPcmArgs(source, channels)],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const tail: string[] = [];
  createInterface({ input: child.stderr }).on("line", (line) => tail.push(line) > STDERR_TAIL_LINES && tail.shift());
  const onAbort = () => child.kill("SIGKILL");
  signal?.addEventListener("abort", onAbort, { once: true });
  const closed = once(child, "close") as Promise<[number | null, NodeJS.Signals | null]>;
  const spawned = once(child, "spawn").catch((error: Error) => {
    throw new FfmpegError("not_found", `cannot run ffmpeg: ${error.message}`, []);
  });
  const frameBytes = channels * Float32Array.BYTES_PER_ELEMENT;
  let carry = Buffer.alloc(0);
  let samples = 0;
  try {
    await spawned;
    for await (const data of child.stdout as AsyncIterable<Buffer>) {
      const bytes = carry.length > 0 ? Buffer.concat([carry, data]) : data;
      const frames = Math.floor(bytes.length / frameBytes);
      carry = Buffer.from(bytes.subarray(frames * frameBytes));
      if (frames === 0) continue;
      // Copied to an aligned buffer: Node's pooled Buffers may start at any byte offset.
      onChunk(deinterleave(new Float32Array(new Uint8Array(bytes.subarray(0, frames * frameBytes)).buffer), channels));
      samples += frames;
    }
    const [exitCode, killedBy] = await closed;
    if (signal?.aborted) throw new FfmpegError("aborted", "ffmpeg was cancelled", tail, exitCode);
    if (exitCode !== 0) throw new FfmpegError("failed", `ffmpeg exited with ${exitCode ?? killedBy}`, tail, exitCode);
    return samples;
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
}
