// Step 3, verify (when the mark asks for it): the rendered stream is decoded again and every embedded
// block must be found with its payload; one missing or wrong block fails the job. The decoded PCM is fed
// to the engine's streaming detector in one-second chunks, so a long programme is never held whole.
import { PCM_SAMPLE_RATE, type StreamRef } from "../../../render/ffmpeg-args";
import { readPcmChunks } from "../../../render/pcm-file";
import {
  verifyBlocks,
  type BlockRecord,
  type DetectedBlock,
  type VerificationReport,
  type WatermarkEngine,
} from "../../../watermark-engine";
import { decodeToPcm } from "./render";
import { WatermarkError } from "./watermark-error";

export async function verifyStream(
  engine: WatermarkEngine,
  stream: StreamRef,
  blocks: BlockRecord[],
  channels: number,
  signal: AbortSignal,
): Promise<VerificationReport> {
  const pcmPath = `${stream.path}.verify.f32`;
  await decodeToPcm(stream, channels, pcmPath, signal);
  return verifyBlocks(engine, blocks, await detectInFile(engine, pcmPath, channels));
}

/** Every block the engine finds in a PCM file (f32le at the render rate), read in chunks. */
export async function detectInFile(
  engine: WatermarkEngine,
  pcmPath: string,
  channels: number,
): Promise<DetectedBlock[]> {
  const detector = engine.createDetector(PCM_SAMPLE_RATE, channels);
  const found: DetectedBlock[] = [];
  for await (const chunk of readPcmChunks(pcmPath, channels, PCM_SAMPLE_RATE)) found.push(...detector.push(chunk));
  found.push(...detector.end());
  return found;
}

/** Throws when the report is not clean, naming the stream and the counts. */
export function requireVerified(streamName: string, verification: VerificationReport): void {
  if (verification.ok) return;
  throw new WatermarkError(
    `verification of ${streamName} failed: ${verification.verified} of ${verification.total} blocks decoded with the expected payload and time, ${verification.unexpected.length} unexpected`,
  );
}
