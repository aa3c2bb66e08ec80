// The time-frequency grid of broadmark-ss 2, defined in seconds and hertz so that it is the same at every
// sampling rate: frames every 10 ms, 20 ms long under a sine window (Princen-Bradley at 50 % overlap, so
// per-frame changes overlap-add smoothly), zero-padded to a power of two for the FFT. 20 bands from 300 Hz
// to 7.5 kHz, 150 Hz wide up to 1.2 kHz and then 14 % wide (about one critical band each, Zwicker 1961):
// speech formants fall in the lower bands, and a ±2 % speed change moves a band by a seventh of its width.
import { FORWARD, pffftOf, type Pffft } from "./pffft";

export const HOPS_PER_SECOND = 100;
export const BLOCK_FRAMES = 400; // 4 s: the time granularity of the timeline
export const BANDS = 20;
/**
 * A cell lasts two frames (20 ms): the analysis window of one frame overlaps its neighbours by half, so
 * with a chip per frame the detector would see the average of three random chips; with a chip per pair
 * of frames, a window centred on the pair sees its chip almost whole.
 */
export const FRAMES_PER_ROW = 2;
export const BLOCK_ROWS = BLOCK_FRAMES / FRAMES_PER_ROW;
export const BLOCK_CELLS = BLOCK_ROWS * BANDS;
/** The detector's analysis steps (half a hop) per frame, and the step, from a block's start, at a row's centre. */
export const STEPS_PER_FRAME = 2;
export const rowCentreStep = (row: number) => row * FRAMES_PER_ROW * STEPS_PER_FRAME + 1;
/** Rates accepted: the 10 ms hop must be a whole number of samples, and the top band below Nyquist. */
export const MIN_RATE = 16000;
export const MAX_RATE = 192000;

export const BAND_EDGES_HZ: readonly number[] = (() => {
  const edges = [300];
  while (edges.length <= BANDS) edges.push(Math.round(edges.at(-1)! + Math.max(150, 0.14 * edges.at(-1)!)));
  return edges;
})();

export interface Grid {
  rate: number;
  hop: number;
  frame: number;
  fftSize: number;
  /** First and one-past-last FFT bin of each band. */
  bandBins: readonly (readonly [number, number])[];
  window: Float64Array;
  blockSamples: number;
}

export function requireRate(rate: number): void {
  if (!Number.isInteger(rate / HOPS_PER_SECOND) || rate < MIN_RATE || rate > MAX_RATE) {
    throw new RangeError(
      `the broadmark-ss 2 engine takes rates that are multiples of 100 Hz from ${MIN_RATE} to ${MAX_RATE} Hz, not ${rate} Hz`,
    );
  }
}

export function requireChannels(channels: number): void {
  if (!Number.isInteger(channels) || channels < 1 || channels > 8)
    throw new RangeError(`the broadmark-ss 2 engine marks 1 to 8 channels, not ${channels}`);
}

export function gridFor(rate: number): Grid {
  requireRate(rate);
  const hop = rate / HOPS_PER_SECOND;
  const frame = 2 * hop;
  const fftSize = 2 ** Math.ceil(Math.log2(frame));
  const window = Float64Array.from({ length: frame }, (_, n) => Math.sin((Math.PI * (n + 0.5)) / frame));
  return { rate, hop, frame, fftSize, bandBins: bandBinsOf(rate, fftSize), window, blockSamples: BLOCK_FRAMES * hop };
}

/**
 * First and one-past-last FFT bin of each band, with its edges scaled by `scale`: a speed change by
 * resampling moves every frequency by the same factor, so a detector that searches speeds reads the bands
 * where the change moved them.
 */
export function bandBinsOf(rate: number, fftSize: number, scale = 1): readonly (readonly [number, number])[] {
  const binOf = (hz: number) => Math.ceil((hz * scale * fftSize) / rate);
  return Array.from(
    { length: BANDS },
    (_, band) => [binOf(BAND_EDGES_HZ[band]!), binOf(BAND_EDGES_HZ[band + 1]!)] as const,
  );
}

/** Analysis of one frame at the grid's size (PFFFT's real transform). */
export class GridFft {
  private readonly fft: Pffft;
  /** Bins 0 to fftSize/2 − 1 (re, im) of the last analysed frame, bin 0's im holding bin fftSize/2. */
  readonly spectrum: Float32Array;

  constructor(readonly grid: Grid) {
    this.fft = pffftOf(grid.fftSize, "real");
    this.spectrum = new Float32Array(grid.fftSize);
  }

  /** Spectrum of `signal[start, start + frame)` under the window. */
  analyse(signal: Float32Array, start: number): Float32Array {
    const { frame, window } = this.grid;
    const input = this.fft.input();
    for (let n = 0; n < frame; n++) input[n] = window[n]! * signal[start + n]!;
    input.fill(0, frame);
    this.fft.run(FORWARD);
    this.spectrum.set(this.fft.output());
    return this.spectrum;
  }

  /** Band energies in dB of the last analysed spectrum into `out[offset, offset + BANDS)` (the grid's bands unless given). */
  bandEnergiesDb(out: Float32Array, offset: number, bandBins = this.grid.bandBins): void {
    bandBins.forEach(([from, to], band) => {
      let energy = 1e-12; // -120 dB floor: digital silence reads as a constant, which normalisation removes
      for (let bin = from; bin < to; bin++) energy += this.spectrum[2 * bin]! ** 2 + this.spectrum[2 * bin + 1]! ** 2;
      out[offset + band] = 10 * Math.log10(energy);
    });
  }
}
