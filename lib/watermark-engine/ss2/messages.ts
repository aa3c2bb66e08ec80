// The two messages of a block. The constant code: sid 16 + csid 20 bits and a CRC-24 (OpenPGP, RFC 4880),
// the check that rejects the random words the decoder returns from unmarked audio (2^-24 per attempt). The
// time: 32 bits (Unix seconds) and a CRC-16 (ARC) computed over sid, csid and time, so a time decodes only
// with the code it was embedded with; it is tried only where the code was found.
import crc16 from "crc/calculators/crc16";
import crc24 from "crc/calculators/crc24";
import { crcOfBits, fromBits, toBits } from "../payload";
import type { BlockPayload } from "../types";

const CODE_CRC_BITS = 24;
const TIME_CRC_BITS = 16;
export const CODE_MESSAGE_BITS = 16 + 20 + CODE_CRC_BITS;
export const TIME_MESSAGE_BITS = 32 + TIME_CRC_BITS;

export type Code = Pick<BlockPayload, "sid" | "csid">;

function fieldBits(value: number, width: number, field: string): number[] {
  if (!Number.isInteger(value) || value < 0 || value >= 2 ** width)
    throw new RangeError(`${field} ${value} does not fit ${width} bits`);
  return toBits(value, width);
}

const codeBits = (code: Code) => [...fieldBits(code.sid, 16, "sid"), ...fieldBits(code.csid, 20, "csid")];

export function codeMessage(code: Code): number[] {
  const bits = codeBits(code);
  return [...bits, ...toBits(crcOfBits(bits, crc24), CODE_CRC_BITS)];
}

export function timeMessage(code: Code, time: number): number[] {
  const bits = fieldBits(time, 32, "time");
  return [...bits, ...toBits(crcOfBits([...codeBits(code), ...bits], crc16), TIME_CRC_BITS)];
}

/** The code, or undefined when the CRC-24 does not match. */
export function messageToCode(message: readonly number[]): Code | undefined {
  const bits = message.slice(0, 36);
  if (fromBits(message.slice(36)) !== crcOfBits(bits, crc24)) return undefined;
  return { sid: fromBits(bits.slice(0, 16)), csid: fromBits(bits.slice(16)) };
}

/** The time, or undefined when the CRC-16 over the code and the time does not match. */
export function messageToTime(code: Code, message: readonly number[]): number | undefined {
  const bits = message.slice(0, 32);
  if (fromBits(message.slice(32)) !== crcOfBits([...codeBits(code), ...bits], crc16)) return undefined;
  return fromBits(bits);
}
