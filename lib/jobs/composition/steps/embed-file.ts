// Marks a decoded PCM file (f32le at the render rate) where it lies. With an engine that streams
// (`createEmbedder`), the file is read in one-second chunks and each marked chunk is written back over the
// samples it came from, which the reader has already passed: memory stays one block and its last frame
// whatever the programme's length. An engine that only marks whole buffers gets the file whole.
import { PCM_SAMPLE_RATE } from "../../../render/ffmpeg-args";
import { overwritePcm, readPcm, readPcmChunks, writePcm } from "../../../render/pcm-file";
import type { BlockPayload, BlockRecord, StreamingEmbedder, WatermarkEngine } from "../../../watermark-engine";

/** Marks the first `spanFrames` frames of the file (all of them when absent); the frames after stay as they are. */
export async function embedPcmFile(
  engine: WatermarkEngine,
  pcmPath: string,
  channels: number,
  payloadFor: (blockIndex: number) => BlockPayload,
  spanFrames = Infinity,
): Promise<BlockRecord[]> {
  if (!engine.createEmbedder) return embedWholeFile(engine, pcmPath, channels, payloadFor, spanFrames);
  const embedder = engine.createEmbedder(PCM_SAMPLE_RATE, channels, payloadFor);
  await streamSpan(embedder, pcmPath, channels, spanFrames);
  return [...embedder.blocks];
}

async function streamSpan(
  embedder: StreamingEmbedder,
  pcmPath: string,
  channels: number,
  spanFrames: number,
): Promise<void> {
  const output = await overwritePcm(pcmPath);
  try {
    let read = 0;
    for await (const chunk of readPcmChunks(pcmPath, channels, PCM_SAMPLE_RATE)) {
      if (read >= spanFrames) break;
      const take = Math.min(chunk[0]!.length, spanFrames - read);
      await output.write(embedder.push(chunk.map((plane) => plane.subarray(0, take))));
      read += take;
    }
    await output.write(embedder.end());
  } finally {
    await output.close();
  }
}

async function embedWholeFile(
  engine: WatermarkEngine,
  pcmPath: string,
  channels: number,
  payloadFor: (blockIndex: number) => BlockPayload,
  spanFrames: number,
): Promise<BlockRecord[]> {
  const pcm = await readPcm(pcmPath, channels);
  const span = pcm.map((plane) => plane.subarray(0, Math.min(plane.length, spanFrames)));
  const { blocks } = engine.embed(span, PCM_SAMPLE_RATE, payloadFor);
  await writePcm(pcmPath, pcm);
  return blocks;
}
