// One stream's PES packets (a transport stream's PID, a program stream's stream_id) over the whole pass:
// payload bytes and timestamps for the measured bit rate and the program's timeline, and the packet data
// handed to the analysis reading the stream.
import { parsePesHeader, ticksBetween } from "./pes-header";
import type { PacketConsumer } from "./transport-packets";

export interface PesDataReader {
  pesStart(pts: number | undefined): void;
  data(bytes: Uint8Array, start: number, end: number): void;
}

export class PesStream implements PacketConsumer {
  /** PES packet bytes after the PES header (the elementary stream). */
  dataBytes = 0;
  firstPts: number | undefined;
  /** Earliest and latest PTS as offsets from the first (B pictures come before their anchors). */
  private lowest = 0;
  private highest = 0;
  lastPcr: number | undefined;

  constructor(private readonly reader?: PesDataReader) {}

  payload(bytes: Uint8Array, start: number, end: number, unitStart: boolean): void {
    if (unitStart) {
      const header = parsePesHeader(bytes, start, end);
      if (!header) return;
      start += header.dataOffset;
      this.packetStart(header.PTS);
    }
    this.data(bytes, start, end);
  }

  /**
   * A PES packet begins, its header read by the caller: from a transport packet's payload (`payload`), or
   * from a program stream's pack (ISO/IEC 13818-1 2.5.3), where a packet arrives whole.
   */
  packetStart(pts: number | undefined): void {
    if (pts !== undefined) this.timestamp(pts);
    this.reader?.pesStart(pts);
  }

  /** PES_packet_data_bytes of the packet begun last. */
  data(bytes: Uint8Array, start: number, end: number): void {
    this.dataBytes += end - start;
    this.reader?.data(bytes, start, end);
  }

  pcr(base: number): void {
    this.lastPcr = base;
  }

  /** The earliest PTS of the stream (90 kHz). */
  get earliestPts(): number | undefined {
    return this.firstPts === undefined ? undefined : (this.firstPts + this.lowest + 2 ** 33) % 2 ** 33;
  }

  /** Seconds from the earliest to the latest PTS. */
  get ptsSpan(): number {
    return (this.highest - this.lowest) / 90_000;
  }

  private timestamp(pts: number): void {
    if (this.firstPts === undefined) {
      this.firstPts = pts;
      return;
    }
    const offset = ticksBetween(this.firstPts, pts);
    if (offset < this.lowest) this.lowest = offset;
    if (offset > this.highest) this.highest = offset;
  }
}

/** A PID that carries only the PCR: the program clock, where sections without timestamps are placed. */
export class PcrOnly implements PacketConsumer {
  lastPcr: number | undefined;
  payload(): void {}
  pcr(base: number): void {
    this.lastPcr = base;
  }
}
