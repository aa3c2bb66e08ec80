// PFFFT's transforms against fft.js's (double precision, another algorithm): the same spectra in the same
// order, to single precision, for the real and the complex transform, and back to N times the signal.
import FFT from "fft.js";
import { describe, expect, it } from "vitest";
import { BACKWARD, FORWARD, pffftOf } from "./pffft";

const SIZE = 1024;
const signal = Float64Array.from({ length: 2 * SIZE }, (_, n) => Math.sin(n * 0.37) + 0.3 * Math.cos(n * n * 0.001));
const maxError = (actual: Float32Array, expected: Float64Array, from: number, to: number) => {
  let max = 0;
  for (let n = from; n < to; n++) max = Math.max(max, Math.abs(actual[n]! - expected[n]!));
  return max;
};

describe("pffftOf", () => {
  const reference = new FFT(SIZE);

  it("gives the complex spectrum in fft.js's order, and the signal times N back", () => {
    const fft = pffftOf(SIZE, "complex");
    const expected = new Float64Array(2 * SIZE);
    (reference.transform as (out: Float64Array, data: Float64Array) => void)(expected, signal);
    fft.input().set(signal);
    fft.run(FORWARD);
    expect(maxError(fft.output(), expected, 0, 2 * SIZE)).toBeLessThan(1e-3); // of spectra up to ~500
    fft.input().set(fft.output());
    fft.run(BACKWARD);
    expect(
      maxError(
        fft.output(),
        signal.map((value) => SIZE * value),
        0,
        2 * SIZE,
      ),
    ).toBeLessThan(1e-2);
  });

  it("gives the real spectrum's bins 1 to N/2 − 1 as fft.js, bin 0 and bin N/2 in the first two", () => {
    const fft = pffftOf(SIZE, "real");
    const real = signal.subarray(0, SIZE);
    const expected = new Float64Array(2 * SIZE);
    (reference.realTransform as (out: Float64Array, data: Float64Array) => void)(expected, real);
    fft.input().set(real);
    fft.run(FORWARD);
    const output = fft.output();
    expect(maxError(output, expected, 2, SIZE)).toBeLessThan(1e-3);
    expect(output[0]).toBeCloseTo(expected[0]!, 3);
    expect(output[1]).toBeCloseTo(expected[SIZE]!, 3);
  });

  it("still reads and writes its buffers after another size has grown the module's memory", () => {
    const fft = pffftOf(SIZE, "complex");
    const before = fft.input();
    pffftOf(2 ** 20, "complex"); // three buffers of 8 MB: more than the module's initial memory
    expect(before.length).toBe(0); // detached by the growth
    const expected = new Float64Array(2 * SIZE);
    (reference.transform as (out: Float64Array, data: Float64Array) => void)(expected, signal);
    fft.input().set(signal);
    fft.run(FORWARD);
    expect(maxError(fft.output(), expected, 0, 2 * SIZE)).toBeLessThan(1e-3);
  });

  it("shares one transform per size and kind", () => {
    // Compared by identity: a transform's views may be detached, which a printed diff would fail to read.
    expect(pffftOf(SIZE, "complex") === pffftOf(SIZE, "complex")).toBe(true);
    expect(pffftOf(SIZE, "real") === pffftOf(SIZE, "complex")).toBe(false);
  });
});
