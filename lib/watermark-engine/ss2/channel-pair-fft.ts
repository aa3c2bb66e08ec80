// The embedder's analysis and synthesis of two channels at once. The change scales each band of a frame by
// a real factor, the same at a bin and its mirror, which maps a real signal to a real signal: applied to the
// spectrum Y of the complex signal a + i·b, it gives the change of a as the real part and that of b as the
// imaginary part of one inverse FFT. So a pair of channels costs one complex FFT each way instead of two
// real analyses and two inverse FFTs, and the downmix's band energies at frame starts come from the held
// spectra (a's and b's spectra separated by the mirror bins) without analysing the downmix there.
import { BANDS as GRID_BANDS, type Grid } from "./grid";
import { BACKWARD, FORWARD, pffftOf, type Pffft } from "./pffft";

// A module-local copy: the loops below read it for every frame, and a live import binding costs a call each time.
const BANDS = GRID_BANDS;

/** The bins of the bands, in order, and the band of each. */
function bandBinList(grid: Grid): { bins: Int32Array; bandOf: Int32Array } {
  const bins = grid.bandBins.flatMap(([from, to]) => Array.from({ length: to - from }, (_, k) => from + k));
  const bandOf = grid.bandBins.flatMap(([from, to], band) => Array<number>(to - from).fill(band));
  return { bins: Int32Array.from(bins), bandOf: Int32Array.from(bandOf) };
}

/** One pair of channels (or a lone last channel) over the frames of one block. */
export class ChannelPairFft {
  private readonly fft: Pffft;
  private readonly bins: Int32Array;
  private readonly bandOf: Int32Array;
  /** The synthesis window over N (the inverse transform is unscaled). */
  private readonly synthesis: Float64Array;
  /** Per frame, per band bin k: Y[k] and Y[N − k] (re, im, re, im). */
  private readonly held: Float32Array;

  constructor(
    private readonly grid: Grid,
    frames: number,
  ) {
    this.fft = pffftOf(grid.fftSize, "complex");
    ({ bins: this.bins, bandOf: this.bandOf } = bandBinList(grid));
    this.held = new Float32Array(frames * this.bins.length * 4);
    this.synthesis = grid.window.map((value) => value / grid.fftSize);
  }

  /** Holds as frame `frame` the band bins of the windowed `a` (+ i·`b`) from their sample 0. */
  analyse(frame: number, a: Float32Array, b: Float32Array | undefined): void {
    const { window, frame: length, fftSize } = this.grid;
    const { fft, bins, held } = this;
    const input = fft.input();
    if (b)
      for (let n = 0; n < length; n++) {
        input[2 * n] = window[n]! * a[n]!;
        input[2 * n + 1] = window[n]! * b[n]!;
      }
    else {
      input.fill(0);
      for (let n = 0; n < length; n++) input[2 * n] = window[n]! * a[n]!;
    }
    input.fill(0, 2 * length);
    fft.run(FORWARD);
    const spectrum = fft.output();
    let at = frame * bins.length * 4;
    for (let index = 0; index < bins.length; index++) {
      const k = 2 * bins[index]!;
      const mirror = 2 * (fftSize - bins[index]!);
      held[at++] = spectrum[k]!;
      held[at++] = spectrum[k + 1]!;
      held[at++] = spectrum[mirror]!;
      held[at++] = spectrum[mirror + 1]!;
    }
  }

  /** Adds a + b at frame `frame`, bin after bin of the bands, into `sum` (re, im pairs). */
  addSum(frame: number, sum: Float64Array): void {
    const { bins, held } = this;
    let at = frame * bins.length * 4;
    for (let index = 0; index < bins.length; index++, at += 4) {
      // With Y[k] = p + iq and Y[N − k] = r + is: A = ((p + r) + i(q − s)) / 2, B = ((q + s) + i(r − p)) / 2.
      const p = held[at]!;
      const q = held[at + 1]!;
      const r = held[at + 2]!;
      const s = held[at + 3]!;
      sum[2 * index]! += (p + r + q + s) / 2;
      sum[2 * index + 1]! += (q - s + r - p) / 2;
    }
  }

  /** Adds to `a[0, frame)` (and `b`) the windowed change that scales each band of frame `frame` by `factors[band]`. */
  addChange(frame: number, factors: Float64Array, a: Float32Array, b: Float32Array | undefined): void {
    const { frame: length, fftSize } = this.grid;
    const { fft, bins, bandOf, held } = this;
    const change = fft.input();
    change.fill(0);
    let at = frame * bins.length * 4;
    for (let index = 0; index < bins.length; index++, at += 4) {
      const factor = factors[bandOf[index]!]!;
      const k = 2 * bins[index]!;
      const mirror = 2 * (fftSize - bins[index]!);
      change[k] = factor * held[at]!;
      change[k + 1] = factor * held[at + 1]!;
      change[mirror] = factor * held[at + 2]!;
      change[mirror + 1] = factor * held[at + 3]!;
    }
    fft.run(BACKWARD);
    const output = fft.output();
    const { synthesis } = this;
    for (let n = 0; n < length; n++) a[n]! += synthesis[n]! * output[2 * n]!;
    if (b) for (let n = 0; n < length; n++) b[n]! += synthesis[n]! * output[2 * n + 1]!;
  }
}

/** The downmix's band energies at frames held by every pair of a block, from the held spectra. */
export class DownmixEnergies {
  private readonly sum: Float64Array;
  private readonly bands = new Float64Array(BANDS);
  private readonly bandOf: Int32Array;

  constructor(
    grid: Grid,
    private readonly pairs: readonly ChannelPairFft[],
    private readonly channels: number,
  ) {
    this.bandOf = bandBinList(grid).bandOf;
    this.sum = new Float64Array(2 * this.bandOf.length);
  }

  /** Band energies in dB (−120 dB floor, as GridFft's) of the downmix at frame `frame` into `out[offset..]`. */
  energiesDb(frame: number, out: Float32Array, offset: number): void {
    const { sum, bands, bandOf, channels } = this;
    sum.fill(0);
    for (const pair of this.pairs) pair.addSum(frame, sum);
    bands.fill(0);
    for (let index = 0; index < bandOf.length; index++)
      bands[bandOf[index]!]! += (sum[2 * index]! ** 2 + sum[2 * index + 1]! ** 2) / (channels * channels);
    for (let band = 0; band < BANDS; band++) out[offset + band] = 10 * Math.log10(1e-12 + bands[band]!);
  }
}
