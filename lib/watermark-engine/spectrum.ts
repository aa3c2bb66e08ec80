// Short-time Fourier analysis shared by the embedder and the detector: 1024-point frames under a sine
// window, which at 50 % overlap satisfies the Princen-Bradley condition (w²(n) + w²(n + N/2) = 1), so a
// change applied per frame and overlap-added with the same window fades smoothly from frame to frame.
import FFT from "fft.js";
import { BANDS, BINS_PER_BAND, FIRST_BIN, FRAME } from "./layout";

export const SINE_WINDOW = Float64Array.from({ length: FRAME }, (_, n) => Math.sin((Math.PI * (n + 0.5)) / FRAME));

/** fft.js (radix-4) with types: interleaved re/im arrays of 2 × FRAME numbers. */
export class FrameFft {
  private readonly fft = new FFT(FRAME);
  readonly spectrum = new Float64Array(2 * FRAME);
  private readonly windowed = new Float64Array(FRAME);

  /** Spectrum of `signal[start, start + FRAME)` under the sine window (bins 0..FRAME/2 filled). */
  analyse(signal: ArrayLike<number>, start: number): Float64Array {
    for (let n = 0; n < FRAME; n++) this.windowed[n] = SINE_WINDOW[n]! * signal[start + n]!;
    (this.fft.realTransform as (out: Float64Array, data: Float64Array) => void)(this.spectrum, this.windowed);
    return this.spectrum;
  }

  /** Inverse transform of a full (Hermitian) spectrum into `out` (2 × FRAME, real parts at even indexes). */
  synthesise(out: Float64Array, spectrum: Float64Array): void {
    (this.fft.inverseTransform as (out: Float64Array, data: Float64Array) => void)(out, spectrum);
  }
}

/** Energy (dB) of each sub-band of each frame taken every `hop` samples: frames × BANDS values. */
export function bandEnergiesDb(signal: Float32Array, hop: number): { frames: number; energies: Float32Array } {
  const frames = signal.length < FRAME ? 0 : Math.floor((signal.length - FRAME) / hop) + 1;
  const energies = new Float32Array(frames * BANDS);
  const fft = new FrameFft();
  for (let frame = 0; frame < frames; frame++) {
    const spectrum = fft.analyse(signal, frame * hop);
    for (let band = 0; band < BANDS; band++) {
      let energy = 1e-12; // -120 dB floor: digital silence reads as a constant, which normalisation removes
      for (let bin = FIRST_BIN + band * BINS_PER_BAND, end = bin + BINS_PER_BAND; bin < end; bin++) {
        energy += spectrum[2 * bin]! ** 2 + spectrum[2 * bin + 1]! ** 2;
      }
      energies[frame * BANDS + band] = 10 * Math.log10(energy);
    }
  }
  return { frames, energies };
}
