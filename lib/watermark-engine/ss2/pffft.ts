// PFFFT (Pommier's SIMD FFT, compiled to WebAssembly with SIMD by @echogarden/pffft-wasm): in single
// precision, as the samples are, and several times faster than fft.js at the grid's sizes. The module
// loads once, from the package's own folder (no download), when this file is first imported.
import PFFFT from "@echogarden/pffft-wasm/simd";

const wasm = await PFFFT();

/** pffft.h's pffft_transform_t and pffft_direction_t. */
const KINDS = { real: 0, complex: 1 } as const;
export const FORWARD = 0;
export const BACKWARD = 1;

/**
 * One transform of `size` points, real or complex (interleaved re, im), in canonical order; unscaled both
 * ways. There is one per size and kind (`pffftOf`), allocated in the WebAssembly memory once for the
 * process, so that embedders and detectors, which have no end of life to free it at, leak nothing. A
 * caller fills `input()` (all of it: the last caller's data is still there), runs `run` and reads
 * `output()`, with nothing else transforming in between.
 */
export class Pffft {
  private readonly setup: number;
  private readonly inputAt: number;
  private readonly outputAt: number;
  private readonly work: number;
  private readonly length: number;
  private inputView = new Float32Array(0);
  private outputView = new Float32Array(0);

  constructor(size: number, kind: keyof typeof KINDS) {
    this.setup = wasm._pffft_new_setup(size, KINDS[kind]);
    if (this.setup === 0) throw new RangeError(`PFFFT has no ${kind} transform of ${size} points`);
    this.length = kind === "real" ? size : 2 * size;
    const buffer = () => wasm._pffft_aligned_malloc(4 * this.length); // 16-byte aligned, as SIMD needs
    [this.inputAt, this.outputAt, this.work] = [buffer(), buffer(), buffer()];
  }

  /** The input: `size` reals, or `size` complex numbers (re, im). */
  input(): Float32Array {
    if (this.inputView.buffer !== wasm.HEAPF32.buffer) this.takeViews();
    return this.inputView;
  }

  /**
   * The output: as the input; for a real forward transform, bins 0 to size/2 − 1 (re, im), but for bin
   * 0's imaginary part (zero), which holds bin size/2's real part.
   */
  output(): Float32Array {
    if (this.outputView.buffer !== wasm.HEAPF32.buffer) this.takeViews();
    return this.outputView;
  }

  run(direction: typeof FORWARD | typeof BACKWARD): void {
    wasm._pffft_transform_ordered(this.setup, this.inputAt, this.outputAt, this.work, direction);
  }

  /** The module's memory grows (detaching older views) when a transform of another size allocates. */
  private takeViews(): void {
    const view = (at: number) => wasm.HEAPF32.subarray(at / 4, at / 4 + this.length);
    [this.inputView, this.outputView] = [view(this.inputAt), view(this.outputAt)];
  }
}

const transforms = new Map<string, Pffft>();

/** The transform of `size` points of `kind`, shared by all its users. */
export function pffftOf(size: number, kind: keyof typeof KINDS): Pffft {
  const key = `${kind} ${size}`;
  let transform = transforms.get(key);
  if (!transform) transforms.set(key, (transform = new Pffft(size, kind)));
  return transform;
}
