// Hands what a container stores of a coding's configuration to the codec header parsers of
// lib/probe/codecs: the parameter sets of a decoder configuration record (avcC, hvcC; the parsers read
// Annex B byte streams, ITU-T H.264/H.265 Annex B), or the first frames of a stream; and merges the
// codec's reading with the container's. Shared by the MP4 and Matroska parsers.
import type { AudioStream, VideoStream } from "../../schema";
import { CHROMA_FORMATS } from "../../tables/video";
import { av1VideoStream, findSequenceHeader } from "../../codecs/av1";
import { findMpeg4VisualHeaders, mpeg4VisualStream } from "../../codecs/mpeg4-visual";
import { concatBytes } from "../../io/concat-bytes";
import { codecFor } from "../codec-registry";
import type { CodecId } from "../../tables/mpeg-stream-types";
import type { Av1CodecConfigurationRecord } from "./boxes/av1C";

const CODECS: Readonly<Record<string, CodecId>> = { avc1: "h264", hvc1: "hevc" };
const START_CODE = new Uint8Array([0, 0, 0, 1]);

/** The bitstream's fields (bit depth, chroma, colour, field order, ...) without those the container owns. */
export function codecVideoFields(
  format: string,
  parameterSets: Uint8Array[],
  diagnostics: string[],
): Partial<VideoStream> {
  if (parameterSets.length === 0) return {};
  return bitstreamVideoFields(
    CODECS[format],
    concatBytes(parameterSets.flatMap((unit) => [START_CODE, unit])),
    diagnostics,
  );
}

/** A decoder configuration record's chroma_format and bit depth (ISO/IEC 14496-15 avcC, hvcC). */
export function chromaAndDepth(
  chromaFormat: number | undefined,
  bitDepthMinus8: number | undefined,
): Partial<VideoStream> {
  const chroma = chromaFormat === undefined ? undefined : CHROMA_FORMATS[chromaFormat];
  return {
    ...(chroma && { chroma_subsampling: { horizontal: chroma.horizontal, vertical: chroma.vertical } }),
    ...(bitDepthMinus8 !== undefined && { bit_depth: bitDepthMinus8 + 8 }),
  };
}

/** The same from the first bytes of a video elementary stream. */
export function bitstreamVideoFields(
  codecId: CodecId | undefined,
  bytes: Uint8Array,
  diagnostics: string[],
): Partial<VideoStream> {
  const codec = codecFor(codecId);
  return bitstreamFields(codec?.parse(bytes, diagnostics) as VideoStream | undefined);
}

/**
 * An AV1CodecConfigurationRecord (MP4 av1C, Matroska V_AV1 CodecPrivate): its sequence header OBU, or
 * without one the record's own summary of it (depth, subsampling).
 */
export function av1ConfigurationFields(av1C: Av1CodecConfigurationRecord, diagnostics: string[]): Partial<VideoStream> {
  const sequenceHeader = findSequenceHeader(av1C.configOBUs, diagnostics);
  if (sequenceHeader) return bitstreamFields(av1VideoStream(sequenceHeader));
  const { configOBUs: _configOBUs, ...summary } = av1C;
  return {
    bit_depth: av1C.twelve_bit ? 12 : av1C.high_bitdepth ? 10 : 8,
    ...(!av1C.monochrome && {
      chroma_subsampling: { horizontal: av1C.chroma_subsampling_x + 1, vertical: av1C.chroma_subsampling_y + 1 },
    }),
    extension: [{ type: "av1C", ...summary }],
  };
}

/**
 * An MPEG-4 Visual DecoderSpecificInfo (ISO/IEC 14496-2 6.2.1: the visual object sequence, visual object
 * and video object layer headers, without VOPs). The frame rate stays the container's.
 */
export function mpeg4VisualConfigurationFields(
  decoderSpecificInfo: Uint8Array,
  diagnostics: string[],
): Partial<VideoStream> {
  const headers = findMpeg4VisualHeaders(decoderSpecificInfo, diagnostics);
  if (!headers) return {};
  // Fields the layer does not give (a non-rectangular layer has no size) leave the sample entry's.
  return Object.fromEntries(
    Object.entries(bitstreamFields(mpeg4VisualStream(headers))).filter(([, value]) => value !== undefined),
  );
}

function bitstreamFields(fields: VideoStream | undefined): Partial<VideoStream> {
  if (!fields) return {};
  const { format: _format, duration: _duration, bit_rate: _bitRate, $annotation: _annotation, ...rest } = fields;
  return rest;
}

/** The first bytes of an audio elementary stream, as its codec reads them. */
export function bitstreamAudioStream(
  codecId: CodecId | undefined,
  bytes: Uint8Array,
  diagnostics: string[],
): AudioStream | undefined {
  return codecFor(codecId)?.parse(bytes, diagnostics) as AudioStream | undefined;
}

/**
 * The codec's reading of a stream (from its configuration record or its frames) over the container's:
 * rate, channels, labels, sample size and bit rate when it gives them, its properties, its header record as an
 * extension, and its name.
 */
export function withCodecAudioFields(stream: AudioStream, codec: AudioStream | undefined): AudioStream {
  if (!codec) return stream;
  const { sample_rate, channels, label, bit_rate, bits_per_sample, extension, properties, $annotation } = codec;
  return {
    ...stream,
    ...(properties && { properties: { ...stream.properties, ...properties } }),
    ...(sample_rate && { sample_rate }),
    ...(channels && { channels }),
    ...(bits_per_sample && { bits_per_sample }),
    ...(label && { label }),
    ...(bit_rate && { bit_rate }),
    extension: [...(stream.extension ?? []), ...(extension ?? [])],
    ...($annotation?.format && { $annotation: { ...stream.$annotation, format: $annotation.format } }),
  };
}
