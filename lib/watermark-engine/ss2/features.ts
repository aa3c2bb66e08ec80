// The detector's view of the host: band energies in dB minus each band's running mean (over ±40 ms: the
// slowly varying spectrum of the programme is the main noise), minus the row's mean over bands (an onset or
// a pause moves every band at once; the chips of a frame sum to zero, so this removes no mark), clipped so
// that onsets cannot outweigh the few-dB chips around them.
import { BANDS as GRID_BANDS } from "./grid";

// A module-local copy: the loops below read it for every cell, and a live import binding costs a call each time.
const BANDS = GRID_BANDS;

const CLIP_DB = 4;
/** Half width of the running mean, in half-hop steps. */
export const MEAN_HALF_WIDTH = 8;

/** Residual of row `row` of `energies` (rows × BANDS, rows [0, rows) valid) into `out[offset, offset + BANDS)`. */
export function residualRow(
  energies: Float32Array,
  rows: number,
  halfWidth: number,
  row: number,
  out: Float32Array,
  offset: number,
): void {
  const [from, to] = [Math.max(0, row - halfWidth), Math.min(rows, row + halfWidth + 1)];
  let rowMean = 0;
  for (let band = 0; band < BANDS; band++) {
    let sum = 0;
    for (let other = from; other < to; other++) sum += energies[other * BANDS + band]!;
    const value = energies[row * BANDS + band]! - sum / (to - from);
    out[offset + band] = value;
    rowMean += value / BANDS;
  }
  for (let band = 0; band < BANDS; band++)
    out[offset + band] = Math.max(-CLIP_DB, Math.min(CLIP_DB, out[offset + band]! - rowMean));
}

/** The mean of the channels, into `out` (which must be as long as the channels). */
export function downmixInto(pcm: readonly Float32Array[], out: Float32Array): Float32Array {
  const [first, ...others] = pcm;
  const count = pcm.length;
  const length = out.length;
  for (let n = 0; n < length; n++) out[n] = first![n]! / count;
  for (const channel of others) for (let n = 0; n < length; n++) out[n]! += channel[n]! / count;
  return out;
}
