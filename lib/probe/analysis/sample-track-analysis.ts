// One track of a container that frames its streams in samples or blocks (MP4, Matroska): its bytes and
// timestamps for the measured bit rate, and for video its samples handed to the coding's unit reader (the
// same readers as the transport stream pass), which feed the GOP structure and the captions.
import type { ForwardReader } from "../io/forward-reader";
import type { AnalysisName, StreamAnalysis } from "./analysis-schema";
import { CaptionChannels } from "./caption-channels";
import { GopStructure } from "./gop-structure";
import { closedCaptionSamplePairs } from "./mp4/closed-caption-sample";
import { StartCodeScanner } from "./start-code-scanner";
import { frameRate, measuredBitRate, type AnyStream } from "./stream-rates";
import { UNIT_CAPACITY, VIDEO_READERS } from "./video/video-readers";
import { LengthPrefixedUnits } from "./video/length-prefixed-units";
import type { VideoAnalysisSinks, VideoUnitReader } from "./video/video-unit-reader";

/**
 * How a track's samples carry what the pass reads: video as NAL units with length prefixes or as a start
 * code stream; a QuickTime closed-caption track's caption atoms.
 */
export type SampleCoding =
  | { format: "avc1" | "hvc1"; lengthSize: number; parameterSets: readonly Uint8Array[] }
  | { format: "mp2v" }
  | { format: "c608" | "c708" };

const CAPTION_TRACK_CARRIAGE = "QuickTime closed-caption track";

export class SampleTrackAnalysis {
  private bytes = 0;
  private earliest = Infinity;
  private latest = -Infinity;
  /** Distinct timestamps in a row (the frames of a laced block share one). */
  private timestamps = 0;
  private lastSeconds: number | undefined;
  private readonly sinks: VideoAnalysisSinks = {};
  private reader: VideoUnitReader | undefined;
  private units: LengthPrefixedUnits | undefined;
  private scanner: StartCodeScanner | undefined;
  private captionTrack = false;

  constructor(
    readonly stream: AnyStream,
    private readonly analyses: ReadonlySet<AnalysisName>,
    coding: SampleCoding | undefined,
  ) {
    if (!coding || !(analyses.has("gop") || analyses.has("captions"))) return;
    if (analyses.has("captions")) this.sinks.captions = new CaptionChannels();
    if (coding.format === "c608" || coding.format === "c708") {
      this.captionTrack = analyses.has("captions");
      return;
    }
    if (analyses.has("gop")) this.sinks.gop = new GopStructure(frameRate(stream));
    this.reader = new VIDEO_READERS[coding.format]!(this.sinks);
    if (coding.format === "mp2v") this.scanner = new StartCodeScanner(UNIT_CAPACITY, this.reader);
    else if (coding.format === "avc1" || coding.format === "hvc1") {
      this.units = new LengthPrefixedUnits(this.reader, coding.lengthSize);
      this.units.parameterSets(coding.parameterSets);
    }
  }

  /** A sample of `size` bytes at `offset`, presented at `seconds`; read when the track's video is analysed. */
  async sample(forward: ForwardReader, offset: number, size: number, seconds: number | undefined): Promise<void> {
    this.bytes += size;
    if (seconds !== undefined) {
      if (seconds !== this.lastSeconds) this.timestamps++;
      this.lastSeconds = seconds;
      if (seconds < this.earliest) this.earliest = seconds;
      if (seconds > this.latest) this.latest = seconds;
    }
    if (this.units) await this.units.sample(forward, offset, size, seconds);
    else if (this.captionTrack)
      this.sinks.captions!.ccPairs(
        closedCaptionSamplePairs(await forward.bytes(offset, size)),
        CAPTION_TRACK_CARRIAGE,
        seconds,
      );
    else if (this.scanner) {
      const scanner = this.scanner;
      scanner.pesStart(seconds);
      await forward.pieces(offset, size, (bytes) => scanner.data(bytes, 0, bytes.length));
    }
  }

  finish(): StreamAnalysis {
    this.scanner?.finish();
    this.reader?.finish();
    const result: StreamAnalysis = {};
    const gop = this.sinks.gop?.finish();
    if (gop) result.gop = gop;
    const captions = this.sinks.captions?.finish();
    if (captions) result.captions = captions;
    if (this.analyses.has("bitrate")) {
      // The span covers one sample fewer than were timed: the last sample lasts the mean step.
      const span = this.latest >= this.earliest ? this.latest - this.earliest : 0;
      const timed = this.timestamps > 1 ? (span * this.timestamps) / (this.timestamps - 1) : undefined;
      const bitrate = measuredBitRate(this.stream, this.bytes, span, timed);
      if (bitrate) result.bitrate = bitrate;
    }
    return result;
  }
}
