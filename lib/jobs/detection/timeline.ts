// Detected blocks as a timeline an operator reads: where each block starts in the input (seconds), the
// code and broadcast time it carries, and the spans where no block was found.
import { PCM_SAMPLE_RATE } from "../../render/ffmpeg-args";
import type { VersionedBlock } from "../../watermark-engine";
import type { Span, TimelineBlock } from "./schema";

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export const formatCsid = (csid: number) => `0x${csid.toString(16).toUpperCase().padStart(5, "0")}`;

export function timelineBlock(block: VersionedBlock): TimelineBlock {
  return {
    start: round3(block.startSample / PCM_SAMPLE_RATE),
    sid: block.payload.sid,
    csid: formatCsid(block.payload.csid),
    time: new Date(block.payload.time * 1000).toISOString().replace(".000Z", "Z"),
    confidence: round3(block.syncScore),
    version: block.version,
  };
}

/**
 * The spans of [from, to) that no block covers (a block covers [start, start + blockSeconds)); spans
 * shorter than one block are not gaps: only whole blocks are marked, so the last partial block never is.
 */
export function uncovered(starts: readonly number[], blockSeconds: number, from: number, to: number): Span[] {
  const gaps: Span[] = [];
  let covered = from;
  for (const start of [...starts].sort((a, b) => a - b)) {
    if (start - covered >= blockSeconds) gaps.push({ start: round3(covered), end: round3(Math.min(start, to)) });
    covered = Math.max(covered, start + blockSeconds);
    if (covered >= to) break;
  }
  if (to - covered >= blockSeconds) gaps.push({ start: round3(covered), end: round3(to) });
  return gaps;
}
