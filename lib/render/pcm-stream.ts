// Decodes an audio stream to 48 kHz float PCM through a pipe, handing it on in chunks of planar samples: a
// whole programme is never held in memory (a detector reads it as it arrives). ffmpeg (run by run-ffmpeg.ts)
// writes interleaved f32le to stdout; its log explains a failure.
import { PCM_SAMPLE_RATE } from "./ffmpeg-args";
import { deinterleave } from "./pcm-file";
import { runFfmpeg } from "./run-ffmpeg";

/** A file path or an http(s) URL (ffmpeg reads both), and which of its audio streams. */
export interface PcmSource {
  input: string;
  index: number;
}

export interface PcmStreamOptions {
  channels: number;
  /**
   * Called once per chunk, one Float32Array per channel; the next chunk is read after it returns (or after
   * its promise settles). None is handed on once `signal` is aborted.
   */
  onChunk(planes: Float32Array[]): void | Promise<void>;
  signal?: AbortSignal;
}

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

export interface PcmStreamed {
  /** Samples per channel decoded. */
  samples: number;
  /** ffmpeg's log. */
  log: string;
}

/** Decodes `source` through `onChunk`. */
export async function streamPcm(
  source: PcmSource,
  { channels, onChunk, signal }: PcmStreamOptions,
): Promise<PcmStreamed> {
  const frameBytes = channels * Float32Array.BYTES_PER_ELEMENT;
  let carry = Buffer.alloc(0);
  let samples = 0;
  const { log } = await runFfmpeg(streamPcmArgs(source, channels), {
    signal,
    onStdout: (data) => {
      if (signal?.aborted) return;
      const bytes = carry.length > 0 ? Buffer.concat([carry, data]) : data;
      const frames = Math.floor(bytes.length / frameBytes);
      carry = Buffer.from(bytes.subarray(frames * frameBytes));
      if (frames === 0) return;
      samples += frames;
      // Copied to an aligned buffer: Node's pooled Buffers may start at any byte offset.
      return onChunk(
        deinterleave(new Float32Array(new Uint8Array(bytes.subarray(0, frames * frameBytes)).buffer), channels),
      );
    },
  });
  return { samples, log };
}
