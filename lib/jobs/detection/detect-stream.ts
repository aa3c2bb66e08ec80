// Runs the streaming detectors of every engine version given over one decoded audio stream: ffmpeg decodes
// to 48 kHz float PCM in chunks (lib/render/pcm-stream.ts), each chunk goes to every version's detector
// and is dropped, so the memory this takes does not grow with the programme (the engines' own detectors
// may still keep what they need), and the audio is decoded once however many versions search it.
import { PCM_SAMPLE_RATE } from "../../render/ffmpeg-args";
import { streamPcm, type PcmSource } from "../../render/pcm-stream";
import { createDetectorForAllVersions, type VersionedBlock, type WatermarkEngine } from "../../watermark-engine";

/**
 * The most channels the detectors read (the engines take 1 to 8): every channel carries the same mark (the
 * embedder gives them all the same gains), so the first eight of a wider stream hold it.
 */
const MAX_SEARCHED_CHANNELS = 8;

export interface StreamDetection {
  /** In time order. */
  blocks: VersionedBlock[];
  /** Seconds of audio decoded. */
  seconds: number;
  /** ffmpeg's log of the decoding. */
  log: string;
}

export interface DetectOptions {
  channels: number;
  /** Seconds of the input (from its probe), to report progress as a fraction; none when unknown. */
  durationSeconds?: number;
  onProgress?(fraction: number): void;
  /** Each block as soon as a detector returns it (the CLI prints it then). */
  onBlock?(block: VersionedBlock): void;
  /** Each decoded chunk too, after the detectors had it (the next chunk is read once its promise settles). */
  onChunk?(planes: Float32Array[]): Promise<void>;
  signal?: AbortSignal;
}

export async function detectStream(
  engines: readonly WatermarkEngine[],
  source: PcmSource,
  options: DetectOptions,
): Promise<StreamDetection> {
  const searched = Math.min(MAX_SEARCHED_CHANNELS, options.channels);
  const detector = createDetectorForAllVersions(engines, PCM_SAMPLE_RATE, searched);
  const blocks: VersionedBlock[] = [];
  const found = (more: VersionedBlock[]) => {
    for (const block of more) {
      blocks.push(block);
      options.onBlock?.(block);
    }
  };
  let decoded = 0;
  const { samples, log } = await streamPcm(source, {
    channels: options.channels,
    signal: options.signal,
    onChunk: (planes) => {
      found(detector.push(planes.slice(0, searched)));
      decoded += planes[0]!.length;
      if (options.durationSeconds)
        options.onProgress?.(Math.min(1, decoded / PCM_SAMPLE_RATE / options.durationSeconds));
      return options.onChunk?.(planes);
    },
  });
  found(detector.end());
  return { blocks: blocks.sort((a, b) => a.startSample - b.startSample), seconds: samples / PCM_SAMPLE_RATE, log };
}
