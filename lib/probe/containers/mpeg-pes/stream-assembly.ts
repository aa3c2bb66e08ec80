// Turns an elementary stream track and what the multiplex says about it into the stream objects of
// docs/api.md §2.5 (video, audio, subtitle or data), with durations in 1/sample_rate units.
import { formatStreamDuration } from "../../annotate";
import type { AudioStream, DataStream, Extension, Rational, SubtitleStream, VideoStream } from "../../schema";
import { CONSTANT_BIT_RATE_CODECS } from "../../tables/mpeg-stream-types";
import { hasFieldPictures } from "../../tables/video";
import { stampedPerField } from "./derived-frame-rate";
import type { ElementaryStreamTrack } from "./elementary-stream-track";
import { CLOCK_HZ, type LastUnit, type Span } from "./timestamps";

export interface MultiplexFacts {
  /** Container properties of the stream (PIDs, format identifiers...). */
  properties: Record<string, unknown>;
  /** ISO 639-2 code from the multiplex, when it names one. */
  language?: string;
  /** Container-level descriptor objects (e.g. the mp2l language list, teletext pages). */
  extension?: Extension[];
  span?: Span;
  /** The clock's earliest start among the streams sharing it (MultiplexTiming.origin). */
  origin?: number;
}

export type AssembledStream =
  | { kind: "video"; stream: VideoStream }
  | { kind: "audio"; stream: AudioStream }
  | { kind: "subtitle"; stream: SubtitleStream }
  | { kind: "data"; stream: DataStream };

/**
 * What the last timestamp of a stream covers: one picture of video (a field of a field-coded stream); for audio, the whole frames of its PES
 * packet when the codec can count them, else that packet's size at the bit rate.
 */
export function lastUnit(track: ElementaryStreamTrack): LastUnit | undefined {
  const rate = track.parsed?.sample_rate;
  if (track.identity.kind === "video") {
    if (!rate || rate.numerator <= 0) return undefined;
    const field = hasFieldPictures(track.parsed?.properties) && stampedPerField(track.timestamps, rate);
    return { ticks: (CLOCK_HZ * rate.denominator) / rate.numerator / (field ? 2 : 1) };
  }
  if (track.identity.kind !== "audio") return undefined;
  const counted = track.lastStampedSeconds;
  if (counted !== undefined) return { ticks: counted * CLOCK_HZ };
  const bitRate = track.parsed?.bit_rate;
  const constant = track.identity.codec !== undefined && CONSTANT_BIT_RATE_CODECS.has(track.identity.codec);
  return constant && bitRate ? { ticksPerByte: (8 * CLOCK_HZ) / bitRate } : { byPayloadSize: true };
}

function durationUnits(span: Span | undefined, rate: Rational | undefined): number | undefined {
  if (!span || !rate || rate.numerator <= 0 || rate.denominator <= 0 || span.end <= span.start) return undefined;
  return Math.round(((span.end - span.start) * rate.numerator) / (CLOCK_HZ * rate.denominator));
}

/**
 * Where the stream starts and ends, in seconds from the earliest start of the streams on its clock: a
 * late-starting or short stream shows against the others (MediaInfo calls the start `Delay`).
 */
function timelineProperties({ span, origin }: MultiplexFacts): Record<string, number> {
  if (!span || origin === undefined) return {};
  const seconds = (ticks: number) => Math.round(((ticks - origin) / CLOCK_HZ) * 1000) / 1000;
  return { StartTime: seconds(span.start), EndTime: seconds(span.end) };
}

/** Appends container extensions, merging into the codec's own extension object of the same type. */
function mergeExtensions(own: Extension[] | undefined, added: Extension[] | undefined): Extension[] | undefined {
  if (!added?.length) return own;
  const merged = [...(own ?? [])];
  for (const extension of added) {
    const index = merged.findIndex((e) => e.type === extension.type);
    if (index >= 0) merged[index] = { ...merged[index]!, ...extension };
    else merged.push(extension);
  }
  return merged;
}

export function assembleStream(track: ElementaryStreamTrack, facts: MultiplexFacts): AssembledStream {
  const { identity } = track;
  const language = facts.language;
  if (identity.kind === "video" || identity.kind === "audio") {
    const parsed = track.parsed ?? { format: identity.format };
    const duration = durationUnits(facts.span, parsed.sample_rate);
    const $annotation: Record<string, string> = { format: identity.name, ...parsed.$annotation };
    if (duration !== undefined && parsed.sample_rate)
      $annotation.duration = formatStreamDuration(duration, parsed.sample_rate);
    const { format, sample_rate, extension, properties, $annotation: _codecAnnotation, ...fields } = parsed;
    const extensions = mergeExtensions(extension, facts.extension);
    const stream = {
      format,
      ...(sample_rate ? { sample_rate } : {}),
      ...(duration !== undefined ? { duration } : {}),
      ...fields,
      ...(language !== undefined ? { language } : {}),
      properties: { ...properties, ...facts.properties, ...timelineProperties(facts) },
      ...(extensions ? { extension: extensions } : {}),
      $annotation,
    };
    return identity.kind === "video"
      ? { kind: "video", stream: stream as VideoStream }
      : { kind: "audio", stream: stream as AudioStream };
  }
  const $annotation = { format: identity.name };
  if (identity.kind === "subtitle") {
    return {
      kind: "subtitle",
      stream: {
        format: identity.format,
        ...(language !== undefined ? { language } : {}),
        properties: facts.properties,
        ...(facts.extension?.length ? { extension: facts.extension } : {}),
        $annotation,
      },
    };
  }
  return { kind: "data", stream: { format: identity.format, properties: facts.properties, $annotation } };
}
