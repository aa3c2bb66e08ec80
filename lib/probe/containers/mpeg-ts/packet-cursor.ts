// Walks the transport packets of a buffer, finding the framing again after garbage or a cut
// (sync recovery), and reporting each loss of sync once.
import { findPacketAlignment, SYNC_BYTE, TS_PACKET_SIZE, type PacketLayout } from "./packet-layout";

/** How far past a loss of sync the framing is searched for before giving up on that stretch. */
const RESYNC_SCAN_BYTES = 64 * 1024;
const REPORTED_SYNC_LOSSES = 5;

export class PacketCursor {
  private syncLosses = 0;
  private lost = false;
  private toldOfMore = false;

  /**
   * @param position offset of the next packet in the buffers passed to `next`
   * @param fileOffset the file offset of the buffer's first byte, for messages
   */
  constructor(
    private readonly layout: PacketLayout,
    public position: number,
    private readonly diagnostics: string[] | undefined,
    private readonly fileOffset = 0,
  ) {}

  /** The next 188-byte packet (from its sync byte) lying wholly in `bytes[0, end)`, or undefined. */
  next(bytes: Uint8Array, end: number): Uint8Array | undefined {
    const { packetSize, syncOffset } = this.layout;
    while (this.position + packetSize <= end) {
      const sync = this.position + syncOffset;
      if (bytes[sync] === SYNC_BYTE) {
        this.position += packetSize;
        return bytes.subarray(sync, sync + TS_PACKET_SIZE);
      }
      const lostAt = this.position;
      if (!this.lost) {
        this.syncLosses++;
        this.report(`sync lost at byte ${this.fileOffset + lostAt}`);
      }
      this.lost = true;
      const found = findPacketAlignment(bytes.subarray(0, end), lostAt + 1, RESYNC_SCAN_BYTES, this.layout);
      if (found && found.packetSize === packetSize) {
        this.position = found.packetStart;
        this.lost = false;
        this.report(`sync regained at byte ${this.fileOffset + found.packetStart}`);
      } else {
        // Nothing in reach: skip the stretch searched; a later call with more bytes goes on from there.
        this.position = Math.max(lostAt + 1, Math.min(lostAt + RESYNC_SCAN_BYTES, end - packetSize + 1));
      }
    }
    return undefined;
  }

  private report(message: string): void {
    if (this.syncLosses <= REPORTED_SYNC_LOSSES) this.diagnostics?.push(message);
    else if (!this.toldOfMore) this.diagnostics?.push("further losses of sync are not listed");
    this.toldOfMore ||= this.syncLosses > REPORTED_SYNC_LOSSES;
  }
}
