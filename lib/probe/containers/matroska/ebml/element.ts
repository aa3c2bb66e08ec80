// RFC 8794 (EBML) 11: an Element is an ID, a data size and data. Master elements hold child
// elements; the other element types are read by the functions below (RFC 8794 7).
import { readDataSize, readElementId, UNKNOWN_SIZE } from "./vint";

export interface ElementHeader {
  id: number;
  /** File (or buffer) offset of the ID's first byte. */
  start: number;
  /** Offset of the first data byte. */
  dataStart: number;
  /** Offset past the data; undefined for an unknown-size element. */
  end?: number;
}

/** ID (≤ 4 bytes) and data size (≤ 8 bytes). */
export const MAX_ELEMENT_HEADER_BYTES = 12;

/** The element header at `at` in `bytes`, whose first byte lies at file offset `base`. */
export function readElementHeader(bytes: Uint8Array, at: number, base = 0): ElementHeader | undefined {
  const id = readElementId(bytes, at);
  if (!id) return undefined;
  const size = readDataSize(bytes, at + id.length);
  if (!size) return undefined;
  const dataStart = base + at + id.length + size.length;
  return {
    id: id.value,
    start: base + at,
    dataStart,
    end: size.value === UNKNOWN_SIZE ? undefined : dataStart + size.value,
  };
}

export interface InlineElement {
  id: number;
  data: Uint8Array;
}

/**
 * The children of a master element whose data is in memory. A child running past the data ends the
 * list with a diagnostic; an unknown-size child takes the rest of the data.
 */
export function childElements(data: Uint8Array, diagnostics: string[], where: string): InlineElement[] {
  const children: InlineElement[] = [];
  for (let at = 0; at < data.length;) {
    const header = readElementHeader(data, at);
    if (!header || (header.end ?? data.length) > data.length) {
      diagnostics.push(`${where}: damaged element at byte ${at}; the elements after it were not read`);
      break;
    }
    const end = header.end ?? data.length;
    children.push({ id: header.id, data: data.subarray(header.dataStart, end) });
    at = end;
  }
  return children;
}

/**
 * Unsigned Integer Element (RFC 8794 7.2), 0–8 bytes; exact up to 2^53. Larger values (no real element
 * holds one) saturate at Number.MAX_SAFE_INTEGER, so that every field stays a safe integer.
 */
export function unsignedInteger(data: Uint8Array): number {
  let value = 0;
  for (const byte of data) value = value * 256 + byte;
  return Math.min(value, Number.MAX_SAFE_INTEGER);
}

/** Signed Integer Element (RFC 8794 7.1), two's complement. */
export function signedInteger(data: Uint8Array): number {
  let unsigned = 0;
  for (const byte of data) unsigned = unsigned * 256 + byte;
  return data.length > 0 && data[0]! >= 0x80 ? unsigned - 2 ** (8 * data.length) : unsigned;
}

/** Float Element (RFC 8794 7.3): 0, 4 or 8 bytes, big-endian IEEE 754. */
export function float(data: Uint8Array): number | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length === 0) return 0;
  if (data.length === 4) return view.getFloat32(0);
  if (data.length === 8) return view.getFloat64(0);
  return undefined;
}

/** Binary Element (RFC 8794 7.8): the data as it is. */
export function binary(data: Uint8Array): Uint8Array {
  return data;
}

/** String (ASCII) and UTF-8 Elements (RFC 8794 7.4, 7.5), ending at the first NUL if any. */
export function utf8(data: Uint8Array): string {
  const nul = data.indexOf(0);
  return new TextDecoder().decode(nul >= 0 ? data.subarray(0, nul) : data);
}
