// The analysis pass over a raw video elementary stream (ISO/IEC 13818-2 video, H.264 or HEVC Annex B byte
// stream): the whole file, front to back, through the start code scanner into its coding's unit reader.
// A raw stream carries no PTS: as for MXF picture essence, display order is taken from the bitstream
// (MPEG-2 temporal_reference, H.264 and HEVC picture order count). Its bit rate is its bytes over its pictures
// counted in the pass at the sequence's frame rate.
import type { ByteSource } from "../../io/byte-source";
import { ForwardReader } from "../../io/forward-reader";
import type { ContainerProbe } from "../../schema";
import type { AnalysisName, StreamAnalysis } from "../analysis-schema";
import { CaptionChannels } from "../caption-channels";
import { GopStructure } from "../gop-structure";
import { StartCodeScanner } from "../start-code-scanner";
import { frameRate, measuredBitRate, type AnyStream } from "../stream-rates";
import { UNIT_CAPACITY, VIDEO_READERS } from "../video/video-readers";
import type { VideoAnalysisSinks } from "../video/video-unit-reader";

/** Container types of the elementary stream prober whose stream the pass reads. */
export const VIDEO_ELEMENTARY_TYPES = new Set(["m2v", "h264", "hevc"]);

export interface ElementaryStreamAnalysis {
  streams: Map<AnyStream, StreamAnalysis>;
  bytesRead: number;
  notAnalysed: string[];
}

export async function analyzeElementaryStream(
  source: ByteSource,
  probe: ContainerProbe,
  analyses: ReadonlySet<AnalysisName>,
  onProgress?: (fraction: number) => void,
): Promise<ElementaryStreamAnalysis> {
  const streams = new Map<AnyStream, StreamAnalysis>();
  const notAnalysed: string[] = [];
  const stream = probe.video[0];
  const Reader = stream && VIDEO_READERS[stream.format];
  if (!stream || !Reader) return { streams, bytesRead: 0, notAnalysed: ["no video stream the pass reads"] };
  const sinks: VideoAnalysisSinks = {
    // Counts the pictures for the bit rate even when the GOP structure itself was not asked for.
    gop: analyses.has("gop") || analyses.has("bitrate") ? new GopStructure(frameRate(stream)) : undefined,
    captions: analyses.has("captions") ? new CaptionChannels() : undefined,
  };
  if (!sinks.gop && !sinks.captions) return { streams, bytesRead: 0, notAnalysed };
  const reader = new Reader(sinks, "bitstream");
  const scanner = new StartCodeScanner(UNIT_CAPACITY, reader);
  scanner.pesStart(undefined);
  const input = new ForwardReader(source, (end) => onProgress?.(end / source.size));
  try {
    await input.pieces(0, source.size, (bytes) => scanner.data(bytes, 0, bytes.length));
  } finally {
    await input.close();
  }
  scanner.finish();
  reader.finish();
  const result: StreamAnalysis = {};
  const gop = sinks.gop?.finish();
  if (gop && analyses.has("gop")) result.gop = gop;
  const captions = sinks.captions?.finish();
  if (captions) result.captions = captions;
  const rate = frameRate(stream);
  if (analyses.has("bitrate")) {
    const seconds = gop && rate ? gop.frames / rate : undefined;
    const bitrate = seconds ? measuredBitRate(stream, source.size, 0, seconds) : undefined;
    if (bitrate) result.bitrate = bitrate;
    else notAnalysed.push("bitrate: no pictures, or no frame rate, to time the stream's bytes by");
  }
  streams.set(stream, result);
  return { streams, bytesRead: input.bytesRead, notAnalysed };
}
