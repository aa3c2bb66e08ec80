// Broadmark's built-in open engine: a spread-spectrum mark in the dB magnitudes of the 1.5-7.5 kHz band,
// convolutionally coded, with a per-block sync pattern and CRC (see README.md for the design and figures).
import { detectBlocks } from "./detect";
import { embedBlocks } from "./embed";
import { BLOCK_SAMPLES, SAMPLE_RATE } from "./layout";
import type { WatermarkEngine } from "./types";
import { windowedDetector } from "./windowed-detector";

function requireRate(sampleRate: number): void {
  if (sampleRate !== SAMPLE_RATE)
    throw new RangeError(`the broadmark-ss engine works at ${SAMPLE_RATE} Hz, not ${sampleRate} Hz`);
}

export const spreadSpectrumEngine: WatermarkEngine = {
  name: "broadmark-ss",
  version: "1.0.0",
  sampleRate: SAMPLE_RATE,
  blockSeconds: BLOCK_SAMPLES / SAMPLE_RATE,
  embed(pcm, sampleRate, payloadFor) {
    requireRate(sampleRate);
    if (pcm.some((channel) => channel.length !== pcm[0]!.length))
      throw new RangeError("all channels must have the same length");
    return { blocks: embedBlocks(pcm, payloadFor) };
  },
  detect(pcm, sampleRate) {
    requireRate(sampleRate);
    return detectBlocks(pcm);
  },
  createDetector(sampleRate, channels) {
    requireRate(sampleRate);
    return windowedDetector(channels);
  },
};
