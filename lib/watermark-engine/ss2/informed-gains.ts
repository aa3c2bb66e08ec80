// The informed embedding of broadmark-ss 2 and 3 (improved spread spectrum): each cell's gain from its
// masking depth, its chip, its group's sign and the host's own projection on the group's chips.
import { BLOCK_CELLS } from "./grid";
import type { PayloadFormat } from "./format";
import { CHIPS } from "./layout";

/** Improved spread spectrum's λ (Malvar & Florêncio 2003); above 1 because overlap-add leaves the detector part of a frame's change. */
const HOST_CANCEL = 2;
const MAX_CELL_DB = 5;

/**
 * Each cell's gain: its chip times its masking depth times its group's amplitude, with informed
 * embedding (improved spread spectrum, Malvar & Florêncio, IEEE Trans. Signal Processing 51(4), 2003):
 * the host's own projection on a group's chips, as the detector will see it, is removed from the group's
 * amplitude, so the programme no longer votes against the bit.
 */
export function informedGains(
  { cellGroup, groups }: PayloadFormat,
  residual: Float32Array,
  depths: Float32Array,
  signs: Int8Array,
): Float32Array {
  const projection = new Float64Array(groups);
  const weight = new Float64Array(groups);
  for (let cell = 0; cell < BLOCK_CELLS; cell++) {
    projection[cellGroup[cell]!]! += CHIPS[cell]! * residual[cell]!;
    weight[cellGroup[cell]!]! += depths[cell]!;
  }
  const amplitude = Float64Array.from(
    signs,
    (sign, group) => sign - (HOST_CANCEL * projection[group]!) / weight[group]!,
  );
  return Float32Array.from({ length: BLOCK_CELLS }, (_, cell) => {
    const gain = CHIPS[cell]! * depths[cell]! * amplitude[cellGroup[cell]!]!;
    return Math.max(-MAX_CELL_DB, Math.min(MAX_CELL_DB, gain));
  });
}
