// The elementary streams of one multiplex, keyed as it names them (a TS PID; a PS stream_id, or
// 0xBD00 | sub_stream_id): what the start of each PES packet gives its stream's track, and whether the
// head and the tail have shown what the reading waits for.
import type { StreamIdentity } from "../../tables/mpeg-stream-types";
import { deriveFrameRate } from "./derived-frame-rate";
import { ElementaryStreamTrack } from "./elementary-stream-track";

/** The start of a PES packet, as its multiplex delivers it. */
export interface PesPacketStart {
  PTS: number | undefined;
  /** Payload bytes the PTS stamps; undefined when PES_packet_length leaves them open. */
  stampedBytes: number | undefined;
  /** Payload bytes of a packet without PTS, which extend what the latest PTS stamps. */
  continuedBytes: number | undefined;
  /** The packet's payload as far as it is present here. */
  payload: Uint8Array;
}

export class ElementaryStreams extends Map<number, ElementaryStreamTrack> {
  private readonly timestampedInTail = new Set<number>();
  /** The PTS of each stream's latest PES packet in this pass: a tail read again from further back starts afresh. */
  private readonly previousPts = new Map<number, number>();

  /** A stream met for the first time; `label` prefixes its diagnostics, e.g. "PID 256". */
  open(key: number, identity: StreamIdentity, label: string): ElementaryStreamTrack {
    const track = new ElementaryStreamTrack(identity, label);
    this.set(key, track);
    return track;
  }

  /**
   * The timestamp of a PES packet of stream `key` and the payload for its last packet's duration; whether
   * it stamps a new presentation unit. A PES packet with the PTS of the one before stamps no new access unit
   * (a PTS stamps the first one that starts in its packet, ISO/IEC 13818-1 2.4.3.7): it continues that
   * packet, as Blu-ray's DTS-HD extension substream (stream_id_extension 0x72) continues the core frame
   * (0x71) it belongs to, whose header alone times the pair (ETSI TS 102 114 7.4).
   */
  startPesPacket(
    key: number,
    { PTS, stampedBytes, continuedBytes, payload }: PesPacketStart,
    inTail: boolean,
  ): boolean {
    const track = this.get(key);
    if (!track) return false;
    const stamps = PTS !== undefined && PTS !== this.previousPts.get(key);
    if (PTS !== undefined) this.previousPts.set(key, PTS);
    if (PTS !== undefined && inTail) this.timestampedInTail.add(key);
    if (stamps) {
      track.timestamps.add(PTS, stampedBytes);
    } else {
      // An audio frame may run on into packets without a PTS: their bytes extend the one stamped before.
      track.timestamps.extendLast(continuedBytes);
    }
    track.addStampedPayload(payload, stamps);
    return stamps;
  }

  /** A pass over the tail begins, `contiguous` with the head or after a gap. */
  startTailPass(contiguous: boolean): void {
    this.previousPts.clear();
    for (const track of this.values()) track.startTailPass(contiguous);
  }

  /** Whether every audio and video stream has shown its headers (or cannot) and a first timestamp. */
  get elementaryComplete(): boolean {
    for (const track of this.values()) {
      if (track.presented && (track.wantsPayload || track.timestamps.empty)) return false;
    }
    return true;
  }

  /** Whether every audio and video stream with a timestamp has one in the tail read so far. */
  get tailComplete(): boolean {
    for (const [key, track] of this) {
      if (track.presented && !track.timestamps.empty && !this.timestampedInTail.has(key)) return false;
    }
    return true;
  }

  /** No more payload will come: a last attempt at each stream's headers. */
  finish(diagnostics: string[]): void {
    for (const track of this.values()) {
      track.finish(diagnostics);
      deriveFrameRate(track);
    }
  }
}
