// Verify (docs/api.md §2.3): every embedded block must be found where it was put, with exactly its payload.
import type { BlockPayload, BlockRecord, DetectedBlock, WatermarkEngine } from "./types";

interface BlockVerification {
  index: number;
  startSample: number;
  expected: BlockPayload;
  /** The payload decoded near the block's start, if any. */
  found: BlockPayload | null;
  ok: boolean;
}

export interface VerificationReport {
  engine: { name: string; version: string };
  ok: boolean;
  verified: number;
  total: number;
  blocks: BlockVerification[];
  /** Detected blocks that match no embedded block (a wrong offset, or a payload from elsewhere). */
  unexpected: DetectedBlock[];
}

/** How far a detected block may start from where it was embedded (ms-scale shifts from codecs and muxers). */
const DEFAULT_TOLERANCE_SAMPLES = 4800;

export function verifyBlocks(
  engine: Pick<WatermarkEngine, "name" | "version">,
  embedded: readonly BlockRecord[],
  detected: readonly DetectedBlock[],
  toleranceSamples = DEFAULT_TOLERANCE_SAMPLES,
): VerificationReport {
  const matched = new Set<DetectedBlock>();
  const blocks = embedded.map((block): BlockVerification => {
    const near = detected.find((found) => Math.abs(found.startSample - block.startSample) <= toleranceSamples);
    if (near) matched.add(near);
    const ok = near !== undefined && samePayload(near.payload, block.payload);
    return {
      index: block.index,
      startSample: block.startSample,
      expected: block.payload,
      found: near?.payload ?? null,
      ok,
    };
  });
  const verified = blocks.filter((block) => block.ok).length;
  const unexpected = detected.filter((found) => !matched.has(found));
  return {
    engine: { name: engine.name, version: engine.version },
    ok: verified === blocks.length && unexpected.length === 0,
    verified,
    total: blocks.length,
    blocks,
    unexpected,
  };
}

function samePayload(a: BlockPayload, b: BlockPayload): boolean {
  return a.sid === b.sid && a.csid === b.csid && a.time === b.time;
}
