// broadmark-ss 2.0.0: the engine for speech, streams and any rate (see ../README.md for the design and
// figures). Whole-buffer embed and detect are the streaming ones fed in one chunk.
import type { DetectedBlock, StreamingDetector, WatermarkEngine } from "../types";
import { createDetectionStream, type Detection } from "./detector";
import { createStreamingEmbedder } from "./embedder";
import { BLOCK_FRAMES, HOPS_PER_SECOND } from "./grid";

/** The blocks whose code and time were both found, as the engine interface reports them. */
function timedBlocks(detections: readonly Detection[]): DetectedBlock[] {
  return detections.flatMap(({ startSample, code, time, syncScore }) =>
    time === undefined
      ? []
      : [
          {
            startSample,
            payload: { sid: code.sid, csid: code.csid, time },
            syncScore: Math.min(1, Math.max(0, syncScore)),
          },
        ],
  );
}

function createDetector(sampleRate: number, channels: number): StreamingDetector {
  const stream = createDetectionStream(sampleRate, channels);
  return { push: (pcm) => timedBlocks(stream.push(pcm)), end: () => timedBlocks(stream.end()) };
}

export const spreadSpectrumEngine2: WatermarkEngine = {
  name: "broadmark-ss",
  version: "2.0.0",
  sampleRate: 48000,
  blockSeconds: BLOCK_FRAMES / HOPS_PER_SECOND,
  embed(pcm, sampleRate, payloadFor) {
    const embedder = createStreamingEmbedder(sampleRate, pcm.length, payloadFor);
    const parts = [embedder.push(pcm), embedder.end()];
    pcm.forEach((channel, c) => {
      channel.set(parts[0]![c]!);
      channel.set(parts[1]![c]!, parts[0]![c]!.length);
    });
    return { blocks: [...embedder.blocks] };
  },
  detect(pcm, sampleRate) {
    const detector = createDetector(sampleRate, pcm.length);
    return [...detector.push(pcm), ...detector.end()];
  },
  createDetector,
  createEmbedder: createStreamingEmbedder,
};
