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
export { spreadSpectrumEngine2, spreadSpectrumEngine3 } from "./ss2/engine";
export { format2 as broadmarkSs2Format } from "./ss2/format-2";
export { format3 as broadmarkSs3Format } from "./ss2/format-3";
export type { PayloadFormat } from "./ss2/format";
export { createDetectionStream, type Detection, type DetectionStream } from "./ss2/detector";
export { verifyBlocks, type VerificationReport } from "./verify";
export { createDetectorForAllVersions, type VersionedBlock, type VersionsDetector } from "./all-versions-detector";
