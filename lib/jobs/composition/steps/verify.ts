// Step 3, verify (when the mark asks for it): the rendered stream is decoded again and every embedded
// block must be found with its payload; one missing or wrong block fails the job.
import { PCM_SAMPLE_RATE, type StreamRef } from "../../../render/ffmpeg-args";
import { readPcm } from "../../../render/pcm-file";
import { verifyBlocks, type BlockRecord, type VerificationReport, type WatermarkEngine } from "../../../watermark-engine";
import { decodeToPcm } from "./render";
import { WatermarkError } from "./watermark-error";

export async function verifyStream(engine: WatermarkEngine, stream: StreamRef, blocks: BlockRecord[], channels: number, signal: AbortSignal): Promise<VerificationReport> {
  const pcmPath = `${stream.path}.verify.f32`;
  await decodeToPcm(stream, channels, pcmPath, signal);
  return verifyBlocks(engine, blocks, engine.detect(await readPcm(pcmPath, channels), PCM_SAMPLE_RATE));
}

/** Throws when the report is not clean, naming the stream and the counts. */
export function requireVerified(streamName: string, verification: VerificationReport): void {
  if (verification.ok) return;
  throw new WatermarkError(
    `verification of ${streamName} failed: ${verification.verified} of ${verification.total} blocks decoded with the expected payload and time, ${verification.unexpected.length} unexpected`,
  );
}
