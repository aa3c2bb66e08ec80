// KLV coding of SMPTE ST 336: a 16-byte UL key, a BER-coded length, then the value.
import { isSmpteLabel } from "./ul";

export interface KlvHeader {
  /** The 16-byte key. */
  readonly key: Uint8Array;
  /** File offset of the key's first byte. */
  readonly offset: number;
  /** File offset of the value's first byte. */
  readonly valueOffset: number;
  /** Length of the value in bytes. */
  readonly length: number;
}

/** The largest BER length a file can meaningfully carry (beyond 2^53 numbers lose precision). */
const MAX_LENGTH = Number.MAX_SAFE_INTEGER;

/**
 * Reads a BER length (ST 336 clause 7.3 / ISO/IEC 8825-1): short form below 0x80, otherwise 0x8n
 * followed by n big-endian bytes. Returns the length and the bytes it took, or undefined when the
 * bytes end first or the form is invalid (indefinite length 0x80 is not allowed in MXF).
 */
export function readBerLength(bytes: Uint8Array, offset: number): { length: number; size: number } | undefined {
  const first = bytes[offset];
  if (first === undefined) return undefined;
  if (first < 0x80) return { length: first, size: 1 };
  const count = first & 0x7f;
  if (count === 0 || count > 8 || offset + 1 + count > bytes.length) return undefined;
  let length = 0;
  for (let index = 1; index <= count; index++) length = length * 256 + bytes[offset + index]!;
  return length > MAX_LENGTH ? undefined : { length, size: 1 + count };
}

/**
 * The KLV header at `position` of `bytes`, which hold the file from `fileOffset` on. Undefined when
 * the bytes there are not a SMPTE UL key or end before the length does.
 */
export function readKlvHeader(bytes: Uint8Array, position: number, fileOffset = 0): KlvHeader | undefined {
  if (!isSmpteLabel(bytes, position)) return undefined;
  return readKeyedKlvHeader(bytes, position, fileOffset);
}

/**
 * The KLV header at `position` whatever its key: ST 336 clause 6.2 lets a key be a UUID (ISO/IEC 11578) as
 * well as a UL, and AAF-SDK writers (Avid) key their AAF object directory and dictionary sets so. Such a
 * key has no signature: callers check that the value fits where it must.
 */
export function readKeyedKlvHeader(bytes: Uint8Array, position: number, fileOffset = 0): KlvHeader | undefined {
  if (position + 17 > bytes.length) return undefined;
  const ber = readBerLength(bytes, position + 16);
  if (!ber) return undefined;
  return {
    key: bytes.subarray(position, position + 16),
    offset: fileOffset + position,
    valueOffset: fileOffset + position + 16 + ber.size,
    length: ber.length,
  };
}
