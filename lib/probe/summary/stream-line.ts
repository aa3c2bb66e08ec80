// One line per stream, as MediaInfo's text view and ffprobe's stream lines give it: kind and index, the
// codec's human name with profile and level, picture or sound, bit rate, language, and the stream's id.
import { formatBitRate, formatChromaSubsampling, formatSampleRate } from "../annotate";
import type { AudioStream, DataStream, Rational, SubtitleStream, VideoStream } from "../schema";
import { COLOUR_PRIMARIES } from "../tables/color";
import { captionsFound, loudnessFigures } from "./analysis-figures";
import { FORMAT_NAMES } from "../tables/formats";

export type StreamKind = "video" | "audio" | "subtitle" | "data";
export type AnyStream = VideoStream | AudioStream | SubtitleStream | DataStream;

const PROFILE_PROPERTIES = [
  "AvcProfileAndLevel",
  "HevcProfileAndLevel",
  "Mpeg2ProfileAndLevel",
  "Av1ProfileAndLevel",
  "Jpeg2000Profile",
];
/** H.273 colour primaries by the short name a QA engineer knows them by. */
const SHORT_PRIMARIES: Readonly<Record<number, string>> = { 5: "BT.601 625", 6: "BT.601 525" };
const LOW_FREQUENCY = new Set(["LFE", "LFE1", "LFE2", "LFE3"]);
const FIELD_ORDERS: Readonly<Record<string, string>> = { tff: "top field first", bff: "bottom field first" };
const MAXIMUM_RATE_FORMATS = new Set(["mp2v", "m1v "]);

export const KIND_TITLES: Readonly<Record<StreamKind, string>> = {
  video: "Video",
  audio: "Audio",
  subtitle: "Subtitle",
  data: "Data",
};

function codecName(stream: AnyStream): string {
  return FORMAT_NAMES[stream.format] ?? stream.$annotation?.format ?? stream.format.trim();
}

/** Where the stream is found in its container: the PID of a transport stream, else the track or stream id. */
export function streamId(stream: AnyStream): string | undefined {
  const p = stream.properties ?? {};
  const pid = p.Mpeg2TransportStreamPid;
  if (typeof pid === "number") return `PID 0x${pid.toString(16).toUpperCase().padStart(4, "0")} (${pid})`;
  const track = p.TrackId ?? p.TrackID ?? p.TrackNumber;
  if (typeof track === "number" || typeof track === "string") return `track ${track}`;
  const streamIdValue = p.MpegStreamId;
  if (typeof streamIdValue === "number") return `stream_id 0x${streamIdValue.toString(16).toUpperCase()}`;
  return undefined;
}

/** The fields of a stream's line, without its title: each one a part a comparison can set side by side. */
export interface PictureFacts {
  dropFrame: boolean;
  /** width × height are the stored rectangle, the clean aperture the displayed one (MXF). */
  storedRectangle: boolean;
}

export function streamFields(kind: StreamKind, stream: AnyStream, picture: PictureFacts): string[] {
  if (kind === "video") return videoFields(stream as VideoStream, picture);
  if (kind === "audio") return audioFields(stream as AudioStream);
  const language = "language" in stream ? languageOf(stream.language) : undefined;
  return [codecName(stream), ...(language ? [language] : [])];
}

/** The profile and level as the codec's parser names them, e.g. `High@4.1`, `4:2:2@Main`. */
export function streamProfile(stream: AnyStream): string | undefined {
  return PROFILE_PROPERTIES.map((name) => stream.properties?.[name]).find(
    (value): value is string => typeof value === "string",
  );
}

