// Streaming detection in constant memory. The downmix is analysed every half hop (5 ms, so the block grid
// is met within 2.5 ms whatever the offset) into the whitened residual of features.ts. For every start
// position and each of nine speeds from −2 % to +2 % (the block's cells are read on a stretched grid,
// interpolating between rows, from bands whose edges moved with the speed), the sync cells are correlated; the scores of the blocks 4 s apart on that
// grid are summed over ±3 blocks (28 s), so sync too integrates evidence over several blocks. At each peak
// the soft values of every group of the block and of its ±3 neighbours on the same grid are handed to the
// payload format (format.ts), which decodes the code and the time from them.
import { MEAN_HALF_WIDTH, downmixInto, residualRow } from "./features";
import {
  BANDS,
  BLOCK_CELLS,
  BLOCK_FRAMES,
  GridFft,
  STEPS_PER_FRAME,
  bandBinsOf,
  gridFor,
  requireChannels,
  rowCentreStep,
  type Grid,
} from "./grid";
import { NEIGHBOURS, type PayloadFormat } from "./format";
import { CHIPS } from "./layout";
import type { Code } from "./messages";
import { SampleQueue } from "./sample-queue";

export const SPEEDS = [0.98, 0.985, 0.99, 0.995, 1, 1.005, 1.01, 1.015, 1.02];
/**
 * Scales of the band edges the features are computed at. A speed change s by resampling moves every
 * frequency by 1/s, by a seventh of a band at 2 %: the residual read with a band's neighbours mixed in
 * lost a third of the code's evidence. Each speed reads the bands nearest to where it moved them (1 %
 * off costs a fourteenth of a band).
 */
const BAND_SCALES = [1 / 0.98, 1, 1 / 1.02];
const SCALE_OF_SPEED = SPEEDS.map((speed) =>
  BAND_SCALES.reduce(
    (best, scale, index) =>
      Math.abs(scale - 1 / speed) < Math.abs(BAND_SCALES[best]! - 1 / speed) - 1e-9 ? index : best,
    1,
  ),
);
const BLOCK_STEPS = BLOCK_FRAMES * STEPS_PER_FRAME;
const MAX_BLOCK_STEPS = Math.ceil(BLOCK_STEPS * SPEEDS.at(-1)!) + 2;
const REACH = (NEIGHBOURS + 1) * MAX_BLOCK_STEPS; // steps ahead (and behind) a decision needs
const PEAK_HALF_WIDTH = 16;
const SYNC_STRIDE = 2; // the sync search runs on every other step (the sync peak is wider than that)
// The sync score of one block in unmarked audio has a standard deviation of about 1/√800 = 0.035, and so
// has the summed score once divided by √(blocks). The threshold only ranks candidates (a few per second in
// noise); the CRC-24 of the code rejects the false ones.
const SYNC_THRESHOLD = 0.06;
const BLOCK_SECONDS = 4;
/**
 * z-scores a block's own cells must reach against the payload it is reported with (noise gives N(0, 1)),
 * its varying part (the counter) agreeing too: a decoded block, whose code passed its CRC-24 and whose
 * counter its neighbours confirm, 4 (exceeded by chance with probability 3·10^-5); a tracked block, tried
 * at the three steps around each of the few blocks next to a found one, 5 (3·10^-7).
 */
const DECODED_Z = 4;
const TRACKED_Z = 5;

// Local copies of the layout, read millions of times per minute of audio by the loops below.
const WIDTH = BANDS;
const CELL_STEP = Float64Array.from({ length: BLOCK_CELLS }, (_, cell) => rowCentreStep(Math.floor(cell / BANDS)));
const CELL_BAND = Int32Array.from({ length: BLOCK_CELLS }, (_, cell) => cell % BANDS);
const CELL_CHIP = Float64Array.from(CHIPS);
const cellsWhere = (groups: Int16Array, keep: (group: number) => boolean) =>
  Int32Array.from([...groups.keys()].filter((cell) => keep(groups[cell]!)));

export interface Detection {
  startSample: number;
  code: Code;
  time: number | undefined;
  syncScore: number;
  speed: number;
}

export interface DetectionStream {
  push(pcm: readonly Float32Array[]): Detection[];
  end(): Detection[];
  /** Decoding attempts made so far (each passes the CRC-24 by chance with probability 2^-24). */
  readonly attempts: number;
}

