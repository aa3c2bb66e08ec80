// The deep analysis pass (opt-in): reads the whole file once, front to back, in constant memory, and adds
// an `analysis` object to the probe result's container and streams. The probe itself stays bounded.
import type { ByteSource } from "../io/byte-source";
import type { ContainerProbe } from "../schema";
import { ANALYSES, type AnalysisName, type ContainerAnalysis, type StreamAnalysis } from "./analysis-schema";
import { loudnessAnalysis, type LoudnessMeter } from "./loudness";
import { analyzeElementaryStream, VIDEO_ELEMENTARY_TYPES } from "./elementary/elementary-stream-analysis";
import { analyzeMatroska } from "./matroska/matroska-analysis";
import { analyzeMovie } from "./mp4/movie-analysis";
import { analyzeProgramStream } from "./mpeg-ps/program-stream-analysis";
import { analyzeMxf, isMxfProbe } from "./mxf/mxf-analysis";
import { analyzeTransportStream } from "./transport-stream-analysis";

export interface AnalyzeOptions {
  /** The analyses to run; all by default. */
  analyses?: readonly AnalysisName[];
  /** Called with the fraction of the file read, 0..1. */
  onProgress?: (fraction: number) => void;
  /** Measures loudness (ffmpeg, server side); without one, loudness is reported as not measured. */
  loudness?: LoudnessMeter;
}

/** Container types the byte-level pass reads (MPEG-2 transport streams, also M2TS and 204-byte packets). */
const TRANSPORT_STREAM_TYPES = new Set(["m2ts"]);
/** Container types read sample by sample: MP4 and QuickTime movies, progressive or fragmented. */
const MOVIE_TYPES = new Set(["mp4", "mov"]);
const MATROSKA_TYPES = new Set(["mkv", "webm"]);
/** MPEG-2 program streams (DVD VOB) and MPEG-1 system streams. */
const PROGRAM_STREAM_TYPES = new Set(["m2ps", "m1ps"]);

export async function analyze(
  source: ByteSource,
  probe: ContainerProbe,
  options: AnalyzeOptions = {},
): Promise<ContainerProbe> {
  const analyses = new Set(options.analyses ?? ANALYSES);
  const container: ContainerAnalysis = { analyses: ANALYSES.filter((name) => analyses.has(name)), bytes_read: 0 };
  const notAnalysed: string[] = [];
  const streams = new Map<object, StreamAnalysis>();
  const byteLevel = ["gop", "captions", "scte35", "bitrate"].some((name) => analyses.has(name as AnalysisName));
  // Started first: ffmpeg decodes the audio on one core while the byte-level pass reads on another.
  const measuring = analyses.has("loudness") && probe.audio.length > 0 ? measureLoudness(probe, options) : undefined;
  measuring?.catch(() => undefined); // awaited below; a byte-level pass that throws must not leave it unhandled

  if (byteLevel && TRANSPORT_STREAM_TYPES.has(probe.type)) {
    const pass = await analyzeTransportStream(source, probe, analyses, options.onProgress);
    for (const [stream, analysis] of pass.streams) streams.set(stream, analysis);
    container.bytes_read = pass.bytesRead;
    container.packets = pass.packets;
    if (analyses.has("scte35")) container.scte35 = pass.scte35;
    notAnalysed.push(...pass.notAnalysed);
  } else if (byteLevel && isMxfProbe(probe)) {
    const pass = await analyzeMxf(source, probe, analyses, options.onProgress);
    for (const [stream, analysis] of pass.streams) streams.set(stream, analysis);
    Object.assign(container, pass.container);
    notAnalysed.push(...pass.notAnalysed);
  } else if (byteLevel && (MOVIE_TYPES.has(probe.type) || MATROSKA_TYPES.has(probe.type))) {
    const pass = MOVIE_TYPES.has(probe.type)
      ? await analyzeMovie(source, probe, analyses, options.onProgress)
      : await analyzeMatroska(source, probe, analyses, options.onProgress);
    for (const [stream, analysis] of pass.streams) streams.set(stream, analysis);
    container.bytes_read = pass.bytesRead;
    container.samples = pass.samples;
    notAnalysed.push(...pass.notAnalysed);
    if (analyses.has("scte35")) notAnalysed.push(`scte35: a ${probe.type} file has no SCTE-35 the pass reads`);
  } else if (byteLevel && (PROGRAM_STREAM_TYPES.has(probe.type) || VIDEO_ELEMENTARY_TYPES.has(probe.type))) {
    const pass = PROGRAM_STREAM_TYPES.has(probe.type)
      ? await analyzeProgramStream(source, probe, analyses, options.onProgress)
      : await analyzeElementaryStream(source, probe, analyses, options.onProgress);
    for (const [stream, analysis] of pass.streams) streams.set(stream, analysis);
    container.bytes_read = pass.bytesRead;
    notAnalysed.push(...pass.notAnalysed);
    if (analyses.has("scte35")) notAnalysed.push(`scte35: a ${probe.type} file has no SCTE-35 the pass reads`);
  } else if (byteLevel) {
    notAnalysed.push(
      `gop, captions, scte35, bitrate: the pass reads MPEG-2 transport and program streams, raw MPEG-2/H.264/HEVC video, MXF, MP4/QuickTime and Matroska; a ${probe.type} file is not analysed yet`,
    );
  }

  if (analyses.has("loudness") && probe.audio.length > 0) {
    if (!options.loudness)
      notAnalysed.push(
        "loudness: not measured: decoding audio needs ffmpeg and a local file (the CLI, or a probe job's file:// input)",
      );
    else {
      const measured = (await measuring)!;
      probe.audio.forEach((stream, index) => {
        const measurement = measured[index];
        if (!measurement) return notAnalysed.push(`loudness: audio stream ${index} could not be decoded`);
        const analysis = streams.get(stream) ?? {};
        analysis.loudness = loudnessAnalysis(measurement, stream);
        streams.set(stream, analysis);
      });
    }
  }
  options.onProgress?.(1);
  if (notAnalysed.length > 0) container.not_analysed = notAnalysed;
  const withAnalysis = <T extends object>(stream: T): T => {
    const analysis = streams.get(stream);
    return analysis && Object.keys(analysis).length > 0 ? { ...stream, analysis } : stream;
  };
  return {
    ...probe,
    video: probe.video.map(withAnalysis),
    audio: probe.audio.map(withAnalysis),
    subtitle: probe.subtitle.map(withAnalysis),
    ...(probe.data ? { data: probe.data.map(withAnalysis) } : {}),
    analysis: container,
  };
}

/** The streams' loudness, by ffmpeg stream specifiers: a transport stream's PID, else the audio index. */
function measureLoudness(probe: ContainerProbe, options: AnalyzeOptions) {
  const specifiers = probe.audio.map((stream, index) => {
    const pid = stream.properties?.Mpeg2TransportStreamPid;
    return typeof pid === "number" ? `i:0x${pid.toString(16)}` : `a:${index}`;
  });
  return options.loudness?.(specifiers);
}
