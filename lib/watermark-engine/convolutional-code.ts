// The rate-1/2, constraint-length-7 convolutional code with generators 171 and 133 (octal): the
// "NASA standard" code of CCSDS 131.0-B (also IEEE 802.11a/g, DVB-S), free distance 10, decoded with a
// soft-decision Viterbi decoder (Viterbi 1967), which gains about 2 dB over hard decisions on the noisy
// correlations a spread-spectrum detector produces. No maintained npm package implements it, hence this
// small implementation.
const CONSTRAINT_LENGTH = 7;
const STATES = 1 << (CONSTRAINT_LENGTH - 1);
const GENERATORS = [0o171, 0o133] as const;
/** Zero bits appended by `encode` so the decoder ends in the known state 0. */
export const TAIL_BITS = CONSTRAINT_LENGTH - 1;

function parity(value: number): number {
  let bits = value;
  bits ^= bits >> 4;
  bits ^= bits >> 2;
  bits ^= bits >> 1;
  return bits & 1;
}

// The shift register holds the current input in bit 6 and the six previous inputs below it, newest first.
const OUTPUTS = Array.from({ length: 1 << CONSTRAINT_LENGTH }, (_, register) =>
  GENERATORS.map((generator) => parity(register & generator)),
);

/** Two coded bits per input bit, for the message followed by TAIL_BITS zeros. */
export function encode(message: readonly number[]): number[] {
  const coded: number[] = [];
  let state = 0;
  for (const bit of [...message, ...new Array<number>(TAIL_BITS).fill(0)]) {
    const register = (bit << (CONSTRAINT_LENGTH - 1)) | state;
    coded.push(...OUTPUTS[register]!);
    state = register >> 1;
  }
  return coded;
}

/**
 * The message whose codeword correlates best with `soft` (positive values mean 1, magnitudes are
 * confidences), tail removed. `soft.length` must be 2 × (message length + TAIL_BITS).
 */
export function decode(soft: ArrayLike<number>): number[] {
  const steps = soft.length / 2;
  let metrics = new Float64Array(STATES).fill(-Infinity);
  let next = new Float64Array(STATES);
  metrics[0] = 0;
  const decisions = new Uint8Array(steps * STATES);
  for (let step = 0; step < steps; step++) {
    const [first, second] = [soft[2 * step]!, soft[2 * step + 1]!];
    for (let state = 0; state < STATES; state++) {
      // `state` was reached with input bit = its top bit, from one of two predecessors that differ in the bit shifted out.
      const input = state >> (CONSTRAINT_LENGTH - 2);
      let best = -Infinity;
      let choice = 0;
      for (let dropped = 0; dropped < 2; dropped++) {
        const previous = ((state << 1) & (STATES - 1)) | dropped;
        const [c0, c1] = OUTPUTS[(input << (CONSTRAINT_LENGTH - 1)) | previous]!;
        const metric = metrics[previous]! + (c0 ? first : -first) + (c1 ? second : -second);
        if (metric > best) [best, choice] = [metric, dropped];
      }
      next[state] = best;
      decisions[step * STATES + state] = choice;
    }
    [metrics, next] = [next, metrics];
  }
  const bits = new Array<number>(steps);
  for (let step = steps - 1, state = 0; step >= 0; step--) {
    bits[step] = state >> (CONSTRAINT_LENGTH - 2);
    state = ((state << 1) & (STATES - 1)) | decisions[step * STATES + state]!;
  }
  return bits.slice(0, steps - TAIL_BITS);
}
