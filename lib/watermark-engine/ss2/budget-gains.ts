// The gains of a block's cells under a change-energy budget (broadmark-ss 2 and 3 embedders). The detector
// reads each cell in dB, whatever its level, so a dB of mark weighs the same in a quiet cell as in a loud
// one, while the change's energy, which transparency measures, is the cell's energy times its squared
// depth. Maximising the summed depth for a given change energy puts each cell's depth in inverse
// proportion to its energy (a Lagrange multiplier ν: depth = ν / energy), up to the masking model's cap:
// the mark fills the quiet cells (valleys between formants, the bands above them, soft passages) to what
// masking allows and takes little from the loud ones that dominate the programme's energy.
import { BLOCK_CELLS } from "./grid";
import type { PayloadFormat } from "./format";
import { CHIPS } from "./layout";

/** Cells this far below the block's loudest carry nothing a detector could read (digital silence, fades). */
const AUDIBLE_BELOW_LOUDEST = 1e-8;

/**
 * Each cell's gain in dB: its chip times its group's sign times its depth, min(cap, ν / energy), with ν
 * the largest that keeps the block's change energy `sparingSnrDb` below its energy, or, if that leaves a
 * mean depth under `minMeanDepthDb`, the ν that reaches it, within `ceilingSnrDb` (a programme without
 * quiet cells, such as steady noise, stops there).
 * `energies`: each cell's linear energy in the downmix; `caps`: its masking depth in dB.
 */
export function budgetGains(
  { cellGroup, budget }: PayloadFormat,
  energies: Float32Array,
  caps: Float32Array,
  signs: Int8Array,
): Float32Array {
  let [total, loudest] = [0, 0];
  for (let cell = 0; cell < BLOCK_CELLS; cell++) {
    total += energies[cell]!;
    loudest = Math.max(loudest, energies[cell]!);
  }
  const audible: number[] = [];
  for (let cell = 0; cell < BLOCK_CELLS; cell++)
    if (energies[cell]! > loudest * AUDIBLE_BELOW_LOUDEST && caps[cell]! > 0) audible.push(cell);
  const gains = new Float32Array(BLOCK_CELLS);
  if (audible.length === 0) return gains;
  const energy = Float64Array.from(audible, (cell) => energies[cell]!);
  const cap = Float64Array.from(audible, (cell) => caps[cell]!);
  const changeEnergy = (nu: number) => {
    let sum = 0;
    for (let i = 0; i < energy.length; i++)
      sum += energy[i]! * (10 ** (Math.min(cap[i]!, nu / energy[i]!) / 20) - 1) ** 2;
    return sum;
  };
  const meanDepth = (nu: number) => {
    let sum = 0;
    for (let i = 0; i < energy.length; i++) sum += Math.min(cap[i]!, nu / energy[i]!);
    return sum / energy.length;
  };
  // Both measures grow with ν, from 0 to their value with every cell at its cap (ν = max cap × energy).
  let saturation = 0;
  for (let i = 0; i < energy.length; i++) saturation = Math.max(saturation, cap[i]! * energy[i]!);
  const largestNu = (measure: (nu: number) => number, limit: number) => largestBelow(measure, limit, saturation);
  let nu = largestNu(changeEnergy, total * 10 ** (-budget.sparingSnrDb / 10));
  if (meanDepth(nu) < budget.minMeanDepthDb)
    nu = Math.min(
      largestNu(meanDepth, budget.minMeanDepthDb),
      largestNu(changeEnergy, total * 10 ** (-budget.ceilingSnrDb / 10)),
    );
  audible.forEach((cell, i) => {
    gains[cell] = CHIPS[cell]! * signs[cellGroup[cell]!]! * Math.min(cap[i]!, nu / energy[i]!);
  });
  return gains;
}

/**
 * The largest ν in (0, saturation] with measure(ν) ≤ limit, to 0.5 %, by bisection on log ν (measure grows
 * with ν); below saturation × 10⁻⁶ every cell's depth is under a millionth of its cap, i.e. no mark.
 */
function largestBelow(measure: (nu: number) => number, limit: number, saturation: number): number {
  if (measure(saturation) <= limit) return saturation;
  let [low, high] = [saturation * 1e-6, saturation];
  while (high / low > 1.005) {
    const middle = Math.sqrt(low * high);
    if (measure(middle) > limit) high = middle;
    else low = middle;
  }
  return low;
}
