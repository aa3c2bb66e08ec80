// The partition pack (SMPTE ST 377-1 clause 7.1, Table 6).
import { type KlvHeader } from "./klv";
import { PARTITION_KINDS, type PartitionKind } from "./keys";

export interface PartitionPack {
  /** Header, body or footer, from key byte 14 (Table 5). */
  readonly kind: PartitionKind;
  /** Key byte 15: closed (metadata final) and complete (no required value left unknown), Table 5. */
  readonly closed: boolean;
  readonly complete: boolean;
  readonly MajorVersion: number;
  readonly MinorVersion: number;
  readonly KAGSize: number;
  readonly ThisPartition: number;
  readonly PreviousPartition: number;
  readonly FooterPartition: number;
  readonly HeaderByteCount: number;
  readonly IndexByteCount: number;
  readonly IndexSID: number;
  readonly BodyOffset: number;
  readonly BodySID: number;
  readonly OperationalPattern: Uint8Array;
  readonly EssenceContainers: Uint8Array[];
  /** File offset of the byte after the pack's KLV (where fill or the primer pack begins). */
  readonly end: number;
}

/** Fixed part of the pack: 2+2+4+8×3+8+8+4+8+4 bytes, then the operational pattern UL (Table 6). */
const FIXED_BYTES = 64;

/** Parses a partition pack from its KLV header and value. */
export function parsePartitionPack(header: KlvHeader, value: Uint8Array): PartitionPack {
  if (value.length < FIXED_BYTES + 16 + 8) throw new RangeError(`partition pack of ${value.length} bytes`);
  const data = new DataView(value.buffer, value.byteOffset, value.byteLength);
  const u64 = (at: number) => Number(data.getBigUint64(at));
  const status = header.key[14]!;
  const containerCount = data.getUint32(80);
  const containerSize = data.getUint32(84);
  const available = containerSize === 16 ? Math.min(containerCount, Math.floor((value.length - 88) / 16)) : 0;
  return {
    kind: PARTITION_KINDS[header.key[13] as keyof typeof PARTITION_KINDS],
    closed: status === 2 || status === 4,
    complete: status === 3 || status === 4,
    MajorVersion: data.getUint16(0),
    MinorVersion: data.getUint16(2),
    KAGSize: data.getUint32(4),
    ThisPartition: u64(8),
    PreviousPartition: u64(16),
    FooterPartition: u64(24),
    HeaderByteCount: u64(32),
    IndexByteCount: u64(40),
    IndexSID: data.getUint32(48),
    BodyOffset: u64(52),
    BodySID: data.getUint32(60),
    OperationalPattern: value.subarray(64, 80),
    EssenceContainers: Array.from({ length: available }, (_, index) =>
      value.subarray(88 + index * 16, 104 + index * 16),
    ),
    end: header.valueOffset + header.length,
  };
}
