// MP4 (ISO/IEC 14496-12 and -14) and QuickTime movies, the parser (loaded only for a file recognised by
// its first box, index.ts): the movie's boxes → the container probe object of docs/api.md §2.5.
import { formatBytes, formatDuration } from "../../annotate";
import { BlockReader } from "../../io/block-reader";
import type { ContainerProbe } from "../../schema";
import { FORMAT_NAMES } from "../../tables/formats";
import type { ProbeContext } from "../container-format";
import { withFirstFrameHeader } from "./audio-first-sample";
import { audioStream } from "./audio-track";
import { printable } from "./box-header";
import { withFirstSampleFields } from "./jpeg2000-sample";
import { BoxTree } from "./box-tree";
import { readMovie, type Movie } from "./movie";
import { HANDLER_KINDS } from "./tables/sample-entry-formats";
import { timecodeTrack } from "./timecode-track";
import { firstSampleOffset, movieSeconds, trackLanguage } from "./track-timing";
import { videoStream } from "./video-track";

/** QuickTime's major brand (QuickTime File Format, "File type compatibility atom"). */
const QUICKTIME_BRAND = "qt  ";

export async function probeMovie(context: ProbeContext): Promise<ContainerProbe> {
  const { source, diagnostics } = context;
  const reader = new BlockReader(source, context.head);
  const movie = await readMovie(new BoxTree(reader, diagnostics));
  const quickTime = movie.ftyp ? movie.ftyp.major_brand === QUICKTIME_BRAND : movie.moov;
  const type = quickTime ? "mov" : "mp4";
  const result: ContainerProbe = {
    type,
    size: source.size,
    manifest: [],
    properties: fileProperties(movie),
    video: [],
    audio: [],
    subtitle: [],
    data: [],
    $annotation: {
      type: quickTime
        ? "QuickTime movie"
        : movie.fragmented
          ? "MPEG-4 (fragmented)"
          : "MPEG-4 (ISO base media file format)",
      size: formatBytes(source.size),
    },
  };
  if (!movie.moov) {
    diagnostics.push(
      movie.fragmented
        ? "movie fragments without their initialization segment (no 'moov'): the streams cannot be described"
        : "no 'moov' box: the movie header is missing (the file was cut before it was written?)",
    );
  }
  for (const [index, track] of movie.tracks.entries()) {
    const handler = track.hdlr?.handler_type ?? "";
    const entry = track.sampleEntries[0];
    const name = `track ${track.tkhd?.track_ID ?? index + 1}`;
    if (!entry) {
      diagnostics.push(`${name}: no sample description; the track was left out`);
      continue;
    }
    try {
      switch (HANDLER_KINDS[handler] ?? "data") {
        case "video":
          result.video.push(
            await withFirstSampleFields(
              videoStream(track, entry, movie, diagnostics),
              entry.type,
              track,
              firstSampleOffset(track, movie),
              reader,
              diagnostics,
            ),
          );
          break;
        case "audio":
          result.audio.push(
            await withFirstFrameHeader(
              audioStream(track, entry, movie, quickTime, diagnostics),
              firstSampleOffset(track, movie),
              reader,
            ),
          );
          break;
        case "subtitle":
          result.subtitle.push({
            format: entry.type,
            language: trackLanguage(track),
            $annotation: { format: FORMAT_NAMES[entry.type] ?? entry.type },
          });
          break;
        case "timecode": {
          const timecode = await timecodeTrack(track, entry, reader, diagnostics);
          result.data!.push(timecode.stream);
          // The first timecode track that could be read gives the movie's start timecode.
          if (timecode.timecode.StartTimecode && result.properties.StartTimecode === undefined) {
            Object.assign(result.properties, timecode.timecode);
          }
          break;
        }
        default:
          result.data!.push({
            format: entry.type,
            properties: { TrackId: track.tkhd?.track_ID, Handler: printable(handler) },
          });
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      diagnostics.push(
        `${name}: the '${printable(entry.type)}' sample description is damaged (${error.message}); the track was left out`,
      );
    }
  }
  const seconds = movieSeconds(movie);
  if (seconds !== undefined) {
    result.duration = formatDuration(seconds);
    result.$annotation.duration = result.duration;
  }
  return result;
}

function fileProperties(movie: Movie): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  if (movie.ftyp) {
    properties.MajorBrand = printable(movie.ftyp.major_brand);
    properties.MinorVersion = movie.ftyp.minor_version;
    properties.CompatibleBrands = movie.ftyp.compatible_brands.map(printable);
  }
  if (movie.fragmented) properties.Fragmented = true;
  return properties;
}
