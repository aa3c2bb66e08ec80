// MPEG-2 program stream (ISO/IEC 13818-1 2.5; DVD-Video VOB) and MPEG-1 system stream (ISO/IEC 11172-1).
// The parser, loaded only for a file recognised as one (index.ts): reads the head until every stream's
// headers are found (bounded), then the tail for the last PTS.
import { formatBitRate, formatDuration } from "../../annotate";
import type { ContainerProbe } from "../../schema";
import type { ProbeContext } from "../container-format";
import { emptyMultiplexProbe, placeStream } from "../mpeg-pes/container-result";
import { multiplexTiming } from "../mpeg-pes/multiplex-timing";
import { assembleStream } from "../mpeg-pes/stream-assembly";
import { CLOCK_HZ } from "../mpeg-pes/timestamps";
import { ProgramStreamDemux } from "./program-stream-demux";

const HEAD_LIMIT = 1024 * 1024;
const HEAD_STEP = 128 * 1024;
const TAIL_STEPS = [192 * 1024, 768 * 1024] as const;

async function readProgramStream({ source, head, diagnostics }: ProbeContext): Promise<ProgramStreamDemux> {
  const demux = new ProgramStreamDemux(diagnostics);
  const buffer = new Uint8Array(Math.min(source.size, HEAD_LIMIT));
  let filled = Math.min(head.length, buffer.length);
  buffer.set(head.subarray(0, filled));
  let position = 0;
  for (;;) {
    position = demux.read(buffer, position, filled, false, 0);
    if (filled === buffer.length || demux.elementaryComplete) break;
    const chunk = await source.read(filled, Math.min(HEAD_STEP, buffer.length - filled));
    if (chunk.length === 0) break;
    buffer.set(chunk, filled);
    filled += chunk.length;
  }
  demux.finishHead();
  if (filled === source.size) {
    if (position < filled) diagnostics.push(`the file ends inside a packet (${filled - position} bytes cut)`);
    return demux;
  }
  for (const step of TAIL_STEPS) {
    const start = Math.max(filled, source.size - step);
    const tail = await source.read(start, source.size - start);
    demux.tracks.startTailPass(start === position);
    const end = demux.read(tail, 0, tail.length, true, start);
    if (demux.tracks.tailComplete || start === filled) {
      if (end < tail.length) diagnostics.push(`the file ends inside a packet (${tail.length - end} bytes cut)`);
      break;
    }
  }
  return demux;
}

export async function probeProgramStream(context: ProbeContext): Promise<ContainerProbe> {
  const demux = await readProgramStream(context);
  const { size } = context.source;
  const pack = demux.firstPack;
  const probe =
    pack?.mpegVersion === 1
      ? emptyMultiplexProbe("m1ps", size, "MPEG-1 system stream")
      : emptyMultiplexProbe("m2ps", size, "MPEG-2 program stream");
  if (pack) {
    // program_mux_rate counts 50 bytes/s (2.5.3.4).
    probe.properties.ProgramMuxRate = pack.program_mux_rate * 400;
    probe.$annotation.ProgramMuxRate = formatBitRate(pack.program_mux_rate * 400);
  }
  const tracks = [...demux.tracks].map(([key, track]) => ({ key, track }));
  const timing = multiplexTiming(tracks, context.diagnostics);
  if (timing.duration !== undefined) probe.duration = formatDuration(timing.duration / CLOCK_HZ);
  for (const { key, track } of tracks) {
    const properties = key > 0xff ? { MpegStreamId: key >> 8, MpegSubStreamId: key & 0xff } : { MpegStreamId: key };
    placeStream(probe, assembleStream(track, { properties, span: timing.spans.get(key), origin: timing.origin }));
  }
  return probe;
}
