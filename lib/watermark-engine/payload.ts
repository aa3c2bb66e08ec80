// The 68 payload bits of a block (sid 16, csid 20, time 32, most significant bit first) and their CRC-24
// (the OpenPGP CRC of RFC 4880, polynomial 0x864CFB), which rejects the random words the Viterbi decoder
// returns where there is no mark: a false block passes with probability 2^-24 per decoding attempt.
// (16 bits proved too few: one false block in 1000 s of unmarked programme, ~12 000 attempts.)
import crc24 from "crc/calculators/crc24";
import type { BlockPayload } from "./types";

const FIELDS = [
  ["sid", 16],
  ["csid", 20],
  ["time", 32],
] as const satisfies readonly (readonly [keyof BlockPayload, number])[];
const PAYLOAD_BITS = FIELDS.reduce((sum, [, width]) => sum + width, 0);
const CRC_BITS = 24;
export const MESSAGE_BITS = PAYLOAD_BITS + CRC_BITS;

export function payloadToMessage(payload: BlockPayload): number[] {
  const bits = FIELDS.flatMap(([field, width]) => {
    const value = payload[field];
    if (!Number.isInteger(value) || value < 0 || value >= 2 ** width)
      throw new RangeError(`${field} ${value} does not fit ${width} bits`);
    return toBits(value, width);
  });
  return [...bits, ...toBits(crcOf(bits), CRC_BITS)];
}

/** The payload, or undefined when the CRC does not match. */
export function messageToPayload(message: readonly number[]): BlockPayload | undefined {
  const bits = message.slice(0, PAYLOAD_BITS);
  if (fromBits(message.slice(PAYLOAD_BITS)) !== crcOf(bits)) return undefined;
  const payload: Partial<BlockPayload> = {};
  let offset = 0;
  for (const [field, width] of FIELDS) {
    payload[field] = fromBits(bits.slice(offset, offset + width));
    offset += width;
  }
  return payload as BlockPayload;
}

function crcOf(bits: readonly number[]): number {
  return crcOfBits(bits, crc24);
}

/** A CRC of a bit string, packed most significant bit first into bytes (the last byte padded with zeros). */
export function crcOfBits(bits: readonly number[], crc: (bytes: Uint8Array) => number): number {
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((bit, index) => (bytes[index >> 3]! |= bit << (7 - (index & 7))));
  return crc(bytes);
}

export function toBits(value: number, width: number): number[] {
  return Array.from({ length: width }, (_, index) => Math.floor(value / 2 ** (width - 1 - index)) % 2);
}

export function fromBits(bits: readonly number[]): number {
  return bits.reduce((value, bit) => value * 2 + bit, 0);
}
