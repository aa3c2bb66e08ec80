// Human renderings for `$annotation` objects (docs/api.md §10.6: binary sizes, rates, timecode-like durations).
import type { AudioStream, Rational, VideoStream } from "./schema";
import { COLOUR_PRIMARIES, MATRIX_COEFFICIENTS, TRANSFER_CHARACTERISTICS } from "./tables/color";
import { FORMAT_NAMES } from "./tables/formats";

const BINARY_UNITS = ["B", "KiB", "MiB", "GiB", "TiB"];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BINARY_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(2)} ${BINARY_UNITS[unit]}`;
}

/** Seconds → HH:MM:SS.mmm, the container duration format of docs/api.md §2.5. */
export function formatDuration(seconds: number): string {
  const totalMs = Math.max(0, Math.round(seconds * 1000));
  const ms = totalMs % 1000;
  const totalSeconds = Math.floor(totalMs / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}:${pad(totalSeconds % 60)}.${pad(ms, 3)}`;
}

export function formatFrameRate(rate: Rational): string {
  const fps = rate.numerator / rate.denominator;
  return `${Number.isInteger(fps) ? fps : fps.toFixed(3).replace(/0+$/, "")} fps`;
}

export function formatSampleRate(rate: Rational): string {
  const hz = rate.numerator / rate.denominator;
  return hz % 1000 === 0 ? `${hz / 1000} kHz` : `${(hz / 1000).toFixed(3).replace(/0+$/, "")} kHz`;
}

export function formatBitRate(bitsPerSecond: number): string {
  if (bitsPerSecond >= 1_000_000) return `${(bitsPerSecond / 1_000_000).toFixed(1)} Mb/s`;
  if (bitsPerSecond >= 1_000) return `${(bitsPerSecond / 1_000).toFixed(0)} kb/s`;
  return `${bitsPerSecond} b/s`;
}

/** A stream duration in 1/rate units → HH:MM:SS.mmm. */
export function formatStreamDuration(units: number, rate: Rational): string {
  return formatDuration((units * rate.denominator) / rate.numerator);
}

/** A ratio as "n:d" (pixel and display aspect ratios). */
function formatRatio(ratio: Rational): string {
  return `${ratio.numerator}:${ratio.denominator}`;
}

/** J:a:b notation of chroma subsampling factors (4:2:0, 4:2:2, 4:4:4, 4:1:1). */
export function formatChromaSubsampling(subsampling: { horizontal: number; vertical: number }): string {
  const a = 4 / subsampling.horizontal;
  return `4:${a}:${subsampling.vertical === 1 ? a : 0}`;
}

/** A video level code value with the scale it belongs to, e.g. "16 (narrow range, 8-bit)". */
function formatVideoLevel(value: number, stream: VideoStream): string {
  const context = [stream.video_range && `${stream.video_range} range`, stream.bit_depth && `${stream.bit_depth}-bit`];
  const known = context.filter(Boolean);
  return known.length > 0 ? `${value} (${known.join(", ")})` : String(value);
}

function formatCleanAperture(aperture: NonNullable<VideoStream["clean_aperture"]>): string {
  return `left ${aperture.left}, right ${aperture.right}, top ${aperture.top}, bottom ${aperture.bottom}`;
}

function codeName(table: Readonly<Record<number, string>>, code: number): string {
  return table[code] ?? `Reserved (${code})`;
}

/**
 * Human renderings of a video stream's fields (docs/api.md §2.5's list). Entries already present win, so a
 * parser may give a more precise text (e.g. a profile) and a container may call this again after
 * adding `duration`.
 */
export function annotateVideoStream(stream: VideoStream): VideoStream {
  const notes: Record<string, string> = {};
  notes.format = FORMAT_NAMES[stream.format] ?? stream.format;
  if (stream.sample_rate) {
    notes.sample_rate = formatFrameRate(stream.sample_rate);
    if (stream.duration !== undefined) notes.duration = formatStreamDuration(stream.duration, stream.sample_rate);
  }
  if (stream.bit_rate !== undefined) notes.bit_rate = formatBitRate(stream.bit_rate);
  if (stream.clean_aperture) notes.clean_aperture = formatCleanAperture(stream.clean_aperture);
  if (stream.pixel_aspect_ratio) notes.pixel_aspect_ratio = formatRatio(stream.pixel_aspect_ratio);
  if (stream.chroma_subsampling) notes.chroma_subsampling = formatChromaSubsampling(stream.chroma_subsampling);
  if (stream.color_primaries !== undefined) notes.color_primaries = codeName(COLOUR_PRIMARIES, stream.color_primaries);
  if (stream.transfer_characteristics !== undefined) {
    notes.transfer_characteristics = codeName(TRANSFER_CHARACTERISTICS, stream.transfer_characteristics);
  }
  if (stream.matrix_coefficients !== undefined) {
    notes.matrix_coefficients = codeName(MATRIX_COEFFICIENTS, stream.matrix_coefficients);
  }
  if (stream.reference_black !== undefined) notes.reference_black = formatVideoLevel(stream.reference_black, stream);
  if (stream.reference_white !== undefined) notes.reference_white = formatVideoLevel(stream.reference_white, stream);
  return { ...stream, $annotation: { ...notes, ...stream.$annotation } };
}

/** Human renderings of an audio stream's fields (docs/api.md §2.5's list); entries already present win. */
export function annotateAudioStream(stream: AudioStream): AudioStream {
  const notes: Record<string, string> = {};
  notes.format = FORMAT_NAMES[stream.format] ?? stream.format;
  if (stream.sample_rate) {
    notes.sample_rate = formatSampleRate(stream.sample_rate);
    if (stream.duration !== undefined) notes.duration = formatStreamDuration(stream.duration, stream.sample_rate);
  }
  if (stream.bit_rate !== undefined) notes.bit_rate = formatBitRate(stream.bit_rate);
  return { ...stream, $annotation: { ...notes, ...stream.$annotation } };
}

/**
 * A frame count since midnight → HH:MM:SS:FF (SMPTE ST 12-1), at `framesPerSecond` nominal frames per
 * second (the rounded rate: 30 for 30000/1001). Drop-frame counting (ST 12-1 clause 5.2.2, for 30 and
 * 60) skips frame numbers 0–1 (0–3 at 60) of every minute not divisible by ten, and uses ';' before FF.
 */
export function formatTimecode(frameCount: number, framesPerSecond: number, dropFrame = false): string {
  let frames = Math.max(0, Math.trunc(frameCount));
  if (dropFrame && framesPerSecond % 30 === 0) {
    const dropped = (framesPerSecond / 30) * 2;
    const perMinute = framesPerSecond * 60 - dropped;
    const perTenMinutes = perMinute * 10 + dropped;
    const tens = Math.floor(frames / perTenMinutes);
    const rest = frames % perTenMinutes;
    frames += dropped * 9 * tens + (rest > dropped ? dropped * Math.floor((rest - dropped) / perMinute) : 0);
  }
  const pad = (n: number) => String(n).padStart(2, "0");
  const seconds = Math.floor(frames / framesPerSecond);
  const hours = Math.floor(seconds / 3600) % 24;
  return `${pad(hours)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}${dropFrame ? ";" : ":"}${pad(frames % framesPerSecond)}`;
}
