// The header DIF block (IEC 61834-2 clause 11.4.1, SMPTE ST 314 clause 4.4.2.2): the first of the
// 150 80-byte blocks of each DIF sequence.
import { BitReader } from "../../bits/bit-reader";

export const DIF_BLOCK_BYTES = 80;
export const DIF_SEQUENCE_BYTES = 150 * DIF_BLOCK_BYTES;

export interface DifHeader {
  /** DSF: 0 for the 525/60 system (10 DIF sequences a frame), 1 for 625/50 (12). */
  readonly DSF: number;
  /** APT: application ID of the track, 0 for IEC 61834 (DV, DVCAM), 1 for SMPTE ST 314 25 Mb/s 4:1:1. */
  readonly APT: number;
}

/** Section type (SCT, the top 3 bits of ID0) of a header block: 0 (clause 11.2). */
const SCT_HEADER = 0;

/** The ID of a DIF block (clause 11.2): ID0 SCT (3), reserved (1), Seq (4); ID1 Dseq (4), FSC and reserved (4); ID2 DBN. */
export function readDifBlockId(bytes: Uint8Array, offset: number): { SCT: number; Dseq: number; DBN: number } {
  const reader = new BitReader(bytes, offset);
  const SCT = reader.u(3);
  reader.skip(1 + 4);
  const Dseq = reader.u(4);
  reader.skip(4);
  return { SCT, Dseq, DBN: reader.u(8) };
}

export function isDifHeaderBlock(bytes: Uint8Array, offset = 0): boolean {
  if (bytes.length < offset + DIF_BLOCK_BYTES) return false;
  // A header block, Dseq 0 of the first block of a frame, DBN 0.
  const { SCT, Dseq, DBN } = readDifBlockId(bytes, offset);
  return SCT === SCT_HEADER && Dseq === 0 && DBN === 0;
}

export function parseDifHeader(bytes: Uint8Array, offset = 0): DifHeader {
  const reader = new BitReader(bytes, offset + 3);
  const DSF = reader.u(1);
  reader.skip(7 + 5); // the rest of that byte, and the bits above APT
  return { DSF, APT: reader.u(3) };
}
