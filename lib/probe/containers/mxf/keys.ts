// KLV keys of the MXF file structure (SMPTE ST 377-1 clauses 6-12, ST 379-1 clause 7).
import { BitReader } from "../../bits/bit-reader";
import { labelKey, ulKey } from "./ul";

/** Partition pack keys: this prefix, then the kind (byte 14) and the status (byte 15), ST 377-1 Table 5. */
const PARTITION_PACK_PREFIX = labelKey("060e2b34.02050101.0d010201.01000000").slice(0, 26);
export const PARTITION_KINDS = { 0x02: "header", 0x03: "body", 0x04: "footer" } as const;
export type PartitionKind = (typeof PARTITION_KINDS)[keyof typeof PARTITION_KINDS];

export function isPartitionPackKey(key: Uint8Array): boolean {
  return (
    ulKey(key).startsWith(PARTITION_PACK_PREFIX) &&
    (key[13] ?? 0) in PARTITION_KINDS &&
    (key[14] ?? 0) >= 1 &&
    (key[14] ?? 0) <= 4
  );
}

export const PRIMER_PACK_KEY = labelKey("060e2b34.02050101.0d010201.01050100");
export const RANDOM_INDEX_PACK_KEY = labelKey("060e2b34.02050101.0d010201.01110100");
export const INDEX_TABLE_SEGMENT_KEY = labelKey("060e2b34.02530101.0d010201.01100100");
/** KLV fill (ST 377-1 clause 7.1); its version byte varies between writers, which ulKey ignores. */
export const FILL_KEY = labelKey("060e2b34.01010102.03010210.01000000");

/** Keys of local sets with 2-byte tags and 2-byte lengths (byte 6 = 0x53, ST 377-1 clause 9.6). */
export function isLocalSetKey(key: Uint8Array): boolean {
  return key[4] === 0x02 && key[5] === 0x53;
}

/**
 * Generic container essence element keys (ST 379-1 clause 7.1): 06 0E 2B 34 01 02 01 01 0D 01 03 01,
 * then item type, element count, element type and element number, whose four bytes together equal the
 * TrackNumber of the file package track that describes the element.
 */
const ESSENCE_ELEMENT_PREFIX = labelKey("060e2b34.01020101.0d010301.00000000").slice(0, 24);

export function isEssenceElementKey(key: Uint8Array): boolean {
  return ulKey(key).startsWith(ESSENCE_ELEMENT_PREFIX);
}

/** The TrackNumber an essence element key names (ST 379-1 clause 7.1). */
export function essenceTrackNumber(key: Uint8Array): number {
  return new BitReader(key, 12).u(32);
}