function videoFields(stream: VideoStream, picture: PictureFacts): string[] {
  const profile = streamProfile(stream);
  const fields = [profile ? `${codecName(stream)} ${profile}` : codecName(stream)];
  if (stream.width && stream.height) {
    const scan = stream.field_order === undefined ? "" : stream.field_order === "progressive" ? "p" : "i";
    fields.push(`${stream.width}×${stream.height}${scan}`);
    const order = FIELD_ORDERS[stream.field_order ?? ""];
    if (order) fields.push(order);
    // MXF gives the stored rectangle (with VBI lines: 720×608) and the displayed one as the clean aperture
    // (720×576); the codecs' own headers give the displayed size already, their crop from the coded size aside.
    const crop = (picture.storedRectangle && stream.clean_aperture) || { left: 0, right: 0, top: 0, bottom: 0 };
    const aspect = displayAspect(
      stream.width - crop.left - crop.right,
      stream.height - crop.top - crop.bottom,
      stream.pixel_aspect_ratio,
    );
    if (aspect) fields.push(`DAR ${aspect}`);
  }
  if (stream.sample_rate && stream.sample_rate.numerator > 0 && stream.sample_rate.denominator > 0) {
    fields.push(`${frameRate(stream.sample_rate)} fps${picture.dropFrame ? " drop-frame" : ""}`);
  }
  const chroma = stream.chroma_subsampling ? formatChromaSubsampling(stream.chroma_subsampling) : undefined;
  const depth = stream.bit_depth ? `${stream.bit_depth}-bit` : undefined;
  if (chroma || depth) fields.push([chroma, depth].filter(Boolean).join(" "));
  if (stream.color_primaries !== undefined && stream.color_primaries !== 2) {
    fields.push(
      SHORT_PRIMARIES[stream.color_primaries] ??
        COLOUR_PRIMARIES[stream.color_primaries] ??
        `colour primaries ${stream.color_primaries}`,
    );
  }
  const rate = bitRate(stream);
  if (rate) fields.push(rate);
  const captions = stream.analysis?.captions;
  if (captions) fields.push(`captions ${captionsFound(captions)}`);
  return fields;
}

function audioFields(stream: AudioStream): string[] {
  const fields = [codecName(stream)];
  if (stream.channels) fields.push(channelLayout(stream.channels, stream.label));
  if (stream.sample_rate && stream.sample_rate.numerator > 0 && stream.sample_rate.denominator > 0)
    fields.push(formatSampleRate(stream.sample_rate));
  // PCM names carry their sample size already ("PCM 24-bit").
  if (stream.bits_per_sample && !fields[0]!.includes(`${stream.bits_per_sample}-bit`))
    fields.push(`${stream.bits_per_sample}-bit`);
  const language = languageOf(stream.language);
  if (language) fields.push(language);
  const rate = bitRate(stream);
  if (rate) fields.push(rate);
  const loudness = stream.analysis?.loudness;
  if (loudness) fields.push(`loudness ${loudnessFigures(loudness)}`);
  return fields;
}

/**
 * The header's rate, labelled a maximum where it is one, and the analysis pass's measured average beside it:
 * an MPEG-1/2 video bit_rate (ISO/IEC 13818-2 6.3.3, and the MXF MPEG descriptor's BitRate, SMPTE ST 381-1)
 * bounds the rate and a VBR stream may average a tenth of it.
 */
function bitRate(stream: VideoStream | AudioStream): string | undefined {
  const measured = stream.analysis?.bitrate;
  const kind = measured?.header_kind ?? (MAXIMUM_RATE_FORMATS.has(stream.format) ? "maximum" : undefined);
  const header = stream.bit_rate ? `${formatBitRate(stream.bit_rate)}${kind ? ` ${kind}` : ""}` : undefined;
  if (!measured) return header;
  return `${formatBitRate(measured.measured_average)} measured${header ? ` (${header})` : ""}`;
}

/** `5.1 (L R C LFE Ls Rs)`: full-range channels, a point and the low-frequency ones, then the labels. */
function channelLayout(channels: number, labels: readonly string[] | undefined): string {
  if (!labels || labels.length !== channels) return `${channels} ch`;
  const lfe = labels.filter((label) => LOW_FREQUENCY.has(label)).length;
  const named = labels.some((label) => !/^(Ch|M)\d+$/.test(label));
  if (!named) return `${channels} ch (${labels.join(" ")})`;
  return `${channels - lfe}.${lfe} (${labels.join(" ")})`;
}

/** 29.97 for 30000/1001, 25 for 25/1: two decimals at most, trailing zeros dropped. */
function frameRate(rate: Rational): string {
  return String(Math.round((rate.numerator / rate.denominator) * 100) / 100);
}

/** The picture's display aspect ratio from its size and pixel aspect ratio, as a small ratio (16:9) or n.nn:1. */
function displayAspect(width: number, height: number, pixelAspect: Rational | undefined): string | undefined {
  const par =
    pixelAspect && pixelAspect.numerator > 0 && pixelAspect.denominator > 0
      ? pixelAspect
      : { numerator: 1, denominator: 1 };
  let [n, d] = [width * par.numerator, height * par.denominator];
  const divisor = gcd(n, d);
  [n, d] = [n / divisor, d / divisor];
  return n <= 32 && d <= 32 ? `${n}:${d}` : `${(n / d).toFixed(2)}:1`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function languageOf(language: string | undefined): string | undefined {
  return language && language !== "und" ? language : undefined;
}