export function createDetectionStream(rate: number, channels: number, format: PayloadFormat): DetectionStream {
  return new SpreadSpectrumDetectionStream(rate, channels, format);
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
  /** Per band scale: rows × BANDS, absolute index = step × BANDS. */
  private readonly features = BAND_SCALES.map(() => new SampleQueue());
  private readonly residual = BAND_SCALES.map(() => new SampleQueue());
  private readonly bandBins: (readonly (readonly [number, number])[])[];
  private readonly sync = new SampleQueue(); // steps × SPEEDS
  private readonly combined = new SampleQueue();
  private ended = false;
  private readonly next = { feature: 0, residual: 0, sync: 0, combined: 0, candidate: 0 };
  private lastTimed: { position: number; speed: number; code: Code; time: number } | undefined;
  /** Blocks after the last timed one that tracking did not confirm. */
  private trackMisses = 0;
  private held: Detection | undefined;
  private attemptCount = 0;
  private mixChunk = new Float32Array(0);
  private readonly cellGroups: Int32Array;
  private readonly syncCells: Int32Array;
  private readonly dataCells: Int32Array;

  constructor(
    rate: number,
    channels: number,
    private readonly format: PayloadFormat,
  ) {
    this.grid = gridFor(rate);
    this.cellGroups = Int32Array.from(format.cellGroup);
    this.syncCells = cellsWhere(format.cellGroup, (group) => group === 0);
    this.dataCells = cellsWhere(format.cellGroup, (group) => group > 0);
    requireChannels(channels);
    this.channels = channels;
    this.step = this.grid.hop / STEPS_PER_FRAME;
    this.fft = new GridFft(this.grid);
    this.bandBins = BAND_SCALES.map((scale) => bandBinsOf(rate, this.grid.fftSize, scale));
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
      features.forEach((queue, s) => {
        queue.grow(BANDS);
        fft.bandEnergiesDb(queue.view(next.feature * BANDS, (next.feature + 1) * BANDS), 0, this.bandBins[s]);
      });
      next.feature++;
    }
  }

  private computeResiduals(): void {
    const { features, residual, next } = this;
    while (next.residual < next.feature && (this.ended || next.residual + MEAN_HALF_WIDTH < next.feature)) {
      features.forEach((queue, s) => {
        residual[s]!.grow(BANDS);
        const base = queue.start / BANDS;
        residualRow(
          queue.view(queue.start, queue.end),
          next.feature - base,
          MEAN_HALF_WIDTH,
          next.residual - base,
          residual[s]!.view(next.residual * BANDS, (next.residual + 1) * BANDS),
          0,
        );
      });
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
      for (const detection of this.candidateAt(next.candidate++)) found.push(...this.keepStrongest(detection));
      found.push(...this.trackForward());
    }
    return found;
  }

  private blockFits(position: number, speed: number): boolean {
    return position >= this.residual[0]!.start / BANDS && position + BLOCK_STEPS * speed + 1 < this.next.residual;
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
    const residual = this.residual[SCALE_OF_SPEED[SPEEDS.indexOf(speed)]!]!;
    const data = residual.samples;
    const origin = residual.start;
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
    this.readCells(position, speed, this.syncCells, (cell, value) => {
      correlation += CELL_CHIP[cell]! * value;
      energy += value * value;
    });
    return energy > 0 ? correlation / Math.sqrt(energy * this.syncCells.length) : 0;
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

  private candidateAt(position: number): Detection[] {
    const { score, k } = this.bestSpeed(position);
    if (score < SYNC_THRESHOLD) return [];
    const from = Math.max(this.combined.start / SPEEDS.length, position - PEAK_HALF_WIDTH);
    const to = Math.min(this.next.combined - 1, position + PEAK_HALF_WIDTH);
    for (let other = from; other <= to; other++) if (this.bestSpeed(other).score > score) return [];
    // The search ran on every other step: the block starts at the best of the step and its two neighbours.
    const speed = SPEEDS[k]!;
    const refined = [position - 1, position, position + 1]
      .map((at) => ({ at, score: this.syncScore(at, speed) }))
      .reduce((a, b) => (b.score > a.score ? b : a));
    return this.decodeAt(refined.at, speed, refined.score);
  }

  /** Soft value of each group of the block at `position` (chip × residual summed over its cells), if it is held. */
  private softOf(position: number, speed: number): Float64Array | undefined {
    if (!this.blockFits(position, speed)) return undefined;
    const soft = new Float64Array(this.format.groups);
    this.readCells(position, speed, this.dataCells, (cell, value) => {
      soft[this.cellGroups[cell]!]! += CELL_CHIP[cell]! * value;
    });
    return soft;
  }

  /** The block decoded at `position`, preceded by the blocks before it that tracking back confirms. */
  private decodeAt(position: number, speed: number, syncScore: number): Detection[] {
    this.attemptCount++;
    const soft = Array.from({ length: 2 * NEIGHBOURS + 1 }, (_, index) =>
      this.softOf(position + (index - NEIGHBOURS) * BLOCK_STEPS * speed, speed),
    );
    if (!soft[NEIGHBOURS]) return [];
    const decoded = this.format.decode(soft, () => this.predictedTime(position, speed));
    if (!decoded) return [];
    if (decoded.time !== undefined && !this.carries(soft[NEIGHBOURS], decoded.code, decoded.time, DECODED_Z))
      decoded.time = undefined;
    const detection = { startSample: this.sampleAt(position), ...decoded, syncScore, speed };
    if (decoded.time === undefined) return [detection];
    const before = this.trackBackward(position, speed, decoded.code, decoded.time);
    this.lastTimed = { position, speed, code: decoded.code, time: decoded.time };
    this.trackMisses = 0;
    return [...before, detection];
  }

  /**
   * The blocks up to NEIGHBOURS before a timed block at `position` that no earlier detection covers (the
   * first blocks of a programme, whose sums have fewer neighbours), each confirmed with its known payload.
   */
  private trackBackward(position: number, speed: number, code: Code, time: number): Detection[] {
    const halfBlock = (BLOCK_STEPS * speed) / 2;
    const covered = Math.max(this.lastTimed?.position ?? -Infinity, (this.held?.startSample ?? -Infinity) / this.step);
    const found: Detection[] = [];
    for (let k = NEIGHBOURS; k >= 1; k--) {
      const at = position - k * BLOCK_STEPS * speed;
      if (at <= covered + halfBlock || time - BLOCK_SECONDS * k < 0) continue;
      const detection = this.confirmedAt(at, speed, code, time - BLOCK_SECONDS * k);
      if (detection) found.push(detection);
    }
    return found;
  }

  /**
   * Once the candidates have passed the block the last timed one predicts without finding it, that block
   * confirmed with its known payload (tracking, up to NEIGHBOURS missed blocks in a row: the last blocks
   * of a programme, or blocks whose sums a pause weakened).
   */
  private trackForward(): Detection[] {
    const found: Detection[] = [];
    while (this.format.confirmation && this.lastTimed && this.trackMisses <= NEIGHBOURS) {
      const { position, speed, code, time } = this.lastTimed;
      const ahead = this.trackMisses + 1;
      const predicted = position + ahead * BLOCK_STEPS * speed;
      if (this.next.candidate <= predicted + PEAK_HALF_WIDTH || !this.blockFits(predicted + 1, speed)) break;
      const detection = this.confirmedAt(predicted, speed, code, time + BLOCK_SECONDS * ahead);
      if (!detection) {
        this.trackMisses++;
        continue;
      }
      found.push(...this.keepStrongest(detection));
      this.lastTimed = { position: detection.startSample / this.step, speed, code, time: detection.time! };
      this.trackMisses = 0;
    }
    return found;
  }

  /**
   * Whether a block's own cells carry the code and time (formats that say how), so that a block is not
   * reported on the strength of its neighbours alone, past the end of a marked run.
   */
  private carries(soft: Float64Array, code: Code, time: number, threshold: number): boolean {
    const z = this.format.confirmation?.(soft, { ...code, time });
    return !z || (z.all >= threshold && z.counter > 0);
  }

  /** The block near `position` (±1 step) whose own cells carry the given code and time, if one does. */
  private confirmedAt(position: number, speed: number, code: Code, time: number): Detection | undefined {
    const { confirmation } = this.format;
    if (!confirmation) return undefined;
    let best: { at: number; z: number } | undefined;
    for (let at = Math.round(position) - 1; at <= Math.round(position) + 1; at++) {
      const soft = this.softOf(at, speed);
      if (!soft) continue;
      const z = confirmation(soft, { ...code, time }).all;
      if (this.carries(soft, code, time, TRACKED_Z) && (!best || z > best.z)) best = { at, z };
    }
    if (!best) return undefined;
    return { startSample: this.sampleAt(best.at), code, time, syncScore: this.syncScore(best.at, speed), speed };
  }

  /** The time the last timed block predicts for the block at `position` (+4 s a block). */
  private predictedTime(position: number, speed: number): number | undefined {
    const { lastTimed } = this;
    if (!lastTimed) return undefined;
    return lastTimed.time + BLOCK_SECONDS * Math.round((position - lastTimed.position) / (BLOCK_STEPS * speed));
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
    for (const queue of this.features) queue.drop((next.residual - MEAN_HALF_WIDTH - 1) * BANDS);
    for (const queue of this.residual) queue.drop(keepStep * BANDS);
    this.sync.drop(keepStep * SPEEDS.length);
    this.combined.drop((next.candidate - PEAK_HALF_WIDTH - 1) * SPEEDS.length);
  }
}
