// Watermarking engines behind one interface, the built-in open engine, and Verify.
export type { BlockPayload, BlockRecord, DetectedBlock, StreamingDetector, WatermarkEngine } from "./types";
export { spreadSpectrumEngine } from "./spread-spectrum-engine";
export { verifyBlocks, type VerificationReport } from "./verify";
