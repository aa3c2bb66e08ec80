// The primer pack (SMPTE ST 377-1 clause 9.2): the map from 2-byte local tags to property ULs
// for the header metadata that follows it.
import { ulKey } from "./ul";

/** Local tag → property UL key (version byte cleared). */
export type Primer = ReadonlyMap<number, string>;

/** Parses the primer pack's value: a batch of {LocalTag UInt16, UID UL} entries of 18 bytes. */
export function parsePrimerPack(value: Uint8Array): Primer {
  if (value.length < 8) throw new RangeError("primer pack shorter than its batch header");
  const data = new DataView(value.buffer, value.byteOffset, value.byteLength);
  const count = data.getUint32(0);
  const size = data.getUint32(4);
  if (size !== 18 || 8 + count * size > value.length)
    throw new RangeError(`primer pack batch of ${count} × ${size} bytes`);
  const primer = new Map<number, string>();
  for (let index = 0, at = 8; index < count; index++, at += 18) {
    primer.set(data.getUint16(at), ulKey(value.subarray(at + 2, at + 18)));
  }
  return primer;
}
