// One pass over program stream packs: pack headers (SCR, mux rate), the program stream map, and per
// elementary stream the payload handed to codec parsers (head only) and the PTS values.
import { BitReader } from "../../bits/bit-reader";
import type { ElementaryStreamTrack } from "../mpeg-pes/elementary-stream-track";
import { ElementaryStreams } from "../mpeg-pes/elementary-streams";
import { parsePesPacketHeader, pesPayloadBytes, startsWithPacketStartCode } from "../mpeg-pes/pes-packet-header";
import { TimestampSamples } from "../mpeg-pes/timestamps";
import { PACK_START_CODE, parsePackHeader, type PackHeader } from "./pack-header";
import { parsePrivateStream1, PRIVATE_STREAM_1 } from "./private-stream-1";
import { parseProgramStreamMap, PROGRAM_STREAM_MAP_ID } from "./program-stream-map";
import { identifyProgramStream } from "./stream-id-identity";
import { SYSTEM_HEADER_START_CODE } from "./system-header";

const MPEG_PROGRAM_END_CODE = 0xb9;
const PADDING_STREAM = 0xbe;
/** Bounds the streams a damaged file can make the demux track (32 video + 32 audio + 32 sub-streams is the most a PS holds). */
const MAX_STREAMS = 128;
const REPORTED_RESYNCS = 5;

export class ProgramStreamDemux {
  firstPack: PackHeader | undefined;
  readonly clock = new TimestampSamples();
  /** Tracks in order of first appearance, keyed by stream_id or 0xBD00 | sub_stream_id. */
  readonly tracks = new ElementaryStreams();
  private readonly mappedStreamTypes = new Map<number, number>();
  private resyncs = 0;

  constructor(private readonly diagnostics: string[]) {}

  /**
   * Reads the packets wholly inside `bytes[position, end)` and returns where the first unread one starts.
   * `fileOffset` is the file position of `bytes[0]`, for messages.
   */
  read(bytes: Uint8Array, position: number, end: number, inTail: boolean, fileOffset: number): number {
    let offset = position;
    while (offset + 6 <= end) {
      if (!startsWithPacketStartCode(bytes, offset) || bytes[offset + 3]! < MPEG_PROGRAM_END_CODE) {
        const next = this.findStartCode(bytes, offset + 1, end);
        if (!inTail) this.reportResync(fileOffset + offset, next === undefined ? undefined : fileOffset + next);
        if (next === undefined) return Math.max(offset, end - 5);
        offset = next;
        continue;
      }
      const id = bytes[offset + 3]!;
      if (id === MPEG_PROGRAM_END_CODE) {
        offset += 4;
        continue;
      }
      if (id === PACK_START_CODE) {
        const pack = parsePackHeader(bytes.subarray(offset, end));
        if (!pack) {
          if (end - offset < 24) return offset; // cut by the buffer: wait for more
          offset += 4;
          continue;
        }
        this.firstPack ??= pack;
        this.clock.add(pack.system_clock_reference_base);
        offset += pack.length;
        continue;
      }
      const length = 6 + new BitReader(bytes, offset + 4).u(16); // start code, stream_id, PES_packet_length
      if (offset + length > end) return offset;
      if (id !== SYSTEM_HEADER_START_CODE) this.onPacket(bytes.subarray(offset, offset + length), inTail);
      offset += length;
    }
    return offset;
  }

  /** Whether streams have been met and every audio and video one has shown its headers (or cannot) and a timestamp. */
  get elementaryComplete(): boolean {
    return this.tracks.size > 0 && this.tracks.elementaryComplete;
  }

  finishHead(): void {
    this.tracks.finish(this.diagnostics);
  }

  private onPacket(packet: Uint8Array, inTail: boolean): void {
    const id = packet[3]!;
    if (id === PROGRAM_STREAM_MAP_ID) {
      const entries = parseProgramStreamMap(packet);
      if (!entries) this.diagnostics.push("program stream map ignored: malformed or CRC_32 mismatch");
      for (const entry of entries ?? []) this.mappedStreamTypes.set(entry.elementary_stream_id, entry.stream_type);
      return;
    }
    if (id === PADDING_STREAM) return;
    const header = parsePesPacketHeader(packet);
    if (!header) return;
    let payload = packet.subarray(header.payloadOffset);
    let key = id;
    // Bytes from the first access unit the PTS stamps to the end of the packet.
    let stampedBytes = payload.length;
    if (id === PRIVATE_STREAM_1) {
      const sub = parsePrivateStream1(payload);
      if (!sub) return;
      key = (PRIVATE_STREAM_1 << 8) | sub.sub_stream_id;
      stampedBytes = payload.length - (sub.firstAccessUnitOffset ?? sub.payloadOffset);
      payload = payload.subarray(sub.payloadOffset);
    }
    const track = this.trackFor(key);
    if (!track) return;
    const stamped = pesPayloadBytes(header) === undefined ? undefined : stampedBytes;
    this.tracks.startPesPacket(
      key,
      { PTS: header.PTS, stampedBytes: stamped, continuedBytes: payload.length, payload },
      inTail,
    );
    if (!inTail) track.addPayload(payload, true);
  }

  private trackFor(key: number): ElementaryStreamTrack | undefined {
    const existing = this.tracks.get(key);
    if (existing || this.tracks.size >= MAX_STREAMS) return existing;
    const identity = identifyProgramStream(key, this.mappedStreamTypes.get(key));
    if (!identity) return undefined;
    const label = key > 0xff ? `stream 0xBD sub-stream 0x${(key & 0xff).toString(16)}` : `stream 0x${key.toString(16)}`;
    return this.tracks.open(key, identity, label);
  }

  private findStartCode(bytes: Uint8Array, from: number, end: number): number | undefined {
    for (let i = from; i + 3 < end; i++) {
      if (bytes[i + 2]! > 1) {
        i += 2;
        continue;
      }
      if (startsWithPacketStartCode(bytes, i) && bytes[i + 3]! >= MPEG_PROGRAM_END_CODE) return i;
    }
    return undefined;
  }

  private reportResync(lostAt: number, foundAt: number | undefined): void {
    if (++this.resyncs > REPORTED_RESYNCS) return;
    this.diagnostics.push(
      foundAt === undefined
        ? `no pack or packet start code after byte ${lostAt}`
        : `bytes ${lostAt}–${foundAt - 1} are not a pack or packet: skipped`,
    );
  }
}
