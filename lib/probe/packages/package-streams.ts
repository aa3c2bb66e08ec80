// Streams of a package: a stream probed from one of its media files, with the package's own fields
// (whole-presentation duration, manifest attributes) laid over it, and its annotations redone.
import { annotateAudioStream, annotateVideoStream, formatBytes, formatDuration } from "../annotate";
import { durationUnits, rational } from "../rational";
import type { AudioStream, ContainerProbe, Rational, VideoStream } from "../schema";
import { languageTag } from "../tables/languages";

type Stream = VideoStream | AudioStream;

/** `stream` with `patch` laid over it, properties merged, and `duration` counted over `seconds`. */
function overlay<T extends Stream>(stream: T, patch: Partial<T>, seconds: number | undefined): T {
  const { $annotation: _, duration: _probedDuration, ...probed } = stream;
  const merged = { ...probed, ...patch, properties: { ...probed.properties, ...patch.properties } } as T;
  const duration = durationUnits(seconds, merged.sample_rate);
  return duration === undefined ? merged : { ...merged, duration };
}

export function packageVideoStream(
  stream: VideoStream,
  patch: Partial<VideoStream>,
  seconds: number | undefined,
): VideoStream {
  return annotateVideoStream(overlay(stream, patch, seconds));
}

export function packageAudioStream(
  stream: AudioStream,
  patch: Partial<AudioStream>,
  seconds: number | undefined,
): AudioStream {
  return annotateAudioStream(overlay(stream, patch, seconds));
}

/** `language` and `region` from an RFC 5646 tag (HLS LANGUAGE, DASH @lang), when it has an ISO 639 code. */
export function languageFields(tag: string | undefined): { language?: string; region?: string } {
  return tag ? languageTag(tag) : {};
}

/** A decimal frame rate as written in manifests (29.970, 25) as the fraction it stands for. */
export function decimalFrameRate(text: string | undefined): Rational | undefined {
  const value = Number.parseFloat(text ?? "");
  if (!Number.isFinite(value) || value <= 0) return undefined;
  if (Math.abs(value - Math.round(value)) < 0.001) return rational(Math.round(value), 1);
  const ntsc = Math.round((value * 1001) / 1000);
  if (Math.abs((ntsc * 1000) / 1001 - value) < 0.005) return rational(ntsc * 1000, 1001);
  return rational(Math.round(value * 1000), 1000);
}

/** The container object of a package. */
export function packageProbe(
  type: string,
  name: string,
  fields: { size: number; seconds?: number; manifest: string[]; properties: Record<string, unknown> },
  streams: Pick<ContainerProbe, "video" | "audio" | "subtitle">,
): ContainerProbe {
  const { size, seconds, manifest, properties } = fields;
  const duration = seconds === undefined ? undefined : formatDuration(seconds);
  return {
    type,
    size,
    ...(duration && { duration }),
    manifest,
    properties,
    ...streams,
    $annotation: {
      type: name,
      size: `${formatBytes(size)} in ${manifest.length} files read`,
      ...(duration && { duration }),
    },
  };
}
