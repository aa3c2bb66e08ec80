// Runs an engine's streaming detector over a decoded audio stream: ffmpeg decodes to 48 kHz float PCM in
// chunks (lib/render/pcm-stream.ts), each chunk goes to the detector and is dropped, so the memory this
// takes does not grow with the programme (the engine's own detector may still keep what it needs).
import { PCM_SAMPLE_RATE } from "../../render/ffmpeg-args";
import { streamPcm, type PcmSource } from "../../render/pcm-stream";
import type { DetectedBlock, WatermarkEngine } from "../../watermark-engine";

export interface StreamDetection {
  blocks: DetectedBlock[];
  /** Seconds of audio decoded. */
  seconds: number;
}

export interface DetectOptions {
  channels: number;
  /** Seconds of the input (from its probe), to report progress as a fraction; none when unknown. */
  durationSeconds?: number;
  onProgress?(fraction: number): void;
  /** Each block as soon as the detector returns it (the CLI prints it then). */
  onBlock?(block: DetectedBlock): void;
  signal?: AbortSignal;
}

export async function detectStream(
  engine: WatermarkEngine,
  source: PcmSource,
  options: DetectOptions,
): Promise<StreamDetection> {
  const detector = engine.createDetector(PCM_SAMPLE_RATE, options.channels);
  const blocks: DetectedBlock[] = [];
  const found = (more: DetectedBlock[]) => {
    for (const block of more) {
      blocks.push(block);
      options.onBlock?.(block);
    }
  };
  let decoded = 0;
  const samples = await streamPcm(source, {
    channels: options.channels,
    signal: options.signal,
    onChunk: (planes) => {
      found(detector.push(planes));
      decoded += planes[0]!.length;
      if (options.durationSeconds)
        options.onProgress?.(Math.min(1, decoded / PCM_SAMPLE_RATE / options.durationSeconds));
    },
  });
  found(detector.end());
  return { blocks, seconds: samples / PCM_SAMPLE_RATE };
}
