// TrackEntry → the stream objects of docs/api.md §2.5. Matroska has no per-track duration: `seconds` is the
// track's span from its blocks (track-spans.ts), else the Segment's duration.
import { annotateAudioStream, annotateVideoStream } from "../../annotate";
import { durationUnits, rational } from "../../rational";
import type { AudioStream, Rational, SubtitleStream, VideoStream } from "../../schema";
import { CHROMA_SAMPLE_LOCATIONS } from "../../tables/color";
import { FORMAT_NAMES } from "../../tables/formats";
import { iso639b, languageTag, type LanguageAndRegion } from "../../tables/languages";
import { FIELD_ORDER } from "../../tables/video";
import { parseAv1C } from "../mp4/boxes/av1C";
import { parseAvcC } from "../mp4/boxes/avcC";
import { parseHvcC } from "../mp4/boxes/hvcC";
import { audioSpecificConfigStream } from "../../codecs/aac";
import { flacMetadataStream } from "../../codecs/flac";
import { opusHeadStream } from "../../codecs/opus";
import { vorbisSetupHeadersStream } from "../../codecs/vorbis";
import {
  av1ConfigurationFields,
  bitstreamAudioStream,
  bitstreamVideoFields,
  codecVideoFields,
  mpeg4VisualConfigurationFields,
  withCodecAudioFields,
} from "../mp4/codec-configuration";
import { lengthPrefixedToAnnexB } from "../../codecs/nal/length-prefixed";
import { parseBitmapInfoHeader, VFW_FOURCC_FORMATS } from "./bitmap-info-header";
import { BITSTREAM_CODECS, formatOfCodecId, IN_BAND_PARAMETER_SET_CODECS, isPcm, pcmEndianness } from "./codec-ids";
import type { Colour } from "./colour";
import type { TrackEntry } from "./track-entry";
import type { VideoSettings } from "./video-settings";

const NANOSECONDS = 1_000_000_000;
/** A float element can hold any value: rates from 2^32 Hz on are damage, not audio. */
const MAX_SAMPLING_FREQUENCY = 2 ** 32;

/**
 * "ChromaSitingHorz,ChromaSitingVert" (1 collocated with the left/top luma sample, 2 half-way) → H.273
 * chroma_sample_loc_type: 0 left, 1 center, 2 topleft, 3 top.
 */
const CHROMA_SITING_LOCATIONS: Readonly<Record<string, number>> = { "1,2": 0, "2,2": 1, "1,1": 2, "2,1": 3 };

/**
 * `frames`: the track's first frames, read for the CodecIDs of BITSTREAM_CODECS. The bitstream's and the
 * CodecPrivate's fields come first; the TrackEntry's settings, which the muxer wrote, override them.
 * `timestampRate`: the rate its first blocks' timestamps step at, for a track without DefaultDuration.
 */
export function videoStream(
  track: TrackEntry,
  seconds: number | undefined,
  frames: Uint8Array | undefined,
  diagnostics: string[],
  timestampRate?: Rational,
): VideoStream {
  const settings = track.Video;
  const codecId = track.CodecID ?? "";
  const format =
    codecId === "V_PRORES"
      ? proResFormat(track.CodecPrivate)
      : codecId === VFW_CODEC_ID
        ? vfwFormat(track.CodecPrivate, diagnostics)
        : formatOfCodecId(codecId);
  let stream: VideoStream = {
    format,
    ...codecFields(format, codecId, track.CodecPrivate, diagnostics),
    ...(frames && framesVideoFields(codecId, frames, diagnostics)),
  };
  if (settings) {
    stream = {
      ...stream,
      width: settings.PixelWidth ?? stream.width,
      height: settings.PixelHeight ?? stream.height,
      ...pictureFields(settings),
      ...(settings.Colour && colourFields(settings.Colour)),
    };
  }
  stream.sample_rate = frameRate(track.DefaultDuration) ?? timestampRate ?? stream.sample_rate;
  stream.duration = durationUnits(seconds, stream.sample_rate);
  Object.assign(stream, language(track));
  stream.properties = { ...stream.properties, TrackNumber: track.TrackNumber, CodecId: track.CodecID };
  return annotateVideoStream(stream);
}

/**
 * CodecPrivate of the audio codings that store their stream header there: A_AAC an AudioSpecificConfig
 * (ISO/IEC 14496-3 1.6.2.1), A_VORBIS the three Vorbis headers Xiph-laced, A_OPUS an OpusHead (RFC 7845
 * 5.1), A_FLAC the "fLaC" marker and metadata blocks (RFC 9639 8).
 */
const CODEC_PRIVATE_AUDIO: Readonly<
  Record<string, (bytes: Uint8Array, diagnostics: string[], channels?: number) => AudioStream | undefined>
> = {
  mp4a: audioSpecificConfigStream,
  vorb: vorbisSetupHeadersStream,
  Opus: opusHeadStream,
  fLaC: flacMetadataStream,
};

