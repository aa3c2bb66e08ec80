// Presentation timestamps: 33-bit counts of a 90 kHz clock (ISO/IEC 13818-1 2.4.3.7, 2.7.4), which wrap
// every 2^33 / 90000 s ≈ 26.5 hours.
import { BitReader } from "../../bits/bit-reader";

export const CLOCK_HZ = 90_000;
const WRAP = 2 ** 33;
/** How far before the reference a timestamp may lie (audio often starts a little before video). */
const SLACK = 60 * CLOCK_HZ;

/** Reads a 5-byte PTS/DTS/SCR field: 3 + 15 + 15 bits separated by marker bits (Table 2-21). */
export function readTimestamp(bytes: Uint8Array, offset: number): number {
  const reader = new BitReader(bytes, offset);
  reader.skip(4); // '0010', '0011' or '0001'
  const high = reader.u(3); // PTS[32..30]
  reader.skip(1); // marker_bit
  const middle = reader.u(15); // PTS[29..15]
  reader.skip(1);
  return high * 2 ** 30 + middle * 2 ** 15 + reader.u(15); // PTS[14..0]
}

/**
 * Ticks from `reference` to `timestamp` across the 33-bit wrap: a timestamp up to a minute before the
 * reference is negative, anything else is taken as later (spans up to ~26.5 hours).
 */
export function ticksSince(reference: number, timestamp: number): number {
  return ((((timestamp - reference + SLACK) % WRAP) + WRAP) % WRAP) - SLACK;
}

/** The first and the latest timestamps of one stream, bounded however long the stream is. */
export class TimestampSamples {
  static readonly KEPT = 32;
  readonly first: number[] = [];
  readonly last: number[] = [];
  /**
   * Payload bytes each of `last` stamps, when PES_packet_length tells: from the first access unit of its
   * PES packet to the next timestamp (PES packets without a PTS continue the one before).
   */
  readonly lastPayloadBytes: (number | undefined)[] = [];

  add(timestamp: number, payloadBytes?: number): void {
    if (this.first.length < TimestampSamples.KEPT) this.first.push(timestamp);
    this.last.push(timestamp);
    this.lastPayloadBytes.push(payloadBytes);
    if (this.last.length > TimestampSamples.KEPT) {
      this.last.shift();
      this.lastPayloadBytes.shift();
    }
  }

  /** A PES packet without PTS: its payload belongs to the latest timestamp. */
  extendLast(payloadBytes: number | undefined): void {
    const index = this.lastPayloadBytes.length - 1;
    const stamped = this.lastPayloadBytes[index];
    if (index < 0 || stamped === undefined) return;
    this.lastPayloadBytes[index] = payloadBytes === undefined ? undefined : stamped + payloadBytes;
  }

  /** The end of the file cut what the latest timestamp stamps: only `bytes` of it are there. */
  truncateLast(bytes: number): void {
    const index = this.lastPayloadBytes.length - 1;
    const declared = this.lastPayloadBytes[index];
    if (declared !== undefined && bytes < declared) this.lastPayloadBytes[index] = bytes;
  }

  get empty(): boolean {
    return this.first.length === 0;
  }
}

export interface Span {
  /** Ticks from the reference to the first presented access unit. */
  start: number;
  /** Ticks from the reference to the end of the last presented access unit. */
  end: number;
}

/** How long the last access unit (or PES packet) of a stream lasts. */
export type LastUnit =
  /** Known ticks, e.g. one video frame from the codec's frame rate. */
  | { ticks: number }
  /** From the PES packet's payload size at a constant bit rate (the last packet often holds fewer frames). */
  | { ticksPerByte: number }
  /** In proportion to payload size, at the byte rate of the PES packet before it. */
  | { byPayloadSize: true };

/**
 * The presentation span of a stream: earliest timestamp among the first ones to the latest timestamp
 * plus the duration of what that timestamp stamps (`lastUnit`), which falls back to the smallest step
 * between the last timestamps.
 */
export function presentationSpan(samples: TimestampSamples, reference: number, lastUnit?: LastUnit): Span | undefined {
  if (samples.empty) return undefined;
  const start = Math.min(...samples.first.map((t) => ticksSince(reference, t)));
  const lasts = samples.last
    .map((t, i) => ({ at: ticksSince(reference, t), bytes: samples.lastPayloadBytes[i] }))
    .sort((a, b) => a.at - b.at);
  const latest = lasts[lasts.length - 1]!;
  let step = lastUnit && "ticks" in lastUnit ? lastUnit.ticks : undefined;
  if (lastUnit && "ticksPerByte" in lastUnit && latest.bytes !== undefined)
    step = Math.round(latest.bytes * lastUnit.ticksPerByte);
  if (step === undefined && lastUnit && "byPayloadSize" in lastUnit) {
    const previous = lasts.findLast((l) => l.at < latest.at);
    if (previous?.bytes && latest.bytes !== undefined)
      step = Math.round(((latest.at - previous.at) * latest.bytes) / previous.bytes);
  }
  if (step === undefined) {
    for (let i = 1; i < lasts.length; i++) {
      const gap = lasts[i]!.at - lasts[i - 1]!.at;
      if (gap > 0 && (step === undefined || gap < step)) step = gap;
    }
  }
  return { start, end: latest.at + (step ?? 0) };
}
