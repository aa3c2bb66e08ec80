// A video track → a video stream of docs/api.md §2.5: the VisualSampleEntry and its boxes (ISO/IEC 14496-12
// 12.1, ISO/IEC 14496-15, QuickTime), the track header's matrix, and the track's timing.
import { annotateVideoStream } from "../../annotate";
import { durationUnits } from "../../rational";
import type { Extension, VideoStream } from "../../schema";
import { PRORES_PROFILES } from "../../tables/prores";
import type { InlineBox } from "./box-header";
import { sampleEntryBox, withVideoBoxes, withVideoConfiguration } from "./box-registry";
import { parseVisualSampleEntry } from "./boxes/visual-sample-entry";
import type { Movie, Track } from "./movie";
import { entryCoding, protectionProperties, sinfBox } from "./boxes/sinf";
import { SAMPLE_ENTRY_FORMATS } from "./tables/sample-entry-formats";
import { trackFrameRate, trackLanguage, trackSeconds } from "./track-timing";

export function videoStream(track: Track, entryBox: InlineBox, movie: Movie, diagnostics: string[]): VideoStream {
  const entry = parseVisualSampleEntry(entryBox.type, entryBox.payload, diagnostics);
  const extension: Extension[] = [];
  const context = { entry, trackHeader: track.tkhd, extension, diagnostics };
  const protection = sampleEntryBox(entry.boxes, sinfBox, diagnostics);
  const coding = entryCoding(entryBox.type, protection);
  // The bitstream's parameter sets, when a codec parser reads them, give the coded size and the
  // cropping as clean aperture, as for the same stream in any other container.
  let stream: VideoStream = {
    format: SAMPLE_ENTRY_FORMATS[coding] ?? coding,
    width: entry.width,
    height: entry.height,
  };
  stream = withVideoConfiguration(stream, context);
  const prores = PRORES_PROFILES[coding];
  if (prores) stream = { ...stream, chroma_subsampling: prores.chroma_subsampling, bit_depth: prores.bit_depth };
  stream = withVideoBoxes(stream, context);

  const frameRate = trackFrameRate(track, movie);
  const seconds = trackSeconds(track, movie);
  stream.sample_rate = frameRate ?? stream.sample_rate;
  stream.duration = durationUnits(seconds, stream.sample_rate);
  stream.language = trackLanguage(track);
  if (track.tkhd) stream.orientation = orientation(track.tkhd.matrix);
  stream.properties = {
    ...stream.properties,
    TrackId: track.tkhd?.track_ID,
    ...(entryBox.type !== stream.format && { SampleEntry: entryBox.type }),
    ...protectionProperties(protection),
  };
  if (extension.length > 0) stream.extension = [...(stream.extension ?? []), ...extension];
  return annotateVideoStream(stream);
}

/**
 * The matrix's rotation (clockwise degrees, a multiple of 90 in practice) and mirroring: the
 * transformation [a b; c d] is a rotation by atan2(b, a), mirrored when its determinant is negative.
 */
function orientation(matrix: number[]): { rotation: number; mirrored: boolean } {
  const [a = 1, b = 0, , c = 0, d = 1] = matrix;
  const degrees = Math.round((Math.atan2(b, a) * 180) / Math.PI);
  return { rotation: (degrees + 360) % 360, mirrored: a * d - b * c < 0 };
}
