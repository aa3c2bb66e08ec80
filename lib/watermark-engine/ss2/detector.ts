// Streaming detection in constant memory. The downmix is analysed every half hop (5 ms, so the block grid
// is met within 2.5 ms whatever the offset) into the whitened residual of features.ts. For every start
// position and each of nine speeds from −2 % to +2 % (the block's cells are read on a stretched grid,
// interpolating between rows), the sync cells are correlated; the scores of the blocks 4 s apart on that
// grid are summed over ±3 blocks (28 s), so sync too integrates evidence over several blocks. At each peak
// the soft values of the constant code are summed over the same blocks and decoded (Viterbi, CRC-24);
// where the code holds, the block's own time is decoded (CRC-16 over code and time) or, failing that,
// the time the previous block's time predicts is tested against the block's time bits (continuity).
import { decode, encode } from "../convolutional-code";
import { MEAN_HALF_WIDTH, downmixInto, residualRow } from "./features";
import {
  BANDS,
  BLOCK_CELLS,
  BLOCK_FRAMES,
  GridFft,
  STEPS_PER_FRAME,
  gridFor,
  requireChannels,
  rowCentreStep,
  type Grid,
} from "./grid";
import { CELL_GROUP, CHIPS, CODE_CODED_BITS, SYNC_CELL_LIST, TIME_CODED_BITS } from "./layout";
import { messageToCode, messageToTime, timeMessage, type Code } from "./messages";
import { SampleQueue } from "./sample-queue";

export const SPEEDS = [0.98, 0.985, 0.99, 0.995, 1, 1.005, 1.01, 1.015, 1.02];
const NEIGHBOURS = 3;
const BLOCK_STEPS = BLOCK_FRAMES * STEPS_PER_FRAME;
const MAX_BLOCK_STEPS = Math.ceil(BLOCK_STEPS * SPEEDS.at(-1)!) + 2;
const REACH = (NEIGHBOURS + 1) * MAX_BLOCK_STEPS; // steps ahead (and behind) a decision needs
const PEAK_HALF_WIDTH = 16;
const SYNC_STRIDE = 2; // the sync search runs on every other step (the sync peak is wider than that)
// The sync score of one block in unmarked audio has a standard deviation of about 1/√800 = 0.035, and so
// has the summed score once divided by √(blocks). The threshold only ranks candidates (a few per second in
// noise); the CRC-24 of the code rejects the false ones.
const SYNC_THRESHOLD = 0.06;
/** Normalised correlation a predicted time must reach: 3.6 standard deviations of noise over 108 coded bits. */
const CONTINUITY_THRESHOLD = 0.35;
const BLOCK_SECONDS = 4;

// Local copies of the layout, read millions of times per minute of audio by the loops below.
const WIDTH = BANDS;
const CELL_STEP = Float64Array.from({ length: BLOCK_CELLS }, (_, cell) => rowCentreStep(Math.floor(cell / BANDS)));
const CELL_BAND = Int32Array.from({ length: BLOCK_CELLS }, (_, cell) => cell % BANDS);
const CELL_CHIP = Float64Array.from(CHIPS);
const CELL_GROUPS = Int32Array.from(CELL_GROUP);
const SYNC = Int32Array.from(SYNC_CELL_LIST);
const cellsOf = (from: number, to: number) =>
  Int32Array.from([...CELL_GROUPS.keys()].filter((cell) => CELL_GROUPS[cell]! >= from && CELL_GROUPS[cell]! < to));
const CODE_CELLS_LIST = cellsOf(1, 1 + CODE_CODED_BITS);
const TIME_CELLS_LIST = cellsOf(1 + CODE_CODED_BITS, 1 + CODE_CODED_BITS + TIME_CODED_BITS);

export interface Detection {
  startSample: number;
  code: Code;
  time: number | undefined;
  timeFrom: "decoded" | "continuity" | undefined;
  syncScore: number;
  speed: number;
}

