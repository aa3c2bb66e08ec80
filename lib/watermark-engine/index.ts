// Watermarking engines behind one interface, the built-in open engine, and Verify.
export type {
  BlockPayload,
  BlockRecord,
  DetectedBlock,
  StreamingDetector,
  StreamingEmbedder,
  WatermarkEngine,
} from "./types";
export { spreadSpectrumEngine } from "./spread-spectrum-engine";
export { spreadSpectrumEngine2 } from "./ss2/engine";
export { createDetectionStream, type Detection, type DetectionStream } from "./ss2/detector";
export { verifyBlocks, type VerificationReport } from "./verify";
