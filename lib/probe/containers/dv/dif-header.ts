// The header DIF block (IEC 61834-2 clause 11.4.1, SMPTE ST 314 clause 4.4.2.2): the first of the
// 150 80-byte blocks of each DIF sequence.
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

export function isDifHeaderBlock(bytes: Uint8Array, offset = 0): boolean {
  // ID0: SCT 000, a reserved 1 bit, Seq (4 bits); ID1: Dseq 0 of the first block of a frame; ID2 = DBN 0.
  return bytes.length >= offset + DIF_BLOCK_BYTES && bytes[offset]! >> 5 === SCT_HEADER && (bytes[offset + 1]! >> 4) === 0 && bytes[offset + 2] === 0;
}

export function parseDifHeader(bytes: Uint8Array, offset = 0): DifHeader {
  return { DSF: bytes[offset + 3]! >> 7, APT: bytes[offset + 4]! & 0x07 };
}