export interface DetectionStream {
  push(pcm: readonly Float32Array[]): Detection[];
  end(): Detection[];
  /** Decoding attempts made so far (each passes the CRC-24 by chance with probability 2^-24). */
  readonly attempts: number;
}

export function createDetectionStream(rate: number, channels: number): DetectionStream {
  return new SpreadSpectrumDetectionStream(rate, channels);
}

/**
 * The stages run in order on each push, each as far as the data it needs allows: features, residual,
 * sync scores, combined scores, candidates; `next` holds the first position each stage has yet to compute.
 */
class SpreadSpectrumDetectionStream implements DetectionStream {
  private readonly grid: Grid;
  private readonly channels: number;
  private readonly step: number;
  private readonly fft: GridFft;
  private readonly mix = new SampleQueue();
  private readonly features = new SampleQueue(); // rows × BANDS, absolute index = step × BANDS
  private readonly residual = new SampleQueue();
  private readonly sync = new SampleQueue(); // steps × SPEEDS
  private readonly combined = new SampleQueue();
  private ended = false;
  private readonly next = { feature: 0, residual: 0, sync: 0, combined: 0, candidate: 0 };
  private lastTimed: { position: number; speed: number; time: number } | undefined;
  private held: Detection | undefined;
  private attemptCount = 0;
  private mixChunk = new Float32Array(0);

  constructor(rate: number, channels: number) {
    this.grid = gridFor(rate);
    requireChannels(channels);
    this.channels = channels;
    this.step = this.grid.hop / STEPS_PER_FRAME;
    this.fft = new GridFft(this.grid);
  }

  get attempts(): number {
    return this.attemptCount;
  }

  push(pcm: readonly Float32Array[]): Detection[] {
    if (pcm.length !== this.channels) throw new RangeError(`expected ${this.channels} channels, got ${pcm.length}`);
    if (this.mixChunk.length !== (pcm[0]?.length ?? 0)) this.mixChunk = new Float32Array(pcm[0]?.length ?? 0);
    this.mix.append(downmixInto(pcm, this.mixChunk));
    return this.advance();
  }

  end(): Detection[] {
    this.ended = true;
    const found = this.advance();
    if (this.held) found.push(this.held);
    this.held = undefined;
    return found;
  }

  private sampleAt(position: number): number {
    return Math.round(position * this.step);
  }

  private advance(): Detection[] {
    this.analyseFeatures();
    this.computeResiduals();
    this.computeSyncScores();
    this.computeCombinedScores();
    const found = this.findDetections();
    this.forget();
    return found;
  }

  private analyseFeatures(): void {
    const { mix, features, next, fft } = this;
    while (mix.end >= this.sampleAt(next.feature) + this.grid.frame) {
      fft.analyse(mix.view(this.sampleAt(next.feature), this.sampleAt(next.feature) + this.grid.frame), 0);
      features.grow(BANDS);
      fft.bandEnergiesDb(features.view(next.feature * BANDS, (next.feature + 1) * BANDS), 0);
      next.feature++;
    }
  }

  private computeResiduals(): void {
    const { features, residual, next } = this;
    while (next.residual < next.feature && (this.ended || next.residual + MEAN_HALF_WIDTH < next.feature)) {
      residual.grow(BANDS);
      const base = features.start / BANDS;
      const view = features.view(features.start, features.end);
      residualRow(
        view,
        next.feature - base,
        MEAN_HALF_WIDTH,
        next.residual - base,
        residual.view(next.residual * BANDS, (next.residual + 1) * BANDS),
        0,
      );
      next.residual++;
    }
  }

  private computeSyncScores(): void {
    const { sync, next } = this;
    while (next.sync < next.residual && (this.ended || next.sync + MAX_BLOCK_STEPS < next.residual)) {
      sync.grow(SPEEDS.length);
      const row = sync.view(next.sync * SPEEDS.length, (next.sync + 1) * SPEEDS.length);
      SPEEDS.forEach((speed, k) => (row[k] = next.sync % SYNC_STRIDE === 0 ? this.syncScore(next.sync, speed) : -1));
      next.sync++;
    }
  }

