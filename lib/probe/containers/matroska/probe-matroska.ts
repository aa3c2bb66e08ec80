// Matroska and WebM (RFC 8794 EBML, RFC 9559 Matroska), the parser (loaded only for a file recognised by
// its EBML header, index.ts): the EBML header, the Segment's Info, Tracks and Chapters → docs/api.md §2.5.
import { formatBytes, formatDuration } from "../../annotate";
import { BlockReader } from "../../io/block-reader";
import type { ContainerProbe } from "../../schema";
import type { ProbeContext } from "../container-format";
import { parseChapters } from "./chapters";
import { readsFirstFrames } from "./codec-ids";
import { MAX_ELEMENT_HEADER_BYTES, readElementHeader } from "./ebml/element";
import { parseEbmlHeader } from "./ebml-header";
import { ID } from "./element-ids";
import { firstBlockTimestamps, timestampFrameRate } from "./block-timestamps";
import { firstFrames } from "./first-frames";
import { parseInfo } from "./info";
import { readSegmentElements, type SegmentSpan } from "./segment";
import { segmentSeconds } from "./segment-duration";
import { parseTracks, TRACK_TYPE } from "./track-entry";
import { trackSpans } from "./track-spans";
import { audioStream, subtitleStream, videoStream } from "./track-streams";

/** An EBML header is a few dozen bytes. */
const MAX_EBML_HEADER_BYTES = 4096;

export async function probeMatroska(context: ProbeContext): Promise<ContainerProbe> {
  const { source, diagnostics } = context;
  const reader = new BlockReader(source, context.head);
  const ebml = readElementHeader(context.head, 0);
  const ebmlEnd = ebml?.end ?? 0;
  const header = parseEbmlHeader(
    await reader.bytes(ebml?.dataStart ?? 0, Math.min(MAX_EBML_HEADER_BYTES, ebmlEnd - (ebml?.dataStart ?? 0))),
    diagnostics,
  );
  const webm = header.DocType === "webm";
  const result: ContainerProbe = {
    type: webm ? "webm" : "mkv",
    size: source.size,
    manifest: [],
    properties: { DocType: header.DocType, DocTypeVersion: header.DocTypeVersion },
    video: [],
    audio: [],
    subtitle: [],
    $annotation: { type: webm ? "WebM" : "Matroska", size: formatBytes(source.size) },
  };
  const segmentHeader = readElementHeader(await reader.bytes(ebmlEnd, MAX_ELEMENT_HEADER_BYTES), 0, ebmlEnd);
  if (!segmentHeader || segmentHeader.id !== ID.Segment) {
    diagnostics.push("no Segment after the EBML header: the file holds no Matroska data");
    return result;
  }
  if (segmentHeader.end !== undefined && segmentHeader.end > source.size) {
    diagnostics.push(
      `the Segment declares ${segmentHeader.end - segmentHeader.dataStart} bytes but the file ends before: the file is truncated`,
    );
  }
  const segment: SegmentSpan = {
    dataStart: segmentHeader.dataStart,
    end: Math.min(segmentHeader.end ?? source.size, source.size),
  };
  const elements = await readSegmentElements(reader, segment, diagnostics);
  const infoData = elements.data.get(ID.Info);
  const info = infoData ? parseInfo(infoData, diagnostics) : undefined;
  const tracksData = elements.data.get(ID.Tracks);
  const tracks = tracksData ? parseTracks(tracksData, diagnostics) : [];
  if (!info) diagnostics.push("no Segment Info found");
  if (!tracksData) diagnostics.push("no Tracks found: the streams cannot be described");

  const timestampScale = info?.TimestampScale ?? 1_000_000;
  const seconds = await segmentSeconds({ reader, segment, elements, info, tracks, timestampScale }, diagnostics);
  const bitstreamTracks = new Set(
    tracks.flatMap((track) => (readsFirstFrames(track.CodecID, track.CodecPrivate) && track.TrackNumber) || []),
  );
  const frames =
    bitstreamTracks.size > 0 && elements.firstCluster !== undefined
      ? await firstFrames(reader, elements.firstCluster, bitstreamTracks)
      : new Map<number, Uint8Array>();
  // Video tracks without DefaultDuration: the frame rate from their first blocks' timestamps.
  const untimedVideo = new Set(
    tracks.flatMap(
      (track) => (track.TrackType === TRACK_TYPE.video && !track.DefaultDuration && track.TrackNumber) || [],
    ),
  );
  const blockTimestamps =
    untimedVideo.size > 0 && elements.firstCluster !== undefined
      ? await firstBlockTimestamps(reader, elements.firstCluster, segment.end, untimedVideo)
      : new Map<number, number[]>();
  const timings = tracks.map((track) => {
    const timestamps = track.TrackNumber === undefined ? undefined : blockTimestamps.get(track.TrackNumber);
    const timestampRate = timestamps && timestampFrameRate(timestamps, timestampScale);
    if (timestampRate && "irregular" in timestampRate) {
      diagnostics.push(
        `track ${track.TrackNumber} has no DefaultDuration and its block timestamps are irregular (${timestampRate.irregular}): no frame rate`,
      );
    }
    return { track, ...(timestampRate && "rate" in timestampRate && { timestampRate: timestampRate.rate }) };
  });
  const spans = await trackSpans(reader, segment, elements.firstCluster, timings, timestampScale);
  for (const { track, timestampRate } of timings) {
    const trackFrames = track.TrackNumber === undefined ? undefined : frames.get(track.TrackNumber);
    // A track's own span where its blocks give it, else the Segment's duration; a span longer than the
    // Segment comes from damaged timestamps.
    const span = track.TrackNumber === undefined ? undefined : spans.get(track.TrackNumber);
    const trackSeconds = span !== undefined && seconds !== undefined ? Math.min(span, seconds) : seconds;
    if (track.TrackType === TRACK_TYPE.video)
      result.video.push(videoStream(track, trackSeconds, trackFrames, diagnostics, timestampRate));
    else if (track.TrackType === TRACK_TYPE.audio)
      result.audio.push(audioStream(track, trackSeconds, trackFrames, diagnostics));
    else if (track.TrackType === TRACK_TYPE.subtitle) result.subtitle.push(subtitleStream(track));
  }
  if (info?.MuxingApp) result.properties.MuxingApp = info.MuxingApp;
  if (info?.WritingApp) result.properties.WritingApp = info.WritingApp;
  result.properties.TimestampScale = timestampScale;
  const chapters = elements.data.get(ID.Chapters);
  if (chapters) {
    const summary = parseChapters(chapters, diagnostics);
    result.properties.Chapters = summary.chapters;
    result.properties.ChapterEditions = summary.editions;
  }
  if (seconds !== undefined) {
    result.duration = formatDuration(seconds);
    result.$annotation.duration = result.duration;
  }
  return result;
}
