// broadmark-ss 2.0.0 and 3.0.0: the engines for speech, streams and any rate, on one grid with two
// payload formats (see ../README.md for the design and figures). Whole-buffer embed and detect are the
// streaming ones fed in one chunk.
import type { DetectedBlock, StreamingDetector, WatermarkEngine } from "../types";
import { createDetectionStream, type Detection } from "./detector";
import { createStreamingEmbedder } from "./embedder";
import type { PayloadFormat } from "./format";
import { format2 } from "./format-2";
import { format3 } from "./format-3";
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

function engineOf(format: PayloadFormat): WatermarkEngine {
  const createDetector = (sampleRate: number, channels: number): StreamingDetector => {
    const stream = createDetectionStream(sampleRate, channels, format);
    return { push: (pcm) => timedBlocks(stream.push(pcm)), end: () => timedBlocks(stream.end()) };
  };
  const createEmbedder: WatermarkEngine["createEmbedder"] = (sampleRate, channels, payloadFor) =>
    createStreamingEmbedder(format, sampleRate, channels, payloadFor);
  return {
    name: "broadmark-ss",
    version: format.version,
    sampleRate: 48000,
    blockSeconds: BLOCK_FRAMES / HOPS_PER_SECOND,
    embed(pcm, sampleRate, payloadFor) {
      const embedder = createEmbedder(sampleRate, pcm.length, payloadFor);
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
    createEmbedder,
  };
}

export const spreadSpectrumEngine2 = engineOf(format2);
export const spreadSpectrumEngine3 = engineOf(format3);
