// Embedding: each (frame, sub-band) cell of the host is scaled by a few dB according to its chip and bit,
// in the manner of Kirovski & Malvar, "Spread-spectrum watermarking of audio signals" (IEEE Trans. Signal
// Processing 51(4), 2003), who modulate magnitudes in dB. The mark therefore follows the host's energy in
// every cell (a simple energy-following masking model): it stays a fixed ratio below the host where the
// host is loud and vanishes where the host is silent. Only the difference between marked and original
// frames is synthesised and overlap-added, so samples outside marked frames stay bit-exact.
import { encode } from "./convolutional-code";
import { downmix, whitenedResidual } from "./features";
import {
  BANDS,
  BINS_PER_BAND,
  BLOCK_CELLS,
  BLOCK_SAMPLES,
  CELL_BIT,
  CHIPS,
  CODED_BITS,
  FIRST_BIN,
  FRAME,
  HOP,
} from "./layout";
import { payloadToMessage } from "./payload";
import { FrameFft, SINE_WINDOW, bandEnergiesDb } from "./spectrum";
import type { BlockPayload, BlockRecord } from "./types";

/** Chip amplitude in dB: the measured trade-off of README.md (SNR ≈ 25 dB on programme). */
const STRENGTH_DB = 1.5;
/** Improved spread spectrum's λ; above 1 because overlap-add leaves the detector ~60 % of a frame's change. */
const HOST_CANCEL = 2;
const MAX_CELL_DB = 4;
const MEAN_HALF_WIDTH = 8; // frames: the detector's ±16 half-hop frames

/** Whole blocks that fit `length` samples (the last frame of a block reaches HOP samples past its end). */
function blockCount(length: number): number {
  return Math.max(0, Math.floor((length - (FRAME - HOP)) / BLOCK_SAMPLES));
}

export function embedBlocks(
  pcm: readonly Float32Array[],
  payloadFor: (blockIndex: number) => BlockPayload,
): BlockRecord[] {
  const length = pcm[0]?.length ?? 0;
  const blocks = Array.from({ length: blockCount(length) }, (_, index): BlockRecord => ({
    index,
    startSample: index * BLOCK_SAMPLES,
    endSample: (index + 1) * BLOCK_SAMPLES,
    payload: payloadFor(index),
  }));
  if (blocks.length === 0) return blocks;
  const { frames, energies } = bandEnergiesDb(downmix(pcm), HOP);
  const residual = whitenedResidual(energies, frames, MEAN_HALF_WIDTH);
  const gains = new Float32Array(blocks.length * BLOCK_CELLS);
  for (const block of blocks)
    blockGainsDb(block, residual.subarray(block.index * BLOCK_CELLS), gains.subarray(block.index * BLOCK_CELLS));
  for (let channel = 0; channel < pcm.length; channel += 2) markChannelPair(pcm[channel]!, pcm[channel + 1], gains);
  return blocks;
}

/**
 * The gain in dB of every cell of a block, with informed embedding: improved spread spectrum (Malvar &
 * Florêncio, IEEE Trans. Signal Processing 51(4), 2003) removes from each bit's chips the host's own
 * projection on them, as the detector will see it, so the programme no longer votes against the bit.
 */
function blockGainsDb(block: BlockRecord, residual: Float32Array, gains: Float32Array): void {
  const coded = encode(payloadToMessage(block.payload));
  // Group 0 is the sync pattern (always +1); group 1 + b is coded bit b.
  const projection = new Float64Array(CODED_BITS + 1);
  const cellCount = new Float64Array(CODED_BITS + 1);
  const groupOf = (cell: number) => CELL_BIT[cell]! + 1;
  for (let cell = 0; cell < BLOCK_CELLS; cell++) {
    projection[groupOf(cell)]! += CHIPS[cell]! * residual[cell]!;
    cellCount[groupOf(cell)]!++;
  }
  const amplitude = Array.from(projection, (sum, group) => {
    const sign = group === 0 || coded[group - 1] === 1 ? 1 : -1;
    return STRENGTH_DB * sign - (HOST_CANCEL * sum) / cellCount[group]!;
  });
  for (let cell = 0; cell < BLOCK_CELLS; cell++) {
    gains[cell] = Math.max(-MAX_CELL_DB, Math.min(MAX_CELL_DB, CHIPS[cell]! * amplitude[groupOf(cell)]!));
  }
}

/**
 * Adds the mark to two channels at once: their changes are real signals, so one complex inverse FFT of
 * change(first) + j·change(second) yields both (the two-for-one trick of real-signal FFTs).
 */
function markChannelPair(first: Float32Array, second: Float32Array | undefined, gains: Float32Array): void {
  const fft = new FrameFft();
  const change = new Float64Array(2 * FRAME);
  const synthesised = new Float64Array(2 * FRAME);
  const factors = new Float64Array(BANDS);
  // Frame f covers [f·HOP, f·HOP + FRAME). Its first half is final once frame f is added (frame f+1 starts
  // at its middle), so the correction is applied HOP samples behind the analysis and never feeds back.
  const pending = [new Float64Array(FRAME), new Float64Array(FRAME)];
  const frames = gains.length / BANDS;
  for (let frame = 0; frame < frames; frame++) {
    const start = frame * HOP;
    for (let band = 0; band < BANDS; band++) factors[band] = 10 ** (gains[frame * BANDS + band]! / 20) - 1;
    addChange(change, fft.analyse(first, start), factors, 0);
    if (second) addChange(change, fft.analyse(second, start), factors, 1);
    fft.synthesise(synthesised, change);
    [first, second].forEach((channel, part) => {
      const open = pending[part]!;
      if (!channel) return;
      for (let n = 0; n < FRAME; n++) open[n]! += SINE_WINDOW[n]! * synthesised[2 * n + part]!;
      for (let n = 0; n < HOP; n++) channel[start + n]! += open[n]!;
      open.copyWithin(0, HOP);
      open.fill(0, HOP);
    });
  }
  [first, second].forEach((channel, part) => {
    for (let n = 0, tail = frames * HOP; channel && n < HOP && tail + n < channel.length; n++)
      channel[tail + n]! += pending[part]![n]!;
  });
}

/**
 * Writes the band changes of one channel's spectrum into `change`: part 0 as the real signal's spectrum
 * (Hermitian), part 1 multiplied by j, so that the inverse transform puts it in the imaginary output.
 */
function addChange(change: Float64Array, spectrum: Float64Array, factors: Float64Array, part: 0 | 1): void {
  for (let band = 0; band < BANDS; band++) {
    const factor = factors[band]!;
    for (let bin = FIRST_BIN + band * BINS_PER_BAND, end = bin + BINS_PER_BAND; bin < end; bin++) {
      const [re, im] = [factor * spectrum[2 * bin]!, factor * spectrum[2 * bin + 1]!];
      const mirror = 2 * (FRAME - bin);
      if (part === 0) {
        [change[2 * bin], change[2 * bin + 1], change[mirror], change[mirror + 1]] = [re, im, re, -im];
      } else {
        // j·(re + j·im) = -im + j·re at bin k; j·(re - j·im) = im + j·re at its mirror.
        change[2 * bin]! -= im;
        change[2 * bin + 1]! += re;
        change[mirror]! += im;
        change[mirror + 1]! += re;
      }
    }
  }
}
