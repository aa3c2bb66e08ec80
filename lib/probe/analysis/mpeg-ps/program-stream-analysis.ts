// The analysis pass over an MPEG program stream (ISO/IEC 13818-1 2.5.3; DVD-Video VOB) or MPEG-1 system
// stream (ISO/IEC 11172-1 2.4.3): one front-to-back read of the packs, each PES packet of a stream the
// probe found handed to the same readers as a transport stream's PID (pes-stream-analyses.ts: video GOP
// structure and captions, bytes and PTS for the measured bit rate). private_stream_1 packets
// go to their DVD sub-stream (AC-3, DTS, LPCM, subpictures), as the prober keys them. Packets of streams
// no analysis reads are skipped by their PES_packet_length without being read.
import { PACK_START_CODE, parsePackHeader } from "../../containers/mpeg-ps/pack-header";
import { parsePrivateStream1, PRIVATE_STREAM_1 } from "../../containers/mpeg-ps/private-stream-1";
import { parsePesPacketHeader, startsWithPacketStartCode } from "../../containers/mpeg-pes/pes-packet-header";
import type { ByteSource } from "../../io/byte-source";
import { ForwardReader } from "../../io/forward-reader";
import type { ContainerProbe } from "../../schema";
import type { AnalysisName, StreamAnalysis } from "../analysis-schema";
import type { PesStream } from "../pes-stream";
import { openPesStream } from "../pes-stream-analyses";
import type { AnyStream } from "../stream-rates";

/** MPEG_program_end_code (2.5.3.2), the lowest start code value of the program stream layer. */
const MPEG_PROGRAM_END_CODE = 0xb9;
/** A pack header is at most 14 bytes and 7 of pack_stuffing (2.5.3.3); a PES packet's first 6 give its length. */
const HEADER_BYTES = 24;
/** How far ahead a lost pack or packet start code is searched for at a time. */
const RESYNC_WINDOW = 64 * 1024;

export interface ProgramStreamAnalysis {
  streams: Map<AnyStream, StreamAnalysis>;
  bytesRead: number;
  notAnalysed: string[];
}

/** The key the prober gives a stream: its stream_id, or 0xBD00 | sub_stream_id for private_stream_1. */
function streamKey(stream: AnyStream): number | undefined {
  const { MpegStreamId, MpegSubStreamId } = stream.properties ?? {};
  if (typeof MpegStreamId !== "number") return undefined;
  return typeof MpegSubStreamId === "number" ? (MpegStreamId << 8) | MpegSubStreamId : MpegStreamId;
}

export async function analyzeProgramStream(
  source: ByteSource,
  probe: ContainerProbe,
  analyses: ReadonlySet<AnalysisName>,
  onProgress?: (fraction: number) => void,
): Promise<ProgramStreamAnalysis> {
  const readers = new Map<number, PesStream>();
  const results = new Map<AnyStream, StreamAnalysis>();
  const finishers: (() => void)[] = [];
  for (const stream of [...probe.video, ...probe.audio, ...probe.subtitle]) {
    const key = streamKey(stream);
    if (key === undefined || readers.has(key)) continue;
    const result: StreamAnalysis = {};
    results.set(stream, result);
    // A pack's packet (2048 bytes on a DVD) holds part of a picture, or several small ones. Its PTS belongs
    // to the first access unit that commences in it (ISO/IEC 13818-1 2.4.3.7), which may begin with a
    // sequence or GOP header a packet before its picture, and the pictures after it in the packet have
    // none: display order is taken from the bitstream (temporal_reference, picture order count) instead.
    const timed = analyses.has("bitrate");
    const pes = openPesStream({ stream, analyses, result, finishers, timed, displayOrder: "bitstream" });
    if (pes) readers.set(key, pes);
  }
  const notAnalysed: string[] = [];
  if (readers.size === 0) return { streams: results, bytesRead: 0, notAnalysed }; // nothing asked reads a stream
  const input = new ForwardReader(source, (end) => onProgress?.(end / source.size));
  try {
    const walk = await walkPacks(input, readers);
    if (walk.skippedBytes > 0)
      notAnalysed.push(`${walk.skippedBytes} byte(s) that are not a pack or PES packet were skipped`);
    if (walk.cutAt !== undefined) notAnalysed.push(`the file ends inside a packet at byte ${walk.cutAt}`);
  } finally {
    await input.close();
  }
  for (const finish of finishers) finish();
  return { streams: results, bytesRead: input.bytesRead, notAnalysed };
}

interface PackWalk {
  skippedBytes: number;
  cutAt?: number;
}

async function walkPacks(input: ForwardReader, readers: ReadonlyMap<number, PesStream>): Promise<PackWalk> {
  const walk: PackWalk = { skippedBytes: 0 };
  let offset = 0;
  while (offset + 4 <= input.size) {
    const head = await input.bytes(offset, HEADER_BYTES);
    const id = head[3]!;
    if (!startsWithPacketStartCode(head) || id < MPEG_PROGRAM_END_CODE) {
      const found = await nextStartCode(input, offset + 1);
      walk.skippedBytes += found - offset;
      offset = found;
      continue;
    }
    if (id === MPEG_PROGRAM_END_CODE) {
      offset += 4;
      continue;
    }
    if (id === PACK_START_CODE) {
      const pack = parsePackHeader(head);
      if (!pack) {
        walk.skippedBytes += 4;
        offset += 4;
        continue;
      }
      offset += pack.length;
      continue;
    }
    if (head.length < 6) return { ...walk, cutAt: offset };
    const length = 6 + ((head[4]! << 8) | head[5]!); // packet_start_code_prefix, stream_id, PES_packet_length
    if (offset + length > input.size) return { ...walk, cutAt: offset };
    if (id === PRIVATE_STREAM_1 || readers.has(id)) readPacket(await input.bytes(offset, length), readers);
    offset += length;
  }
  return walk;
}

/** A whole PES packet (2.4.3.6) of a stream the walk reads: its data, a DVD sub-stream's after its header. */
function readPacket(packet: Uint8Array, readers: ReadonlyMap<number, PesStream>): void {
  const header = parsePesPacketHeader(packet);
  if (!header) return;
  let dataStart = header.payloadOffset;
  let key = header.stream_id;
  if (key === PRIVATE_STREAM_1) {
    const sub = parsePrivateStream1(packet.subarray(dataStart));
    if (!sub) return;
    key = (PRIVATE_STREAM_1 << 8) | sub.sub_stream_id;
    dataStart += sub.dataOffset;
  }
  const pes = readers.get(key);
  if (!pes) return;
  pes.packetStart(header.PTS);
  pes.data(packet, dataStart, packet.length);
}

/** The offset of the next pack or packet start code from `from`, or the end of the file. */
async function nextStartCode(input: ForwardReader, from: number): Promise<number> {
  for (let at = from; at + 4 <= input.size;) {
    const window = await input.bytes(at, RESYNC_WINDOW);
    for (let i = 0; i + 4 <= window.length; i++)
      if (startsWithPacketStartCode(window, i) && window[i + 3]! >= MPEG_PROGRAM_END_CODE) return at + i;
    at += Math.max(1, window.length - 3);
  }
  return input.size;
}