  private computeCombinedScores(): void {
    const { combined, next } = this;
    while (next.combined < next.sync && (this.ended || next.combined + NEIGHBOURS * MAX_BLOCK_STEPS < next.sync)) {
      combined.grow(SPEEDS.length);
      const row = combined.view(next.combined * SPEEDS.length, (next.combined + 1) * SPEEDS.length);
      SPEEDS.forEach(
        (speed, k) => (row[k] = next.combined % SYNC_STRIDE === 0 ? this.combinedScore(next.combined, k, speed) : -1),
      );
      next.combined++;
    }
  }

  private findDetections(): Detection[] {
    const { next } = this;
    const found: Detection[] = [];
    while (next.candidate < next.combined && (this.ended || next.candidate + PEAK_HALF_WIDTH < next.combined)) {
      const detection = this.candidateAt(next.candidate++);
      if (detection) found.push(...this.keepStrongest(detection));
    }
    return found;
  }

  private blockFits(position: number, speed: number): boolean {
    return position >= this.residual.start / BANDS && position + BLOCK_STEPS * speed + 1 < this.next.residual;
  }

  /**
   * Calls `visit` with each listed cell of the block at `position` read on the grid stretched by `speed`
   * (linear interpolation between rows); the block must fit what is held.
   */
  private readCells(
    position: number,
    speed: number,
    cells: Int32Array,
    visit: (cell: number, value: number) => void,
  ): void {
    const data = this.residual.samples;
    const origin = this.residual.start;
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index]!;
      const row = position + CELL_STEP[cell]! * speed;
      const below = Math.floor(row);
      const fraction = row - below;
      const at = below * WIDTH + CELL_BAND[cell]! - origin;
      visit(cell, (1 - fraction) * data[at]! + fraction * data[at + WIDTH]!);
    }
  }

  private syncScore(position: number, speed: number): number {
    if (!this.blockFits(position, speed)) return 0;
    let correlation = 0;
    let energy = 0;
    this.readCells(position, speed, SYNC, (cell, value) => {
      correlation += CELL_CHIP[cell]! * value;
      energy += value * value;
    });
    return energy > 0 ? correlation / Math.sqrt(energy * SYNC.length) : 0;
  }

  private combinedScore(position: number, k: number, speed: number): number {
    let sum = 0;
    let count = 0;
    for (let m = -NEIGHBOURS; m <= NEIGHBOURS; m++) {
      const at = SYNC_STRIDE * Math.round((position + m * BLOCK_STEPS * speed) / SYNC_STRIDE);
      if (at < this.sync.start / SPEEDS.length || at >= this.next.sync) continue;
      sum += this.sync.at(at * SPEEDS.length + k);
      count++;
    }
    return count > 0 ? sum / Math.sqrt(count) : 0;
  }

  private bestSpeed(position: number): { score: number; k: number } {
    const scores = this.combined.view(position * SPEEDS.length, (position + 1) * SPEEDS.length);
    let k = 0;
    for (let other = 1; other < SPEEDS.length; other++) if (scores[other]! > scores[k]!) k = other;
    return { score: scores[k]!, k };
  }

  private candidateAt(position: number): Detection | undefined {
    const { score, k } = this.bestSpeed(position);
    if (score < SYNC_THRESHOLD) return undefined;
    const from = Math.max(this.combined.start / SPEEDS.length, position - PEAK_HALF_WIDTH);
    const to = Math.min(this.next.combined - 1, position + PEAK_HALF_WIDTH);
    for (let other = from; other <= to; other++) if (this.bestSpeed(other).score > score) return undefined;
    // The search ran on every other step: the block starts at the best of the step and its two neighbours.
    const speed = SPEEDS[k]!;
    const refined = [position - 1, position, position + 1]
      .map((at) => ({ at, score: this.syncScore(at, speed) }))
      .reduce((a, b) => (b.score > a.score ? b : a));
    return this.decodeAt(refined.at, speed, refined.score);
  }

  /** Soft values of the groups [first, first + soft.length) of the block at `position`, added into `soft`. */
  private addSoft(position: number, speed: number, first: number, soft: Float64Array): void {
    if (!this.blockFits(position, speed)) return;
    this.readCells(position, speed, first === 1 ? CODE_CELLS_LIST : TIME_CELLS_LIST, (cell, value) => {
      soft[CELL_GROUPS[cell]! - first]! += CELL_CHIP[cell]! * value;
    });
  }

  private decodeAt(position: number, speed: number, syncScore: number): Detection | undefined {
    this.attemptCount++;
    const codeSoft = new Float64Array(CODE_CODED_BITS);
    for (let m = -NEIGHBOURS; m <= NEIGHBOURS; m++)
      this.addSoft(position + m * BLOCK_STEPS * speed, speed, 1, codeSoft);
    const code = messageToCode(decode(codeSoft));
    if (!code) return undefined;
    const timeSoft = new Float64Array(TIME_CODED_BITS);
    this.addSoft(position, speed, 1 + CODE_CODED_BITS, timeSoft);
    let time = messageToTime(code, decode(timeSoft));
    let timeFrom: Detection["timeFrom"] = time === undefined ? undefined : "decoded";
    if (time === undefined) {
      time = this.continuedTime(position, speed, code, timeSoft);
      if (time !== undefined) timeFrom = "continuity";
    }
    if (time !== undefined) this.lastTimed = { position, speed, time };
    return { startSample: this.sampleAt(position), code, time, timeFrom, syncScore, speed };
  }

  /** The time the last timed block predicts for the block at `position`, if its time bits agree with it. */
  private continuedTime(position: number, speed: number, code: Code, timeSoft: Float64Array): number | undefined {
    const { lastTimed } = this;
    if (!lastTimed) return undefined;
    const predicted =
      lastTimed.time + BLOCK_SECONDS * Math.round((position - lastTimed.position) / (BLOCK_STEPS * speed));
    const agrees =
      predicted >= 0 &&
      predicted < 2 ** 32 &&
      agreement(timeSoft, encode(timeMessage(code, predicted))) >= CONTINUITY_THRESHOLD;
    return agrees ? predicted : undefined;
  }

  /** Of detections closer than half a block, the one with the clearest sync (held until the next is far enough). */
  private keepStrongest(detection: Detection): Detection[] {
    const { held } = this;
    if (held && detection.startSample - held.startSample < (BLOCK_STEPS * this.step) / 2) {
      if (detection.syncScore > held.syncScore) this.held = detection;
      return [];
    }
    this.held = detection;
    return held ? [held] : [];
  }

  private forget(): void {
    const { next } = this;
    const keepStep = Math.max(0, next.candidate - REACH - PEAK_HALF_WIDTH);
    this.mix.drop(this.sampleAt(next.feature));
    this.features.drop((next.residual - MEAN_HALF_WIDTH - 1) * BANDS);
    this.residual.drop(keepStep * BANDS);
    this.sync.drop(keepStep * SPEEDS.length);
    this.combined.drop((next.candidate - PEAK_HALF_WIDTH - 1) * SPEEDS.length);
  }
}

/** Normalised correlation of soft values with a codeword's ±1 signs. */
function agreement(soft: Float64Array, coded: readonly number[]): number {
  let correlation = 0;
  let energy = 0;
  soft.forEach((value, index) => {
    correlation += value * (coded[index] === 1 ? 1 : -1);
    energy += value * value;
  });
  return energy > 0 ? correlation / Math.sqrt(energy * soft.length) : 0;
}
