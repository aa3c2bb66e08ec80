// The picture essence of an MXF file read for its GOP structure and the captions in its own user data
// (MPEG-2 user_data, H.264 SEI): each picture track's essence elements (ST 379-1 clause 7.1: the key's last
// four bytes are the track's TrackNumber) are one elementary stream, its start code units read by the same
// readers as a transport stream's video. A frame-wrapped element is one frame (ST 379-1 clause 7.2), a
// clip-wrapped one the whole track; either is read piece by piece. MXF carries no PTS: display order is
// taken from the bitstream (temporal_reference, picture order count).
import { essenceTrackNumber } from "../../containers/mxf/keys";
import type { ContainerProbe } from "../../schema";
import type { AnalysisName, CaptionsAnalysis, GopAnalysis } from "../analysis-schema";
import { CaptionChannels } from "../caption-channels";
import { GopStructure } from "../gop-structure";
import { StartCodeScanner } from "../start-code-scanner";
import { frameRate } from "../stream-rates";
import { UNIT_CAPACITY, VIDEO_READERS } from "../video/video-readers";
import type { VideoAnalysisSinks, VideoUnitReader } from "../video/video-unit-reader";
import type { EssenceKlv } from "./body-klvs";

type VideoStream = ContainerProbe["video"][number];

interface PictureTrack {
  stream: VideoStream;
  sinks: VideoAnalysisSinks;
  reader: VideoUnitReader;
  scanner: StartCodeScanner;
}

export class PictureEssence {
  private readonly tracks = new Map<number, PictureTrack>();
  /** Picture streams of a coding no reader reads, by format. */
  readonly unread: string[] = [];

  constructor(streams: readonly VideoStream[], analyses: ReadonlySet<AnalysisName>) {
    for (const stream of streams) {
      const track = stream.properties?.TrackNumber;
      const Reader = VIDEO_READERS[stream.format];
      if (typeof track !== "number") continue;
      if (!Reader) {
        this.unread.push(stream.format);
        continue;
      }
      const sinks: VideoAnalysisSinks = {
        gop: analyses.has("gop") ? new GopStructure(frameRate(stream)) : undefined,
        captions: analyses.has("captions") ? new CaptionChannels() : undefined,
      };
      const reader = new Reader(sinks, "bitstream");
      this.tracks.set(track, { stream, sinks, reader, scanner: new StartCodeScanner(UNIT_CAPACITY, reader) });
    }
  }

  /** The element belongs to a picture track the pass reads. */
  reads(key: Uint8Array): boolean {
    return this.tracks.has(essenceTrackNumber(key));
  }

  async element(klv: EssenceKlv): Promise<void> {
    const track = this.tracks.get(essenceTrackNumber(klv.key));
    if (!track) return;
    track.scanner.pesStart(undefined);
    for await (const piece of klv.pieces()) track.scanner.data(piece, 0, piece.length);
  }

  finish(): Map<VideoStream, { gop?: GopAnalysis; captions?: CaptionsAnalysis }> {
    const results = new Map<VideoStream, { gop?: GopAnalysis; captions?: CaptionsAnalysis }>();
    for (const { stream, sinks, reader, scanner } of this.tracks.values()) {
      scanner.finish();
      reader.finish();
      const gop = sinks.gop?.finish();
      const captions = sinks.captions?.finish();
      results.set(stream, { ...(gop ? { gop } : {}), ...(captions ? { captions } : {}) });
    }
    return results;
  }
}
