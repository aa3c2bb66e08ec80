// What reads a stream carried in PES packets, the same in a transport stream (per PID) and a program stream
// (per stream_id): video through the start code scanner into its coding's unit reader (GOP structure,
// captions), DVB subtitles and teletext into their page tally, and every stream's bytes and PTS for the
// measured bit rate.
import type { AnalysisName, StreamAnalysis } from "./analysis-schema";
import { CaptionChannels } from "./caption-channels";
import { GopStructure } from "./gop-structure";
import { PesStream } from "./pes-stream";
import { StartCodeScanner } from "./start-code-scanner";
import { frameRate, measuredBitRate, type AnyStream } from "./stream-rates";
import { SubtitlePages } from "./subtitle-pages";
import { UNIT_CAPACITY, VIDEO_READERS } from "./video/video-readers";
import type { DisplayOrderSource, VideoAnalysisSinks } from "./video/video-unit-reader";

export interface PesStreamReading {
  stream: AnyStream;
  analyses: ReadonlySet<AnalysisName>;
  /** Filled by the finishers. */
  result: StreamAnalysis;
  /** Run once the pass has read the whole file. */
  finishers: (() => void)[];
  /** Read for its PES headers even when no analysis reads its data (bit rate, a program's timeline). */
  timed: boolean;
  /** Where the video's display order comes from: the PES packets' PTS unless told otherwise. */
  displayOrder?: DisplayOrderSource;
  /** DVB subtitling and teletext languages by page, where the stream's descriptors name them. */
  pageLanguages?: () => Map<string, string>;
}

/** The PES consumer of the stream, or undefined when no analysis asked for it (then it is not parsed). */
export function openPesStream({
  stream,
  analyses,
  result,
  finishers,
  timed,
  displayOrder,
  pageLanguages,
}: PesStreamReading): PesStream | undefined {
  const video = VIDEO_READERS[stream.format];
  let pes: PesStream;
  if (video && (analyses.has("gop") || analyses.has("captions"))) {
    const sinks: VideoAnalysisSinks = {
      gop: analyses.has("gop") ? new GopStructure(frameRate(stream)) : undefined,
      captions: analyses.has("captions") ? new CaptionChannels() : undefined,
    };
    const reader = new video(sinks, displayOrder);
    const scanner = new StartCodeScanner(UNIT_CAPACITY, reader);
    pes = new PesStream(scanner);
    finishers.push(() => {
      scanner.finish();
      reader.finish();
      const gop = sinks.gop?.finish();
      if (gop) result.gop = gop;
      const captions = sinks.captions?.finish();
      if (captions) result.captions = captions;
    });
  } else if ((stream.format === "dvbs" || stream.format === "ttxt") && analyses.has("captions")) {
    const kind = stream.format === "dvbs" ? "dvb-subtitles" : "teletext";
    const pages = new SubtitlePages(kind, pageLanguages?.() ?? new Map<string, string>());
    pes = new PesStream(pages);
    finishers.push(() => (result.subtitle_pages = pages.finish()));
  } else if (timed) {
    pes = new PesStream();
  } else {
    return undefined;
  }
  if (analyses.has("bitrate"))
    finishers.push(() => (result.bitrate = measuredBitRate(stream, pes.dataBytes, pes.ptsSpan)));
  return pes;
}
