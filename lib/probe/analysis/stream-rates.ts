// Rates of a probed stream that every container's analysis pass needs: the frame rate (GOP lengths in
// seconds) and the measured bit rate, the stream's bytes over its duration.
import type { ContainerProbe } from "../schema";
import type { BitRateAnalysis } from "./analysis-schema";

export type AnyStream =
  ContainerProbe["video" | "audio" | "subtitle"][number] | NonNullable<ContainerProbe["data"]>[number];

/** The header rate of these codings is a maximum (MPEG-2 bit_rate_value 6.3.3, H.264/HEVC HRD BitRate). */
export const MAXIMUM_RATE_FORMATS = new Set(["mp2v", "avc1", "hvc1", "m1v "]);

export function frameRate(stream: AnyStream): number | undefined {
  const rate = "sample_rate" in stream ? stream.sample_rate : undefined;
  return rate && rate.denominator > 0 ? rate.numerator / rate.denominator : undefined;
}

/**
 * The stream's bytes over its duration: `timedSeconds` when the container times every sample (MP4,
 * Matroska), else the probe's duration where it has one (frames or samples over the rate), else the span
 * of its timestamps (`timestampSpan`, seconds) plus one frame.
 */
export function measuredBitRate(
  stream: AnyStream,
  bytes: number,
  timestampSpan: number,
  timedSeconds?: number,
): BitRateAnalysis | undefined {
  const perSecond = frameRate(stream);
  const duration = "duration" in stream ? stream.duration : undefined;
  const seconds =
    timedSeconds ??
    (duration !== undefined && perSecond
      ? duration / perSecond
      : timestampSpan + (perSecond && "width" in stream ? 1 / perSecond : 0));
  if (!(seconds > 0) || bytes === 0) return undefined;
  const header = "bit_rate" in stream ? stream.bit_rate : undefined;
  return {
    measured_average: Math.round((bytes * 8) / seconds),
    bytes,
    seconds: Math.round(seconds * 1000) / 1000,
    header_nominal: header,
    header_kind: header === undefined ? undefined : MAXIMUM_RATE_FORMATS.has(stream.format) ? "maximum" : "nominal",
  };
}
