// Two channels analysed and changed in one complex FFT must behave as each channel on its own: a tone in
// a band scaled by a factor comes back as that factor times the tone under the analysis and synthesis
// windows (sine², overlap-adding to one), whichever channel of the pair it is in, and
// the downmix's band energies are those of the downmix analysed directly (GridFft).
import { describe, expect, it } from "vitest";
import { ChannelPairFft, DownmixEnergies } from "./channel-pair-fft";
import { BANDS, BAND_EDGES_HZ, GridFft, gridFor } from "./grid";

const grid = gridFor(48000);
const tone = (hz: number) =>
  Float32Array.from({ length: grid.frame }, (_, n) => Math.cos((2 * Math.PI * hz * n) / grid.rate));
const centre = (band: number) => (BAND_EDGES_HZ[band]! + BAND_EDGES_HZ[band + 1]!) / 2;
const maxError = (actual: Float32Array, expected: (n: number) => number) =>
  actual.reduce((max, value, n) => Math.max(max, Math.abs(value - expected(n))), 0);

describe("ChannelPairFft", () => {
  const [a, b] = [tone(centre(12)), tone(centre(4))];

  it("changes each channel of the pair by its own spectrum: each tone by its band's factor", () => {
    const pair = new ChannelPairFft(grid, 1);
    pair.analyse(0, a, b);
    const factors = new Float64Array(BANDS);
    factors[12] = 0.5;
    factors[4] = -0.3;
    const [changeA, changeB] = [new Float32Array(grid.frame), new Float32Array(grid.frame)];
    pair.addChange(0, factors, changeA, changeB);
    // Sidelobes of the tone leak a little into the unscaled neighbouring bands: 2 % of the tone's amplitude.
    expect(maxError(changeA, (n) => 0.5 * grid.window[n]! ** 2 * a[n]!)).toBeLessThan(0.02);
    expect(maxError(changeB, (n) => -0.3 * grid.window[n]! ** 2 * b[n]!)).toBeLessThan(0.02);
  });

  it("changes a lone channel (no pair) as the first of a pair", () => {
    const pair = new ChannelPairFft(grid, 1);
    pair.analyse(0, a, undefined);
    const factors = new Float64Array(BANDS).fill(-0.25);
    const change = new Float32Array(grid.frame);
    pair.addChange(0, factors, change, undefined);
    expect(maxError(change, (n) => -0.25 * grid.window[n]! ** 2 * a[n]!)).toBeLessThan(0.02);
  });

  it("gives the downmix's band energies of three channels as the downmix analysed on its own", () => {
    const channels = [a, b, tone(centre(17))];
    const pairs = [new ChannelPairFft(grid, 1), new ChannelPairFft(grid, 1)];
    pairs[0]!.analyse(0, channels[0]!, channels[1]!);
    pairs[1]!.analyse(0, channels[2]!, undefined);
    const held = new Float32Array(BANDS);
    new DownmixEnergies(grid, pairs, 3).energiesDb(0, held, 0);
    const direct = new Float32Array(BANDS);
    const fft = new GridFft(grid);
    fft.analyse(
      Float32Array.from({ length: grid.frame }, (_, n) => (channels[0]![n]! + channels[1]![n]! + channels[2]![n]!) / 3),
      0,
    );
    fft.bandEnergiesDb(direct, 0);
    held.forEach((db, band) => expect(db).toBeCloseTo(direct[band]!, 2));
  });
});
