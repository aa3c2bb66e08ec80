// The 10-bit payload sample codings of SMPTE ST 436-1 (clause 5.4, Table 2: 10-bit luma, color difference,
// or both): three samples in each 32-bit word of the payload byte array, in its high-order 30 bits, first
// sample first; the word's two low-order bits are zero. An ANC packet's 10-bit words carry their 8-bit
// value in bits 0-7 with parity in bits 8-9 (SMPTE ST 291-1 clause 6: DID, SDID, Data Count, and the
// user data words of the 8-bit applications read here, CEA-708 CDPs and SCTE 104).
import { ProbeError } from "../../errors";

const TEN_BIT_CODINGS = new Set([7, 8, 9]);
const SAMPLES_PER_WORD = 3;

export function isTenBitCoding(payload_sample_coding: number): boolean {
  return TEN_BIT_CODINGS.has(payload_sample_coding);
}

/** The first `count` 10-bit samples of a payload byte array; ProbeError when the array holds fewer. */
export function tenBitSamples(payload: Uint8Array, count: number): Uint16Array {
  const words = Math.ceil(count / SAMPLES_PER_WORD);
  if (words * 4 > payload.length)
    throw new ProbeError(
      "unreadable",
      `ST 436 10-bit payload: ${count} samples need ${words * 4} bytes, not ${payload.length}`,
    );
  const samples = new Uint16Array(count);
  const view = new DataView(payload.buffer, payload.byteOffset, words * 4);
  for (let index = 0; index < count; index++) {
    const word = view.getUint32(Math.floor(index / SAMPLES_PER_WORD) * 4);
    samples[index] = (word >>> (22 - 10 * (index % SAMPLES_PER_WORD))) & 0x3ff;
  }
  return samples;
}

/** ST 291-1 words with their parity bits (b8, b9) removed: the 8-bit values the packet readers take. */
export function withoutParity(words: Uint16Array): Uint8Array {
  return Uint8Array.from(words, (word) => word & 0xff);
}
