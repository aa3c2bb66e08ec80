// One decoding pass searched for the marks of several engine versions (docs/api.md §4.7): a version's mark
// is invisible to the others' detectors (their payload layouts differ), so each chunk is pushed to every
// version's streaming detector and the blocks they return are tagged with the version that found them.
import type { DetectedBlock, StreamingDetector, WatermarkEngine } from "./types";

/** A block found by one of the versions searched. */
export interface VersionedBlock extends DetectedBlock {
  /** The engine version whose detector found it. */
  version: string;
}

export interface VersionsDetector {
  /** Takes the next samples; returns the blocks the versions completed on this chunk, in time order. */
  push(pcm: readonly Float32Array[]): VersionedBlock[];
  /** The stream has ended: the blocks not yet returned, in time order. */
  end(): VersionedBlock[];
}

/**
 * A detector for every engine given (the caller passes the registered versions, so a new one joins without
 * a change here). Each version reports a block when its own detector has seen enough after it (from
 * seconds to the end of the stream), so one call's blocks are in time order, and each version's blocks
 * across calls; blocks of two versions from different calls are in the order they were found.
 */
export function createDetectorForAllVersions(
  engines: readonly WatermarkEngine[],
  sampleRate: number,
  channels: number,
): VersionsDetector {
  if (engines.length === 0) throw new RangeError("no engine version to detect with");
  const detectors = engines.map((engine) => ({
    version: engine.version,
    detector: engine.createDetector(sampleRate, channels),
  }));
  const merged = (found: (detector: StreamingDetector) => DetectedBlock[]) =>
    detectors
      .flatMap(({ version, detector }) => found(detector).map((block) => ({ ...block, version })))
      .sort((a, b) => a.startSample - b.startSample);
  return {
    push: (pcm) => merged((detector) => detector.push(pcm)),
    end: () => merged((detector) => detector.end()),
  };
}
