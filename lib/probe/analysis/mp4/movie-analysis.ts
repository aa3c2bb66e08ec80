// The analysis pass over an MP4 or QuickTime movie: the 'moov' is read first (movie-tracks.ts), then the
// file once, front to back, box by box: the samples of the sample tables (progressive movies) and of each
// movie fragment (read from its 'moof' as the walk reaches it) are visited in file order, each handed to
// its track's analysis (sample-track-analysis.ts). Only video and caption samples are read; the others are
// counted by their sizes.
import { parseBoxHeader, MAX_BOX_HEADER_BYTES } from "../../containers/mp4/box-header";
import { BoxTree } from "../../containers/mp4/box-tree";
import { HANDLER_KINDS } from "../../containers/mp4/tables/sample-entry-formats";
import { ProbeError } from "../../errors";
import { BlockReader } from "../../io/block-reader";
import type { ByteSource } from "../../io/byte-source";
import { ForwardReader } from "../../io/forward-reader";
import type { ContainerProbe } from "../../schema";
import type { AnalysisName, StreamAnalysis } from "../analysis-schema";
import { SampleTrackAnalysis } from "../sample-track-analysis";
import type { AnyStream } from "../stream-rates";
import { fragmentSamples, type FragmentSample } from "./fragment-samples";
import { movieTrackCoding } from "./movie-track-coding";
import { movieTracks, type MovieTrack } from "./movie-tracks";
import { trackSamples, type TrackSamples } from "./track-samples";

/** A 'moof' larger than this is not read (a fragment's boxes are a few kilobytes to a few megabytes). */
const MAX_MOOF_BYTES = 64 * 1024 * 1024;

export interface MovieAnalysis {
  streams: Map<AnyStream, StreamAnalysis>;
  bytesRead: number;
  samples: number;
  notAnalysed: string[];
}

interface AnalysedTrack {
  track: MovieTrack;
  analysis: SampleTrackAnalysis;
  samples?: TrackSamples;
  next: number;
}

export async function analyzeMovie(
  source: ByteSource,
  probe: ContainerProbe,
  analyses: ReadonlySet<AnalysisName>,
  onProgress?: (fraction: number) => void,
): Promise<MovieAnalysis> {
  const notAnalysed: string[] = [];
  const { tracks, trex } = await movieTracks(new BoxTree(new BlockReader(source), notAnalysed));
  const byId = new Map<number, AnalysedTrack>();
  const analysed: AnalysedTrack[] = [];
  for (const [track, stream] of matchStreams(tracks, probe)) {
    const coding = "width" in stream && track.entry ? movieTrackCoding(stream.format, track.entry) : undefined;
    const captionTrack = track.entry && ["c608", "c708"].includes(track.entry.type) ? track.entry.type : undefined;
    const entry: AnalysedTrack = {
      track,
      analysis: new SampleTrackAnalysis(
        stream,
        analyses,
        captionTrack ? { format: captionTrack as "c608" | "c708" } : coding,
      ),
      next: 0,
    };
    if (track.damaged) notAnalysed.push(`track ${track.track_ID}: ${track.damaged}`);
    if (track.table) {
      try {
        entry.samples = trackSamples(track.table);
      } catch (error) {
        if (!(error instanceof ProbeError)) throw error;
        notAnalysed.push(`track ${track.track_ID}: ${error.message}`);
      }
    }
    analysed.push(entry);
    if (track.track_ID !== undefined) byId.set(track.track_ID, entry);
  }

  const forward = new ForwardReader(source, (end) => onProgress?.(end / source.size));
  let samples = 0;
  let unreachable = 0;
  let pastEnd = 0;
  const visit = async (entry: AnalysedTrack, offset: number, size: number, time: number) => {
    if (offset + size > source.size) return void pastEnd++;
    if (size > 0 && !forward.reachable(offset)) return void unreachable++;
    samples++;
    await entry.analysis.sample(forward, offset, size, time / entry.track.timescale);
  };
  /** Visits the samples of the sample tables that start before `end`, in file order. */
  const tableSamplesBefore = async (end: number) => {
    for (;;) {
      let earliest: AnalysedTrack | undefined;
      for (const entry of analysed)
        if (entry.samples && entry.next < entry.samples.offsets.length) {
          const offset = entry.samples.offsets[entry.next]!;
          if (offset < end && (!earliest || offset < earliest.samples!.offsets[earliest.next]!)) earliest = entry;
        }
      if (!earliest) return;
      const { offsets, sizes, times } = earliest.samples!;
      const index = earliest.next++;
      await visit(earliest, offsets[index]!, sizes[index]!, times[index]!);
    }
  };

  const decodeTimes = new Map<number, number>();
  let fragment: FragmentSample[] = [];
  let fragmentNext = 0;
  try {
    for (let at = 0; at + 8 <= source.size;) {
      await tableSamplesBefore(at + 8);
      const header = parseBoxHeader(await forward.bytes(at, MAX_BOX_HEADER_BYTES), at, source.size);
      if (typeof header === "string") {
        notAnalysed.push(`the walk of the top-level boxes stopped: ${header}`);
        break;
      }
      if (header.type === "moof") {
        for (; fragmentNext < fragment.length; fragmentNext++) await visitFragmentSample(fragment[fragmentNext]!);
        const length = header.end - header.payloadStart;
        if (length > MAX_MOOF_BYTES) throw new ProbeError("unreadable", `a 'moof' of ${length} bytes`);
        fragment = fragmentSamples(
          header.start,
          (await forward.bytes(header.payloadStart, length)).slice(),
          trex,
          decodeTimes,
        );
        fragmentNext = 0;
      }
      await tableSamplesBefore(header.end);
      for (; fragmentNext < fragment.length && fragment[fragmentNext]!.offset < header.end; fragmentNext++)
        await visitFragmentSample(fragment[fragmentNext]!);
      at = header.end;
    }
    await tableSamplesBefore(Infinity);
    for (; fragmentNext < fragment.length; fragmentNext++) await visitFragmentSample(fragment[fragmentNext]!);
  } catch (error) {
    if (!(error instanceof ProbeError)) throw error;
    notAnalysed.push(`the movie's samples could not all be read: ${error.message}`);
  } finally {
    await forward.close();
  }

  async function visitFragmentSample(sample: FragmentSample): Promise<void> {
    const entry = byId.get(sample.track_ID);
    if (entry) await visit(entry, sample.offset, sample.size, sample.time);
  }

  if (unreachable > 0) notAnalysed.push(`${unreachable} sample(s) overlapping others were not read`);
  if (pastEnd > 0) notAnalysed.push(`${pastEnd} sample(s) lie past the end of the file (cut short?): not counted`);
  const streams = new Map<AnyStream, StreamAnalysis>();
  for (const entry of analysed) streams.set(entry.analysis.stream, entry.analysis.finish());
  return { streams, bytesRead: forward.bytesRead, samples, notAnalysed };
}

/** Each track with its stream in the probe: by TrackId, else (subtitles) by order among the tracks of its kind. */
function matchStreams(tracks: readonly MovieTrack[], probe: ContainerProbe): [MovieTrack, AnyStream][] {
  const pairs: [MovieTrack, AnyStream][] = [];
  const all: AnyStream[] = [...probe.video, ...probe.audio, ...(probe.data ?? [])];
  let subtitle = 0;
  for (const track of tracks) {
    const kind = HANDLER_KINDS[track.handler_type];
    const stream =
      kind === "subtitle"
        ? probe.subtitle[subtitle++]
        : all.find((candidate) => candidate.properties?.TrackId === track.track_ID);
    if (stream) pairs.push([track, stream]);
  }
  return pairs;
}
