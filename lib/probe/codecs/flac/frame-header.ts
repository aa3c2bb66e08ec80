// RFC 9639 9.1 frame header: the number of samples a FLAC frame holds (its block size), which for the
// last frame of a stream is usually fewer than the others'.
import { BitReader } from "../../bits/bit-reader";

export interface FlacFrameHeader {
  blocking_strategy: number;
  block_size_bits: number;
  sample_rate_bits: number;
  channel_bits: number;
  bit_depth_bits: number;
  coded_number: number;
  /** Derived: samples per channel in the frame (RFC 9639 9.1.1). */
  block_size: number;
}

/** 15-bit frame sync code 0b111111111111100 (9.1). */
const FRAME_SYNC = 0x7ffc;
/** Uncommon block size: 8 or 16 bits minus one follow the coded number (9.1.1). */
const BLOCK_SIZE_8_BIT = 6;
const BLOCK_SIZE_16_BIT = 7;
/** Sample rate bits 0b1111 and bit depth bits 0b011 are forbidden or reserved (9.1.2, 9.1.4); channel bits 11–15 are reserved (9.1.3). */
const FORBIDDEN_SAMPLE_RATE = 15;
const RESERVED_BIT_DEPTH = 3;
const LAST_CHANNEL_BITS = 10;

/** Parses the frame header at the start of `bytes`; undefined where none is (a wrong sync code or a reserved value). */
export function parseFlacFrameHeader(bytes: Uint8Array): FlacFrameHeader | undefined {
  const reader = new BitReader(bytes);
  try {
    if (reader.u(15) !== FRAME_SYNC) return undefined;
    const blocking_strategy = reader.u(1);
    const block_size_bits = reader.u(4);
    const sample_rate_bits = reader.u(4);
    const channel_bits = reader.u(4);
    const bit_depth_bits = reader.u(3);
    const reserved = reader.u(1);
    if (
      block_size_bits === 0 ||
      sample_rate_bits === FORBIDDEN_SAMPLE_RATE ||
      channel_bits > LAST_CHANNEL_BITS ||
      bit_depth_bits === RESERVED_BIT_DEPTH ||
      reserved
    ) {
      return undefined;
    }
    const coded_number = codedNumber(reader);
    if (coded_number === undefined) return undefined;
    const uncommon =
      block_size_bits === BLOCK_SIZE_8_BIT
        ? reader.u(8) + 1
        : block_size_bits === BLOCK_SIZE_16_BIT
          ? reader.u(16) + 1
          : undefined;
    return {
      blocking_strategy,
      block_size_bits,
      sample_rate_bits,
      channel_bits,
      bit_depth_bits,
      coded_number,
      block_size: uncommon ?? commonBlockSize(block_size_bits),
    };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** 9.1.1: 1 → 192; 2–5 → 144 × 2^n; 8–15 → 2^n. */
function commonBlockSize(bits: number): number {
  if (bits === 1) return 192;
  return bits <= 5 ? 144 * 2 ** bits : 2 ** bits;
}

/** 9.1.5: the frame or sample number coded as UTF-8 extended to 36 bits (one to seven bytes). */
function codedNumber(reader: BitReader): number | undefined {
  const first = reader.u(8);
  let length = 0;
  while (length < 8 && first & (0x80 >> length)) length++;
  if (length === 0) return first;
  if (length === 1 || length > 7) return undefined;
  let value = first & (0xff >> (length + 1));
  for (let i = 1; i < length; i++) {
    const next = reader.u(8);
    if ((next & 0xc0) !== 0x80) return undefined;
    value = value * 64 + (next & 0x3f);
  }
  return value;
}
