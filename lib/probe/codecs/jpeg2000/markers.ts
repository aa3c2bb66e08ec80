// Marker codes of the JPEG 2000 codestream main header (ISO/IEC 15444-1 Table A.2; CAP: A.5.2, added
// with Part 15) and the walk over its marker segments.
import { BitReader } from "../../bits/bit-reader";
const SOC = 0xff4f;
export const SIZ = 0xff51;
export const CAP = 0xff50;
export const COD = 0xff52;
/** Start of tile-part: the main header ends here. */
const SOT = 0xff90;

export interface MarkerSegment {
  marker: number;
  /** The segment's parameters, after its two-byte length field (Lxxx counts itself, not the marker). */
  parameters: Uint8Array;
}

/**
 * The marker segments of a main header that begins at `start` with SOC (A.4.1), up to the first SOT
 * or the end of the bytes. Every segment of the main header carries a length (A.1.4).
 */
export function* mainHeaderSegments(bytes: Uint8Array, start: number): Generator<MarkerSegment> {
  let at = start + 2;
  while (at + 4 <= bytes.length) {
    const reader = new BitReader(bytes, at);
    const marker = reader.u(16);
    if (marker === SOT || marker < 0xff00) return; // every marker is 0xFFxx (A.1)
    const length = reader.u(16);
    if (length < 2 || at + 2 + length > bytes.length) return;
    yield { marker, parameters: bytes.subarray(at + 4, at + 2 + length) };
    at += 2 + length;
  }
}

/** Where a codestream starts: SOC immediately followed by SIZ (A.4.1, A.5.1), or -1. */
export function codestreamStart(bytes: Uint8Array): number {
  for (let i = 0; i + 3 < bytes.length; i++) {
    const reader = new BitReader(bytes, i);
    if (reader.u(16) === SOC && reader.u(16) === SIZ) return i;
  }
  return -1;
}
