// A track's presentation duration, rate and language from its headers (ISO/IEC 14496-12 8.3.2, 8.4.2,
// 8.6.1.2, 8.6.6, 8.8.2).
import { rational } from "../../rational";
import type { Rational } from "../../schema";
import { nominalSampleDelta } from "./boxes/stts";
import type { Movie, Track } from "./movie";
import { iso639b } from "../../tables/languages";
import { MACINTOSH_LANGUAGES, MACINTOSH_UNSPECIFIED } from "./tables/macintosh-languages";

/** A duration of all ones, 32- or 64-bit, means "unknown" (8.2.2.3, 8.3.2.3, 8.4.2.3). */
const UNKNOWN_DURATION_32 = 0xffffffff;

export function isKnownDuration(duration: number | undefined): duration is number {
  return duration !== undefined && duration > 0 && duration !== UNKNOWN_DURATION_32 && duration < 2 ** 53;
}

/**
 * The track's presented duration in seconds: the edits that show media (an empty edit, media_time −1,
 * only delays the track), else tkhd's duration (the sum of the edits, 8.3.2.3), else the media's own,
 * else, for a fragmented movie, the movie's.
 */
export function trackSeconds(track: Track, movie: Movie): number | undefined {
  const movieTimescale = movie.mvhd?.timescale;
  if (movieTimescale && track.elst && track.elst.entries.length > 0) {
    const shown = track.elst.entries
      .filter((edit) => edit.media_time !== -1)
      .reduce((sum, edit) => sum + edit.segment_duration, 0);
    if (shown > 0) return shown / movieTimescale;
  }
  if (movieTimescale && isKnownDuration(track.tkhd?.duration)) return track.tkhd.duration / movieTimescale;
  if (track.mdhd?.timescale && isKnownDuration(track.mdhd.duration)) return track.mdhd.duration / track.mdhd.timescale;
  return fragmentSeconds(track, movie) ?? movieSeconds(movie);
}

/** The track's samples in the movie fragments that were read, in seconds. */
function fragmentSeconds(track: Track, movie: Movie): number | undefined {
  const units = track.tkhd && movie.fragments?.durations.get(track.tkhd.track_ID);
  return units && track.mdhd?.timescale ? units / track.mdhd.timescale : undefined;
}

/** The movie's duration: mvhd, else mehd for a fragmented movie, else the segment index's span, else the longest track's fragments. */
export function movieSeconds(movie: Movie): number | undefined {
  const timescale = movie.mvhd?.timescale;
  if (timescale && isKnownDuration(movie.mvhd?.duration)) return movie.mvhd.duration / timescale;
  if (timescale && isKnownDuration(movie.mehd?.fragment_duration)) return movie.mehd.fragment_duration / timescale;
  if (movie.sidx?.timescale) return movie.sidx.total_subsegment_duration / movie.sidx.timescale;
  const fragments = movie.tracks.flatMap((track) => fragmentSeconds(track, movie) ?? []);
  return fragments.length > 0 ? Math.max(...fragments) : undefined;
}

/**
 * Frames per second: the media timescale over the nominal sample duration (stts; for fragments, the
 * duration most samples of the fragments read last, else trex's default).
 */
export function trackFrameRate(track: Track, movie: Movie): Rational | undefined {
  const timescale = track.mdhd?.timescale;
  const trackId = track.tkhd?.track_ID;
  const delta =
    (track.stts && nominalSampleDelta(track.stts)) ||
    mostFrequent(movie.fragments?.sampleDurations.get(trackId ?? -1)) ||
    movie.trex.find((trex) => trex.track_ID === trackId)?.default_sample_duration;
  return timescale && delta ? rational(timescale, delta) : undefined;
}

/** The file offset of the track's first sample: its first chunk, or in a fragmented movie its first run. */
export function firstSampleOffset(track: Track, movie: Movie): number | undefined {
  return track.stco?.first_chunk_offset ?? (track.tkhd && movie.fragments?.firstSampleOffsets.get(track.tkhd.track_ID));
}

function mostFrequent(counts: Map<number, number> | undefined): number | undefined {
  let best: [number, number] | undefined;
  for (const entry of counts ?? []) if (entry[0] > 0 && (!best || entry[1] > best[1])) best = entry;
  return best?.[0];
}

/** mdhd language: packed ISO 639-2/T letters, or (QuickTime) a Macintosh language code; as ISO 639-2/B (tables/languages.ts). */
export function trackLanguage(track: Track): string | undefined {
  const code = track.mdhd?.language;
  if (code === undefined) return undefined;
  if (code === MACINTOSH_UNSPECIFIED) return "und";
  const terminology = code < 0x400 ? MACINTOSH_LANGUAGES[code] : packedLetters(code);
  return terminology && iso639b(terminology);
}

/** ISO/IEC 14496-12 8.4.2.3: three 5-bit letters, each the character's code minus 0x60. */
function packedLetters(code: number): string | undefined {
  const letters = [(code >> 10) & 31, (code >> 5) & 31, code & 31];
  return letters.every((letter) => letter >= 1 && letter <= 26)
    ? String.fromCharCode(...letters.map((l) => l + 0x60))
    : undefined;
}
