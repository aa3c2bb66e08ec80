// The container probe object (docs/api.md §2.5) as zod schemas.
// These schemas are the single source for the prober's output types and for the OpenAPI document.
import { z } from "zod";
import { ContainerAnalysis, StreamAnalysis } from "./analysis/analysis-schema";
import { DeliveryCheck } from "./delivery-spec/spec-schema";

export const Rational = z.object({ numerator: z.number().int(), denominator: z.number().int() });
export type Rational = z.infer<typeof Rational>;

/** Human-readable renderings of sibling fields, keyed by the field name. */
export const Annotation = z.record(z.string(), z.string());

/** A format-specific descriptor object (for example the mp2v sequence headers), with its own `type`. */
export const Extension = z.object({ type: z.string(), $annotation: Annotation.optional() }).catchall(z.unknown());
export type Extension = z.infer<typeof Extension>;

const Properties = z.record(z.string(), z.unknown());

const LANGUAGE = "ISO 639-2/B code (ger, eng); und where the container names no language";
const REGION = "RFC 5646 region subtag (DE, 419) where the container gives one";

export const VideoStream = z.object({
  format: z.string().describe("Four-character code of the coding format, for example mp2v, avc1, hvc1"),
  sample_rate: Rational.optional().describe("Frame rate as a fraction"),
  duration: z.number().int().optional().describe("Duration in 1/sample_rate units (frames)"),
  bit_rate: z.number().int().optional(),
  language: z.string().optional().describe(LANGUAGE),
  region: z.string().optional().describe(REGION),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  clean_aperture: z
    .object({ left: z.number().int(), right: z.number().int(), top: z.number().int(), bottom: z.number().int() })
    .optional(),
  orientation: z.object({ rotation: z.number().int(), mirrored: z.boolean() }).optional(),
  field_order: z.string().optional(),
  pixel_aspect_ratio: Rational.optional(),
  bit_depth: z.number().int().optional(),
  chroma_subsampling: z.object({ horizontal: z.number().int(), vertical: z.number().int() }).optional(),
  chroma_location: z.string().optional(),
  color_primaries: z.number().int().optional(),
  transfer_characteristics: z.number().int().optional(),
  matrix_coefficients: z.number().int().optional(),
  video_range: z.string().optional(),
  reference_black: z.number().optional(),
  reference_white: z.number().optional(),
  properties: Properties.optional(),
  extension: z.array(Extension).optional(),
  analysis: StreamAnalysis.optional(),
  $annotation: Annotation.optional(),
});
export type VideoStream = z.infer<typeof VideoStream>;

export const AudioStream = z.object({
  format: z.string().describe("Four-character code of the coding format, for example mp2l, mp4a, ac-3, in24"),
  sample_rate: Rational.optional(),
  duration: z.number().int().optional().describe("Duration in 1/sample_rate units (samples)"),
  bit_rate: z.number().int().optional(),
  language: z.string().optional().describe(LANGUAGE),
  region: z.string().optional().describe(REGION),
  channels: z.number().int().optional(),
  label: z.array(z.string()).optional().describe("One entry per channel"),
  coding: z.array(z.string()).optional().describe("One entry per channel"),
  bits_per_sample: z.number().int().optional(),
  properties: Properties.optional(),
  extension: z.array(Extension).optional(),
  analysis: StreamAnalysis.optional(),
  $annotation: Annotation.optional(),
});
export type AudioStream = z.infer<typeof AudioStream>;

export const SubtitleStream = z.object({
  format: z.string(),
  language: z.string().optional().describe(LANGUAGE),
  properties: Properties.optional(),
  extension: z.array(Extension).optional(),
  analysis: StreamAnalysis.optional(),
  $annotation: Annotation.optional(),
});
export type SubtitleStream = z.infer<typeof SubtitleStream>;

/** Streams that are neither video, audio nor subtitles (SCTE-35, timecode, KLV, private data). */
export const DataStream = z.object({
  format: z.string(),
  properties: Properties.optional(),
  analysis: StreamAnalysis.optional(),
  $annotation: Annotation.optional(),
});
export type DataStream = z.infer<typeof DataStream>;

export const ContainerProbe = z
  .object({
    type: z
      .string()
      .describe("File format of the container, for example m2ts, op1a, mp4, wav; imf, hls, dash for packages"),
    size: z.number().int().describe("File size in bytes (for a package, the sum of its manifest's files)"),
    duration: z.string().optional().describe("HH:MM:SS.mmm"),
    manifest: z
      .array(z.string())
      .describe(
        "File names of the files making up the container: the probed file, then the other files of a multi-file set (MXF OP-Atom); for a package (IMF, HLS, DASH), the paths of the files read, relative to the package root",
      ),
    properties: Properties,
    video: z.array(VideoStream),
    audio: z.array(AudioStream),
    subtitle: z.array(SubtitleStream),
    data: z.array(DataStream).optional().describe("Broadmark addition: data streams (SCTE-35, timecode, ...)"),
    analysis: ContainerAnalysis.optional(),
    delivery_check: DeliveryCheck.optional().describe(
      "Broadmark addition: the file checked against a delivery spec (`broadmark probe --spec`, the probe job input's `spec`)",
    ),
    $annotation: Annotation,
    $diagnostics: z
      .array(z.string())
      .optional()
      .describe(
        "Broadmark addition to the container probe object (docs/api.md §2.5): human messages about damage or doubt in a partly readable file",
      ),
  })
  .meta({ id: "ContainerProbe" });
export type ContainerProbe = z.infer<typeof ContainerProbe>;
