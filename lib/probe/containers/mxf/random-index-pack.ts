// The random index pack (SMPTE ST 377-1 clause 12): the last KLV of a file, listing every partition.
import { readKlvHeader } from "./klv";
import { RANDOM_INDEX_PACK_KEY } from "./keys";
import { ulKey } from "./ul";

export interface RandomIndexEntry {
  readonly BodySID: number;
  readonly ByteOffset: number;
}

/**
 * Finds the pack at the end of `tail` (the last bytes of the file, `tail` starting at file offset
 * `tailOffset`): its last four bytes give the pack's overall length (clause 12.2). Undefined when the
 * file does not end with a random index pack.
 */
export function parseRandomIndexPack(tail: Uint8Array, tailOffset: number): RandomIndexEntry[] | undefined {
  if (tail.length < 20) return undefined;
  const data = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  const overallLength = data.getUint32(tail.length - 4);
  const start = tail.length - overallLength;
  if (overallLength < 20 || start < 0) return undefined;
  const header = readKlvHeader(tail, start, tailOffset);
  if (!header || ulKey(header.key) !== RANDOM_INDEX_PACK_KEY) return undefined;
  const valueStart = header.valueOffset - tailOffset;
  const entryCount = Math.floor((Math.min(header.length, tail.length - valueStart) - 4) / 12);
  return Array.from({ length: Math.max(0, entryCount) }, (_, index) => ({
    BodySID: data.getUint32(valueStart + index * 12),
    ByteOffset: Number(data.getBigUint64(valueStart + index * 12 + 4)),
  }));
}