/**
 * The TrackEntry's Audio settings, then what the codec reads in CodecPrivate (CODEC_PRIVATE_AUDIO) or in
 * the first `frames` (AC-3, E-AC-3, MPEG audio, TrueHD).
 */
export function audioStream(
  track: TrackEntry,
  seconds: number | undefined,
  frames: Uint8Array | undefined,
  diagnostics: string[],
): AudioStream {
  const settings = track.Audio;
  const codecId = track.CodecID ?? "";
  let stream: AudioStream = { format: formatOfCodecId(codecId, settings?.BitDepth) };
  if (settings) {
    const hz = settings.OutputSamplingFrequency ?? settings.SamplingFrequency;
    if (hz > 0 && hz < MAX_SAMPLING_FREQUENCY) {
      stream.sample_rate = Number.isInteger(hz) ? rational(hz, 1) : rational(Math.round(hz * 1000), 1000);
    }
    stream.channels = settings.Channels;
    if (settings.BitDepth !== undefined && isPcm(codecId)) stream.bits_per_sample = settings.BitDepth;
  }
  const codecPrivateStream = CODEC_PRIVATE_AUDIO[stream.format];
  if (codecPrivateStream && track.CodecPrivate) {
    stream = withCodecAudioFields(stream, codecPrivateStream(track.CodecPrivate, diagnostics, settings?.Channels));
  } else if (frames) {
    const codec = bitstreamAudioStream(BITSTREAM_CODECS[codecId], frames, diagnostics);
    // A_AC3 may hold E-AC-3 and the reverse only by mistake; the bitstream's bsid tells (A/52 E.2.3.1.6).
    if (codec) stream = { ...withCodecAudioFields(stream, codec), format: codec.format };
  }
  const endianness = pcmEndianness(codecId);
  stream.duration = durationUnits(seconds, stream.sample_rate);
  Object.assign(stream, language(track));
  stream.properties = {
    ...stream.properties,
    TrackNumber: track.TrackNumber,
    CodecId: codecId,
    ...(endianness && { Endianness: endianness }),
  };
  return annotateAudioStream(stream);
}

export function subtitleStream(track: TrackEntry): SubtitleStream {
  const format = formatOfCodecId(track.CodecID ?? "");
  return {
    format,
    language: language(track).language,
    properties: { TrackNumber: track.TrackNumber, CodecId: track.CodecID },
    $annotation: { format: FORMAT_NAMES[format] ?? track.CodecID ?? format },
  };
}

/**
 * V_MPEG4/ISO/AVC and V_MPEGH/ISO/HEVC carry the ISO/IEC 14496-15 decoder configuration record as
 * CodecPrivate, V_AV1 the AV1CodecConfigurationRecord.
 */
function codecFields(
  format: string,
  codecId: string,
  codecPrivate: Uint8Array | undefined,
  diagnostics: string[],
): Partial<VideoStream> {
  if (!codecPrivate) return {};
  try {
    if (format === "avc1") return codecVideoFields(format, parseAvcC(codecPrivate).sequenceParameterSets, diagnostics);
    if (format === "hvc1")
      return codecVideoFields(
        format,
        parseHvcC(codecPrivate).nalUnits.map((nal) => nal.unit),
        diagnostics,
      );
    if (format === "av01") return av1ConfigurationFields(parseAv1C(codecPrivate), diagnostics);
    // V_MS/VFW/FOURCC MPEG-4 Visual: the layer headers, when the muxer put them after the BITMAPINFOHEADER.
    if (format === "mp4v" && codecId === VFW_CODEC_ID)
      return mpeg4VisualConfigurationFields(parseBitmapInfoHeader(codecPrivate).extraData, diagnostics);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`CodecPrivate of a ${format} track is damaged (${error.message})`);
  }
  return {};
}

/**
 * The stream headers in a track's first frames: MPEG-2 video's sequence header, or the in-band parameter
 * sets of an AVC/HEVC track without CodecPrivate (its blocks' NAL units length-prefixed, or start codes).
 */
function framesVideoFields(codecId: string, frames: Uint8Array, diagnostics: string[]): Partial<VideoStream> {
  const inBand = IN_BAND_PARAMETER_SET_CODECS[codecId];
  if (!inBand) return bitstreamVideoFields(BITSTREAM_CODECS[codecId], frames, diagnostics);
  const annexB = startsWithStartCode(frames) ? frames : lengthPrefixedToAnnexB(frames);
  const fields = annexB ? bitstreamVideoFields(inBand, annexB, diagnostics) : {};
  if (Object.keys(fields).length === 0)
    diagnostics.push(`a ${codecId} track without CodecPrivate: no parameter sets found in its first frames`);
  return fields;
}

