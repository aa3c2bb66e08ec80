// RFC 8794 (EBML) 4: variable-size integers. The count of leading zero bits of the first byte gives
// the length (1–8 bytes); Element IDs keep the VINT_MARKER bit, Element Data Sizes drop it, and a
// data size whose value bits are all ones means "unknown size" (6.2).

export interface Vint {
  value: number;
  length: number;
}

/** Data size value of an unknown-size element. */
export const UNKNOWN_SIZE = -1;

function vintLength(first: number): number {
  if (first === 0) return 0; // a length above 8 bytes: not valid EBML
  return Math.clz32(first) - 23;
}

/** An Element ID (RFC 8794 5): 1–4 bytes, marker bit included. Undefined when the bytes are not one. */
export function readElementId(bytes: Uint8Array, at: number): Vint | undefined {
  const first = bytes[at];
  if (first === undefined) return undefined;
  const length = vintLength(first);
  if (length < 1 || length > 4 || at + length > bytes.length) return undefined;
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + bytes[at + i]!;
  return { value, length };
}

/** An Element Data Size (RFC 8794 6): 1–8 bytes, marker bit removed; UNKNOWN_SIZE when all value bits are set. */
export function readDataSize(bytes: Uint8Array, at: number): Vint | undefined {
  const first = bytes[at];
  if (first === undefined) return undefined;
  const length = vintLength(first);
  if (length < 1 || at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: allOnes ? UNKNOWN_SIZE : value, length };
}
