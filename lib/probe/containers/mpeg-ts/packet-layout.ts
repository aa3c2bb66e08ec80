// Transport packet framing: ISO/IEC 13818-1 2.4.3.2 (188-byte packets, sync_byte 0x47), carried as
// 192-byte packets with a 4-byte TP_extra_header in Blu-ray BDAV/M2TS, or as 204-byte packets with 16
// Reed-Solomon bytes appended by DVB modulators (ETSI EN 300 421).

export const SYNC_BYTE = 0x47;
export const TS_PACKET_SIZE = 188;

export interface PacketLayout {
  /** 188, 192 or 204. */
  readonly packetSize: number;
  /** Offset of the sync byte inside each packet: 4 after a TP_extra_header, else 0. */
  readonly syncOffset: number;
}

const LAYOUTS: readonly PacketLayout[] = [
  { packetSize: 188, syncOffset: 0 },
  { packetSize: 192, syncOffset: 4 },
  { packetSize: 204, syncOffset: 0 },
];

/** Consecutive sync bytes required before a framing is believed (fewer only in very short files). */
const REQUIRED_RUN = 8;
const MINIMUM_RUN = 3;
/**
 * A run this long (or to the end of the bytes) is taken at once. A shorter one is kept only until the
 * scan ends without a longer one: a capture tool's header may hold records that start with 0x47 ('G')
 * at the packet period for a while, before the real packets.
 */
const CONFIDENT_RUN = 32;

export interface PacketAlignment extends PacketLayout {
  /** Offset of the first packet (its TP_extra_header for 192-byte packets). */
  readonly packetStart: number;
}

function syncRun(bytes: Uint8Array, syncPosition: number, packetSize: number, limit: number): number {
  let run = 0;
  for (let p = syncPosition; p < bytes.length && run < limit; p += packetSize, run++) {
    if (bytes[p] !== SYNC_BYTE) break;
  }
  return run;
}

/**
 * Finds the packet framing at or after `from`: the first position where sync bytes repeat at one of the
 * packet sizes for CONFIDENT_RUN packets, else the first where they repeat for REQUIRED_RUN. Scans at
 * most `maxScan` bytes, so garbage cannot make it search a whole file.
 */
export function findPacketAlignment(
  bytes: Uint8Array,
  from = 0,
  maxScan = 64 * 1024,
  preferred?: PacketLayout,
): PacketAlignment | undefined {
  const layouts = preferred ? [preferred, ...LAYOUTS.filter((l) => l.packetSize !== preferred.packetSize)] : LAYOUTS;
  const end = Math.min(bytes.length, from + maxScan);
  let believed: PacketAlignment | undefined;
  for (let sync = from; sync < end; sync++) {
    if (bytes[sync] !== SYNC_BYTE) continue;
    for (const layout of layouts) {
      const packetStart = sync - layout.syncOffset;
      if (packetStart < from) continue;
      const available = Math.floor((bytes.length - packetStart) / layout.packetSize);
      if (Math.min(REQUIRED_RUN, available) < MINIMUM_RUN) continue;
      const run = syncRun(bytes, sync, layout.packetSize, CONFIDENT_RUN);
      if (run >= Math.min(CONFIDENT_RUN, available)) return { ...layout, packetStart };
      if (run >= Math.min(REQUIRED_RUN, available)) believed ??= { ...layout, packetStart };
    }
  }
  return believed;
}
