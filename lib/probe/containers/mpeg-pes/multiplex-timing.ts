// Durations of the streams that share one clock (a TS program, a program stream): every span is
// measured from one timestamp of that clock, so wraps and unrelated clocks elsewhere do not matter.
import type { ElementaryStreamTrack } from "./elementary-stream-track";
import { lastUnit } from "./stream-assembly";
import { CLOCK_HZ, presentationSpan, type Span } from "./timestamps";

/** A span longer than this is a discontinuity or a second clock, not a duration (timestamps wrap at 26.5 h). */
const MAX_PLAUSIBLE_TICKS = 24 * 3600 * CLOCK_HZ;

export interface MultiplexTiming<K> {
  spans: Map<K, Span>;
  /** Ticks from the earliest start to the latest end, when any stream has a span. */
  duration?: number;
  /** The earliest start: the zero of the streams' `StartTime` and `EndTime`. */
  origin?: number;
}

export function isPlausibleDuration(ticks: number): boolean {
  return ticks > 0 && ticks <= MAX_PLAUSIBLE_TICKS;
}

export function multiplexTiming<K>(
  tracks: ReadonlyArray<{ key: K; track: ElementaryStreamTrack }>,
  diagnostics: string[],
): MultiplexTiming<K> {
  const spans = new Map<K, Span>();
  const presented = tracks.filter(({ track }) => track.presented);
  const reference = presented.find(({ track }) => !track.timestamps.empty)?.track.timestamps.first[0];
  if (reference === undefined) return { spans };
  for (const { key, track } of presented) {
    const span = presentationSpan(track.timestamps, reference, lastUnit(track));
    // A single timestamp without a known frame duration spans nothing: no duration, nothing wrong.
    if (!span || span.end === span.start) continue;
    if (!isPlausibleDuration(span.end - span.start)) {
      diagnostics.push(`${track.label}: timestamps run backwards or jump between head and tail: no duration`);
      continue;
    }
    spans.set(key, span);
  }
  const values = [...spans.values()];
  if (values.length === 0) return { spans };
  const origin = Math.min(...values.map((s) => s.start));
  return { spans, duration: Math.max(...values.map((s) => s.end)) - origin, origin };
}