const startsWithStartCode = (bytes: Uint8Array) =>
  bytes[0] === 0 && bytes[1] === 0 && (bytes[2] === 1 || (bytes[2] === 0 && bytes[3] === 1));

const VFW_CODEC_ID = "V_MS/VFW/FOURCC";

/** V_MS/VFW/FOURCC: the coding biCompression names (bitmap-info-header.ts). */
function vfwFormat(codecPrivate: Uint8Array | undefined, diagnostics: string[]): string {
  if (!codecPrivate) return VFW_CODEC_ID;
  try {
    const { biCompression } = parseBitmapInfoHeader(codecPrivate);
    return VFW_FOURCC_FORMATS[biCompression] ?? biCompression;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    diagnostics.push(`CodecPrivate of a ${VFW_CODEC_ID} track is damaged (${error.message})`);
    return VFW_CODEC_ID;
  }
}

/** V_PRORES: CodecPrivate holds the FourCC of the ProRes flavour (apch, apcn, apcs, apco, ap4h, ap4x). */
function proResFormat(codecPrivate: Uint8Array | undefined): string {
  return codecPrivate?.length === 4 ? String.fromCharCode(...codecPrivate) : formatOfCodecId("V_PRORES");
}

function pictureFields(video: VideoSettings): Partial<VideoStream> {
  const fields: Partial<VideoStream> = {};
  const { PixelCropLeft: left, PixelCropRight: right, PixelCropTop: top, PixelCropBottom: bottom } = video;
  if (left || right || top || bottom) fields.clean_aperture = { left, right, top, bottom };
  // DisplayWidth/Height in pixels (DisplayUnit 0) default to the cropped size: any other value stretches the pixels.
  if (video.DisplayUnit === 0 && video.PixelWidth && video.PixelHeight && video.DisplayWidth && video.DisplayHeight) {
    const width = video.PixelWidth - left - right;
    const height = video.PixelHeight - top - bottom;
    fields.pixel_aspect_ratio = rational(video.DisplayWidth * height, video.DisplayHeight * width);
  }
  if (video.FlagInterlaced === 2 || video.FieldOrder === 0) fields.field_order = FIELD_ORDER.progressive;
  else if (video.FieldOrder === 1 || video.FieldOrder === 14) fields.field_order = FIELD_ORDER.topFieldFirst;
  else if (video.FieldOrder === 6 || video.FieldOrder === 9) fields.field_order = FIELD_ORDER.bottomFieldFirst;
  return fields;
}

/** Colour: H.273 codes as they are (2 = unspecified is left out), depth, subsampling, siting and range. */
function colourFields(colour: Colour): Partial<VideoStream> {
  const fields: Partial<VideoStream> = {};
  const specified = (code: number | undefined) => (code !== undefined && code !== 2 ? code : undefined);
  fields.color_primaries = specified(colour.Primaries);
  fields.transfer_characteristics = specified(colour.TransferCharacteristics);
  fields.matrix_coefficients = specified(colour.MatrixCoefficients);
  if (colour.BitsPerChannel) fields.bit_depth = colour.BitsPerChannel;
  if (colour.ChromaSubsamplingHorz !== undefined || colour.ChromaSubsamplingVert !== undefined) {
    fields.chroma_subsampling = {
      horizontal: (colour.ChromaSubsamplingHorz ?? 0) + 1,
      vertical: (colour.ChromaSubsamplingVert ?? 0) + 1,
    };
  }
  const location = CHROMA_SITING_LOCATIONS[`${colour.ChromaSitingHorz ?? 0},${colour.ChromaSitingVert ?? 0}`];
  if (location !== undefined) fields.chroma_location = CHROMA_SAMPLE_LOCATIONS[location];
  if (colour.Range === 1) fields.video_range = "narrow";
  else if (colour.Range === 2) fields.video_range = "full";
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/**
 * Frames per second from DefaultDuration (ns per frame), as the exact NTSC-family fraction when it is one
 * rounded either way (ffmpeg truncates 33366666.7 ns to 33366666, mkvmerge rounds it to 33366667).
 */
function frameRate(defaultDuration: number | undefined): Rational | undefined {
  if (!defaultDuration) return undefined;
  for (const denominator of [1, 1001]) {
    const numerator = Math.round((NANOSECONDS * denominator) / defaultDuration);
    if (Math.abs((NANOSECONDS * denominator) / numerator - defaultDuration) < 1)
      return rational(numerator, denominator);
  }
  return rational(NANOSECONDS, defaultDuration);
}

/**
 * LanguageBCP47 overrides Language (RFC 9559 5.1.4.1.20), both as ISO 639-2/B with the BCP 47 region apart
 * (tables/languages.ts); "und" for undetermined either way.
 */
function language(track: TrackEntry): LanguageAndRegion {
  if (track.LanguageBCP47 !== undefined) return languageTag(track.LanguageBCP47);
  const language = iso639b(track.Language);
  return language ? { language } : {};
}
