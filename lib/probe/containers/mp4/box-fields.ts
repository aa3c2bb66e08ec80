// Field types shared by the box parsers (ISO/IEC 14496-12 4.2 FullBox, and the fixed-point and
// four-character-code fields used throughout the standard and QuickTime).
import type { BitReader } from "../../bits/bit-reader";
import { ProbeError } from "../../errors";

/** FullBox (ISO/IEC 14496-12 4.2): version(8) and flags(24). */
export function fullBoxHeader(reader: BitReader): { version: number; flags: number } {
  return { version: reader.u(8), flags: reader.u(24) };
}

/** unsigned int(64); exact up to 2^53, which no real duration or offset exceeds. */
export function u64(reader: BitReader): number {
  return reader.u(32) * 2 ** 32 + reader.u(32);
}

/** A 32-bit or 64-bit unsigned field, as FullBox version 1 widens time and duration fields. */
export function uVersioned(reader: BitReader, version: number): number {
  return version === 1 ? u64(reader) : reader.u(32);
}

/** signed int(32). */
export function s32(reader: BitReader): number {
  const value = reader.u(32);
  return value >= 2 ** 31 ? value - 2 ** 32 : value;
}

/** signed int(64), for elst media_time whose -1 means an empty edit. */
export function s64(reader: BitReader): number {
  const high = reader.u(32);
  const low = reader.u(32);
  return high >= 2 ** 31 ? (high - 2 ** 32) * 2 ** 32 + low : high * 2 ** 32 + low;
}

/** A four-character code, e.g. a box type, brand or handler_type. */
export function fourCC(reader: BitReader): string {
  return String.fromCharCode(reader.u(8), reader.u(8), reader.u(8), reader.u(8));
}

/** Fixed-point 16.16 (template width and height, samplerate). */
export function fixed16_16(reader: BitReader): number {
  return reader.u(32) / 65536;
}

/** Fixed-point signed 16.16 of the transformation matrix a, b, c, d, x, y. */
export function signedFixed16_16(reader: BitReader): number {
  return s32(reader) / 65536;
}

/** Signed 2.30 fixed point of the matrix's u, v, w. */
export function signedFixed2_30(reader: BitReader): number {
  return s32(reader) / 2 ** 30;
}

/** Latin-1 text of a fixed or counted field, up to the first NUL. */
export function text(bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  return String.fromCharCode(...(nul >= 0 ? bytes.subarray(0, nul) : bytes));
}

/**
 * A table box's entries after its fixed fields (FullBox header at 0, `entry_count` at `countAt`): a view
 * from the first entry, and the count, checked against the bytes so that a damaged count cannot make the
 * caller allocate or loop for entries that are not there.
 */
export function tableEntries(
  payload: Uint8Array,
  box: string,
  countAt: number,
  entryBits: number,
): { count: number; view: DataView; at: number } {
  if (payload.length < countAt + 4) throw new ProbeError("unreadable", `'${box}' is cut before its entry_count`);
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const count = view.getUint32(countAt);
  const at = countAt + 4;
  if (count * entryBits > (payload.length - at) * 8)
    throw new ProbeError("unreadable", `'${box}' declares ${count} entries but holds bytes for fewer`);
  return { count, view, at };
}
