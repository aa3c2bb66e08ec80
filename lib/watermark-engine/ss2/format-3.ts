// broadmark-ss 3.0.0's payload format: the time is split so that almost all of it is constant. A block's
// time T (Unix seconds) steps by 4 s a block, so its block number u = ⌊T / 4⌋ steps by one: its high 20
// bits (the epoch, constant for 1024 blocks, 68 min) and T mod 4 join sid and csid in one constant message
// with a CRC-24, whose soft values are summed over ±3 blocks like 2.0.0's code; only u's low 10 bits (the
// counter) change from block to block. The counter is decoded as a counter whose continuity is known: of
// the 1024 values, the one whose codewords for this block and its neighbours (value + m) correlate best with
// their soft values summed over ±3 blocks (maximum likelihood over the 7 blocks, soft decisions; see
// README.md). Neighbours in another epoch (past a counter wrap) are left out of the constant's sum.
import crc24 from "crc/calculators/crc24";
import { TAIL_BITS, decode, encode } from "../convolutional-code";
import { crcOfBits, fromBits, toBits } from "../payload";
import type { BlockPayload } from "../types";
import { NEIGHBOURS, signsOf, summedSoft, type PayloadFormat } from "./format";
import { dealCells } from "./layout";
import type { Code } from "./messages";

const COUNTER_BITS = 10;
const COUNTERS = 2 ** COUNTER_BITS;
const EPOCH_BITS = 30 - COUNTER_BITS;
const BLOCK_SECONDS = 4;
const FIELDS = [
  ["sid", 16],
  ["csid", 20],
  ["epoch", EPOCH_BITS],
  ["offset", 2],
] as const;
const CONSTANT_BITS = FIELDS.reduce((sum, [, width]) => sum + width, 0);
const CRC_BITS = 24;
const CONSTANT_CODED_BITS = 2 * (CONSTANT_BITS + CRC_BITS + TAIL_BITS);
const COUNTER_CODED_BITS = 2 * (COUNTER_BITS + TAIL_BITS);
const GROUPS = 1 + CONSTANT_CODED_BITS + COUNTER_CODED_BITS;
/**
 * Normalised correlation the best counter must reach over the 7 blocks (224 coded bits): the best of 1023
 * wrong values in noise reaches about 3.3 standard deviations (0.22), this is 4.5.
 */
const COUNTER_THRESHOLD = 0.3;

interface Constant extends Code {
  epoch: number;
  offset: number;
}

function constantOf(payload: BlockPayload): { constant: Constant; counter: number } {
  const block = Math.floor(payload.time / BLOCK_SECONDS);
  const constant = { ...payload, epoch: Math.floor(block / COUNTERS), offset: payload.time % BLOCK_SECONDS };
  return { constant, counter: block % COUNTERS };
}

function constantMessage(constant: Constant): number[] {
  const bits = FIELDS.flatMap(([field, width]) => {
    const value = constant[field];
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** width)
      throw new RangeError(`${field} ${value} does not fit ${width} bits`);
    return toBits(value, width);
  });
  return [...bits, ...toBits(crcOfBits(bits, crc24), CRC_BITS)];
}

/** The constant fields, or undefined when the CRC-24 does not match. */
function messageToConstant(message: readonly number[]): Constant | undefined {
  const bits = message.slice(0, CONSTANT_BITS);
  if (fromBits(message.slice(CONSTANT_BITS)) !== crcOfBits(bits, crc24)) return undefined;
  let at = 0;
  const [sid, csid, epoch, offset] = FIELDS.map(([, width]) => fromBits(bits.slice(at, (at += width))));
  return { sid: sid!, csid: csid!, epoch: epoch!, offset: offset! };
}

function groupSigns(payload: BlockPayload): Int8Array {
  const { constant, counter } = constantOf(payload);
  return signsOf(GROUPS, [encode(constantMessage(constant)), encode(toBits(counter, COUNTER_BITS))]);
}

/** ±1 signs of each counter value's codeword, value after value. */
const COUNTER_SIGNS = Int8Array.from(
  Array.from({ length: COUNTERS }, (_, counter) => encode(toBits(counter, COUNTER_BITS))).flat(),
  (bit) => (bit === 1 ? 1 : -1),
);

/** The counter value of the block whose neighbours' counters continue it best, and its normalised score. */
function likeliestCounter(soft: readonly (Float64Array | undefined)[]): { counter: number; score: number } {
  const first = 1 + CONSTANT_CODED_BITS;
  let energy = 0;
  let terms = 0;
  for (const block of soft) {
    if (!block) continue;
    for (let bit = 0; bit < COUNTER_CODED_BITS; bit++) energy += block[first + bit]! ** 2;
    terms += COUNTER_CODED_BITS;
  }
  let best = { counter: 0, score: -Infinity };
  for (let counter = 0; counter < COUNTERS; counter++) {
    let correlation = 0;
    soft.forEach((block, index) => {
      if (!block) return;
      const codeword = ((counter + index - NEIGHBOURS + COUNTERS) % COUNTERS) * COUNTER_CODED_BITS;
      for (let bit = 0; bit < COUNTER_CODED_BITS; bit++)
        correlation += block[first + bit]! * COUNTER_SIGNS[codeword + bit]!;
    });
    if (correlation > best.score) best = { counter, score: correlation };
  }
  return { counter: best.counter, score: energy > 0 ? best.score / Math.sqrt(energy * terms) : 0 };
}

/** z-score (normalised so that noise gives N(0, 1)) of groups [first, first + count) against ±1 signs. */
function zScore(soft: Float64Array, signs: Int8Array, first: number, count: number): number {
  let [correlation, energy] = [0, 0];
  for (let group = first; group < first + count; group++) {
    correlation += soft[group]! * signs[group]!;
    energy += soft[group]! ** 2;
  }
  return energy > 0 ? correlation / Math.sqrt(energy) : 0;
}

export const format3: PayloadFormat = {
  version: "3.0.0",
  // The constant is summed over 7 blocks and the counter decided with its neighbours, so a sparing mark
  // holds on programme with quiet cells; dense music and noise, which have few, get the mean depth of 2 dB
  // that an 8 s excerpt of music needs after AAC at 64 kb/s, within 21 dB (../README.md, measured).
  budget: { sparingSnrDb: 33, minMeanDepthDb: 2, ceilingSnrDb: 21 },
  cellGroup: dealCells([
    { cells: 2800, groups: CONSTANT_CODED_BITS },
    { cells: 800, groups: COUNTER_CODED_BITS },
  ]),
  groups: GROUPS,
  groupSigns,
  decode(soft) {
    const { counter, score } = likeliestCounter(soft);
    const sameEpoch = (m: number) => counter + m >= 0 && counter + m < COUNTERS;
    const constant = messageToConstant(decode(summedSoft(soft, 1, CONSTANT_CODED_BITS, sameEpoch)));
    if (!constant) return undefined;
    const { sid, csid, epoch, offset } = constant;
    const time = (epoch * COUNTERS + counter) * BLOCK_SECONDS + offset;
    return { code: { sid, csid }, time: score >= COUNTER_THRESHOLD && time < 2 ** 32 ? time : undefined };
  },
  confirmation(soft, payload) {
    const signs = groupSigns(payload);
    return {
      all: zScore(soft, signs, 1, GROUPS - 1),
      counter: zScore(soft, signs, 1 + CONSTANT_CODED_BITS, COUNTER_CODED_BITS),
    };
  },
};
