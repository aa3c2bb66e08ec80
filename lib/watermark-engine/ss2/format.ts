// What a payload format of the broadmark-ss grid decides: which group each cell belongs to, the sign each
// group carries for a payload, and how the detector turns the groups' soft values into a code and a time.
// The grid, the chips, the masking, the sync and its search are shared (README.md: broadmark-ss 2 and 3).
import type { BlockPayload } from "../types";
import type { Code } from "./messages";

/** Blocks on each side whose evidence the detector sums with a block's own (sync and constant fields). */
export const NEIGHBOURS = 3;

export interface DecodedBlock {
  code: Code;
  time: number | undefined;
}

/**
 * How much change a block may spend on its mark (budget-gains.ts), as SNRs of the block's energy in the
 * marked bands over the change's: `sparingSnrDb` when that leaves a mean depth of at least
 * `minMeanDepthDb` over the block's audible cells, else what reaches that mean, down to `ceilingSnrDb`.
 */
export interface MarkBudget {
  readonly sparingSnrDb: number;
  readonly minMeanDepthDb: number;
  readonly ceilingSnrDb: number;
}

export interface PayloadFormat {
  readonly version: string;
  readonly budget: MarkBudget;
  /** The group of each cell (0: sync). */
  readonly cellGroup: Int16Array;
  readonly groups: number;
  /** +1 or −1 per group, the sync (group 0) always +1. */
  groupSigns(payload: BlockPayload): Int8Array;
  /**
   * The code and time of a block from `soft[m + NEIGHBOURS]`, the soft value of each group (chip × residual
   * summed over the group's cells) of the block m blocks away on the same grid, or undefined where that
   * block is not held; `predictedTime` is the time the last timed block predicts for this one.
   */
  decode(
    soft: readonly (Float64Array | undefined)[],
    predictedTime: () => number | undefined,
  ): DecodedBlock | undefined;
  /**
   * How strongly one block's own soft values carry a known payload: z-scores (noise gives N(0, 1)) of all
   * its coded bits and of those that change from block to block. Formats without it are not tracked.
   */
  confirmation?(soft: Float64Array, payload: BlockPayload): { all: number; counter: number };
}

/** The sync's +1, then ±1 for each coded bit of the fields in turn. */
export function signsOf(groups: number, fields: readonly (readonly number[])[]): Int8Array {
  const signs = new Int8Array(groups);
  signs[0] = 1;
  fields.flat().forEach((bit, index) => (signs[1 + index] = bit === 1 ? 1 : -1));
  return signs;
}

/** The soft values of groups [first, first + count) summed over the blocks listed in `use` (all when absent). */
export function summedSoft(
  soft: readonly (Float64Array | undefined)[],
  first: number,
  count: number,
  use: (m: number) => boolean = () => true,
): Float64Array {
  const sum = new Float64Array(count);
  soft.forEach((block, index) => {
    if (!block || !use(index - NEIGHBOURS)) return;
    for (let bit = 0; bit < count; bit++) sum[bit]! += block[first + bit]!;
  });
  return sum;
}

/** Normalised correlation of soft values with a codeword's ±1 signs (0 where there is no energy). */
export function agreement(soft: Float64Array, coded: readonly number[]): number {
  let correlation = 0;
  let energy = 0;
  soft.forEach((value, index) => {
    correlation += value * (coded[index] === 1 ? 1 : -1);
    energy += value * value;
  });
  return energy > 0 ? correlation / Math.sqrt(energy * soft.length) : 0;
}
