// Detection: sub-band energies in dB every half hop (so the block grid is met within 128 samples whatever
// the offset), the host whitened by subtracting each sub-band's running mean (the slowly varying spectrum
// of the programme is the detector's main noise; cf. the cepstral filtering of Kirovski & Malvar 2003),
// then a sync search by normalised correlation and, at each sync peak, soft-decision Viterbi decoding of
// the payload, which only counts when its CRC-24 matches.
import { decode } from "./convolutional-code";
import { downmix, whitenedResidual } from "./features";
import {
  BANDS,
  BLOCK_CELLS,
  BLOCK_FRAMES,
  BLOCK_SAMPLES,
  CELL_BIT,
  CHIPS,
  CODED_BITS,
  HOP,
  SYNC_CELLS,
  SYNC_FRAMES,
} from "./layout";
import { messageToPayload } from "./payload";
import { bandEnergiesDb } from "./spectrum";
import type { BlockPayload, DetectedBlock } from "./types";

const STEPS_PER_FRAME = 2; // detector frames per embedded frame
const DETECTOR_HOP = HOP / STEPS_PER_FRAME;
const MEAN_HALF_WIDTH = 16; // detector frames each side: ±85 ms of running mean
// Sync correlation of unmarked audio has a standard deviation of about 1/√240 = 0.065, and marked
// programme after AAC peaks at only 0.09-0.2: the sync merely ranks candidates (about 20 per block) and the
// CRC-24 rejects false ones (2^-24 each: ~0.004 false blocks per hour of unmarked audio).
const SYNC_THRESHOLD = 0.05;
const PEAK_HALF_WIDTH = 16; // a sync peak must be the maximum within ±16 detector frames (±85 ms)

export function detectBlocks(pcm: readonly Float32Array[]): DetectedBlock[] {
  const { frames, energies } = bandEnergiesDb(downmix(pcm), DETECTOR_HOP);
  const residual = whitenedResidual(energies, frames, MEAN_HALF_WIDTH);
  const span = BLOCK_FRAMES * STEPS_PER_FRAME;
  const scores = Float64Array.from({ length: Math.max(0, frames - span + 1) }, (_, start) =>
    syncScore(residual, start),
  );
  const found: DetectedBlock[] = [];
  for (let start = 0; start < scores.length; start++) {
    if (scores[start]! < SYNC_THRESHOLD || !isPeak(scores, start)) continue;
    for (const at of [start, start - 1, start + 1].filter((candidate) => candidate >= 0 && candidate < scores.length)) {
      const payload = decodeAt(residual, at);
      if (payload) {
        found.push({ startSample: at * DETECTOR_HOP, payload, syncScore: scores[at]! });
        break;
      }
    }
  }
  return keepStrongest(found);
}

/** The residual of a block's cell, for a block starting at detector frame `start`. */
function cellValue(residual: Float32Array, start: number, cell: number): number {
  const frame = Math.floor(cell / BANDS);
  return residual[(start + frame * STEPS_PER_FRAME) * BANDS + (cell % BANDS)]!;
}

function syncScore(residual: Float32Array, start: number): number {
  let correlation = 0;
  let energy = 0;
  for (let cell = 0; cell < SYNC_CELLS; cell++) {
    const value = cellValue(residual, start, cell);
    correlation += CHIPS[cell]! * value;
    energy += value * value;
  }
  return energy > 0 ? correlation / Math.sqrt(energy * SYNC_FRAMES * BANDS) : 0;
}

function isPeak(scores: Float64Array, at: number): boolean {
  for (
    let other = Math.max(0, at - PEAK_HALF_WIDTH);
    other <= Math.min(scores.length - 1, at + PEAK_HALF_WIDTH);
    other++
  ) {
    if (scores[other]! > scores[at]!) return false;
  }
  return true;
}

function decodeAt(residual: Float32Array, start: number): BlockPayload | undefined {
  const soft = new Float64Array(CODED_BITS);
  for (let cell = SYNC_CELLS; cell < BLOCK_CELLS; cell++)
    soft[CELL_BIT[cell]!]! += CHIPS[cell]! * cellValue(residual, start, cell);
  return messageToPayload(decode(soft));
}

/** One detection per block: of detections closer than half a block, the one with the clearest sync. */
function keepStrongest(found: readonly DetectedBlock[]): DetectedBlock[] {
  const kept: DetectedBlock[] = [];
  for (const block of found) {
    const previous = kept.at(-1);
    if (previous && block.startSample - previous.startSample < BLOCK_SAMPLES / 2) {
      if (block.syncScore > previous.syncScore) kept[kept.length - 1] = block;
    } else kept.push(block);
  }
  return kept;
}
