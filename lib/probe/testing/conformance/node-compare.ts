// Ours vs ffprobe vs MediaInfo, field by field, on one corpus file (fixtures/media/reference).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MemorySource } from "../../io/byte-source";
import { probe } from "../../probe";
import type { AudioStream, ContainerProbe, VideoStream } from "../../schema";
import { languageTag } from "../../tables/languages";
import type { ConformanceFixture, StreamMatch } from "./conformance-fixtures";

const MEDIA = fileURLToPath(new URL("../../../../fixtures/media/", import.meta.url));

export const FIELDS = [
  "codec",
  "width",
  "height",
  "frame_rate",
  "sample_rate",
  "channels",
  "language",
  "duration",
] as const;
export type Field = (typeof FIELDS)[number];
export type Kind = "video" | "audio" | "subtitle";
type Value = string | number | undefined;

export interface FieldRow {
  file: string;
  /** e.g. "pid 256", "stream 0x80", "audio 0". */
  stream: string;
  kind: Kind;
  field: Field;
  ours: Value;
  ffprobe: Value;
  mediainfo: Value;
}

const KIND_FIELDS: Readonly<Record<Kind, readonly Field[]>> = {
  video: ["codec", "width", "height", "frame_rate", "language", "duration"],
  audio: ["codec", "sample_rate", "channels", "language", "duration"],
  subtitle: ["codec", "language"],
};

/**
 * Coding families, so that three vocabularies can be compared (ours: four-character codes). Linear PCM
 * is one family whatever carries it (AES3 in ST 302, LPCM, WAVE, MXF): in16/in24 do not say which.
 */
const OUR_CODECS: Readonly<Record<string, string>> = {
  mp1v: "mpeg-video",
  mp2v: "mpeg-video",
  avc1: "avc",
  hvc1: "hevc",
  vvc1: "vvc",
  mp2l: "mpeg-audio",
  mp4a: "aac",
  "ac-3": "ac-3",
  "ec-3": "e-ac-3",
  in16: "pcm",
  in20: "pcm",
  in24: "pcm",
  in32: "pcm",
  in12: "pcm",
  s302: "pcm",
  "raw ": "pcm",
  lpcm: "pcm",
  dvbs: "dvb-subtitle",
  ttxt: "teletext",
  mjp2: "jpeg2000",
  AVdn: "vc-3",
  AVdh: "vc-3",
  "dvc ": "dv",
  dvcp: "dv",
  twos: "pcm",
  sowt: "pcm",
  fl32: "pcm",
  fl64: "pcm",
  jpeg: "mjpeg",
  apco: "prores",
  apcs: "prores",
  apcn: "prores",
  apch: "prores",
  ap4h: "prores",
  ap4x: "prores",
  vp08: "vp8",
  vp09: "vp9",
  av01: "av1",
  Opus: "opus",
  vorb: "vorbis",
  fLaC: "flac",
  tx3g: "timed-text",
  "dts ": "dts",
  dtsc: "dts",
  dtsh: "dts",
  dtsl: "dts",
  dtse: "dts",
  mlpa: "truehd",
  alac: "alac",
  mp4v: "mpeg4",
  "srt ": "timed-text",
  mha1: "mpeg-h",
  mha2: "mpeg-h",
  mhm1: "mpeg-h",
  mhm2: "mpeg-h",
  "ac-4": "ac-4",
  samr: "amr",
  sawb: "amr",
  vobs: "vobsub",
  "pgs ": "pgs",
  "usf ": "usf",
};
const FFPROBE_CODECS: Readonly<Record<string, string>> = {
  mpeg1video: "mpeg-video",
  mpeg2video: "mpeg-video",
  h264: "avc",
  hevc: "hevc",
  vvc: "vvc",
  mp1: "mpeg-audio",
  mp2: "mpeg-audio",
  mp3: "mpeg-audio",
  aac: "aac",
  aac_latm: "aac",
  ac3: "ac-3",
  eac3: "e-ac-3",
  s302m: "pcm",
  pcm_dvd: "pcm",
  pcm_bluray: "pcm",
  dvb_subtitle: "dvb-subtitle",
  dvb_teletext: "teletext",
  pcm_s16le: "pcm",
  pcm_s24le: "pcm",
  pcm_s16be: "pcm",
  pcm_u8: "pcm",
  jpeg2000: "jpeg2000",
  dnxhd: "vc-3",
  dvvideo: "dv",
  mjpeg: "mjpeg",
  prores: "prores",
  vp8: "vp8",
  vp9: "vp9",
  av1: "av1",
  opus: "opus",
  vorbis: "vorbis",
  flac: "flac",
  mov_text: "timed-text",
  subrip: "timed-text",
  dts: "dts",
  truehd: "truehd",
  alac: "alac",
  mpeg4: "mpeg4",
  pcm_s24be: "pcm",
  pcm_s32le: "pcm",
  pcm_s32be: "pcm",
  pcm_f32le: "pcm",
  pcm_f32be: "pcm",
  pcm_s24daud: "pcm",
  mpegh_3d_audio: "mpeg-h",
  ac4: "ac-4",
  amr_nb: "amr",
  amr_wb: "amr",
  dvd_subtitle: "vobsub",
  hdmv_pgs_subtitle: "pgs",
};
const MEDIAINFO_CODECS: Readonly<Record<string, string>> = {
  "MPEG Video": "mpeg-video",
  AVC: "avc",
  HEVC: "hevc",
  VVC: "vvc",
  "MPEG Audio": "mpeg-audio",
  AAC: "aac",
  "AC-3": "ac-3",
  "E-AC-3": "e-ac-3",
  "DVB Subtitle": "dvb-subtitle",
  Teletext: "teletext",
  "Teletext Subtitle": "teletext",
  PCM: "pcm",
  "JPEG 2000": "jpeg2000",
  "VC-3": "vc-3",
  DV: "dv",
  JPEG: "mjpeg",
  ProRes: "prores",
  VP8: "vp8",
  VP9: "vp9",
  AV1: "av1",
  Opus: "opus",
  Vorbis: "vorbis",
  FLAC: "flac",
  "UTF-8": "timed-text",
  "Timed Text": "timed-text",
  DTS: "dts",
  "MLP FBA": "truehd",
  ALAC: "alac",
  "MPEG-4 Visual": "mpeg4",
  "MPEG-H 3D Audio": "mpeg-h",
  "AC-4": "ac-4",
  AMR: "amr",
  VobSub: "vobsub",
  PGS: "pgs",
  USF: "usf",
  "DTS LBR": "dts",
  USAC: "usac",
};

/** The first language of a list, as ISO 639-2/B (the probe's convention, tables/languages.ts); "und" means none. */
function language(value: unknown): Value {
  if (typeof value !== "string") return undefined;
  const code = languageTag(value.split(/[,/]/)[0]!).language;
  return code === "und" ? undefined : code;
}

const number = (value: unknown): Value =>
  value === undefined || value === "" || value === "N/A" ? undefined : Number(value);

function rate(value: unknown): Value {
  if (typeof value !== "string" || value === "0/0") return number(value);
  const [n, d] = value.split("/").map(Number);
  return d ? n! / d : n;
}

type Fields = Partial<Record<Field, Value>>;
interface Stream {
  key: string;
  kind: Kind;
  fields: Fields;
}

function keyOf(match: StreamMatch, kind: Kind, index: number, id: number | undefined): string {
  if (match === "order" || id === undefined || Number.isNaN(id)) return `${kind} ${index}`;
  return match === "pid" ? `pid ${id}` : `stream 0x${id.toString(16)}`;
}

/** USAC (xHE-AAC) shares AAC's 'mp4a' entry and AudioSpecificConfig; audioObjectType 42 tells it (ISO/IEC 23003-3). */
const USAC_AUDIO_OBJECT_TYPE = 42;
const isUsac = (stream: { extension?: readonly Record<string, unknown>[] }) =>
  stream.extension?.some((e) => e.type === "mp4a" && e.audioObjectType === USAC_AUDIO_OBJECT_TYPE) === true;

function oursStreams(result: ContainerProbe, match: StreamMatch): Stream[] {
  const streams: Stream[] = [];
  for (const kind of ["video", "audio", "subtitle"] as const) {
    result[kind].forEach((stream, index) => {
      const s = stream as Partial<VideoStream & AudioStream> & { format: string };
      const p = s.properties ?? {};
      const id = (match === "pid" ? p.Mpeg2TransportStreamPid : (p.MpegSubStreamId ?? p.MpegStreamId)) as
        number | undefined;
      const r = s.sample_rate;
      const seconds = s.duration !== undefined && r ? (s.duration * r.denominator) / r.numerator : undefined;
      streams.push({
        key: keyOf(match, kind, index, id),
        kind,
        fields: {
          codec: isUsac(s) ? "usac" : (OUR_CODECS[s.format] ?? s.format),
          width: s.width,
          height: s.height,
          frame_rate: kind === "video" && r ? r.numerator / r.denominator : undefined,
          sample_rate: kind === "audio" && r ? r.numerator / r.denominator : undefined,
          channels: s.channels,
          language: language(s.language),
          duration: seconds,
        },
      });
    });
  }
  return streams;
}

/** ffprobe's JSON; a run that failed mid-output (only "{" printed, as for xHE-AAC) holds no streams. */
export function ffprobeJson(path: string): { streams?: Record<string, unknown>[] } {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as { streams?: Record<string, unknown>[] };
  } catch (error) {
    if (error instanceof SyntaxError) return {};
    throw error;
  }
}

function ffprobeStreams(file: string, match: StreamMatch, root: string): Stream[] {
  const json = ffprobeJson(`${root}reference/ffprobe/${file}.json`);
  const counters: Record<Kind, number> = { video: 0, audio: 0, subtitle: 0 };
  return (json.streams ?? []).flatMap((s) => {
    const kind = s.codec_type as Kind;
    if (!(kind in counters)) return [];
    const id = typeof s.id === "string" ? Number.parseInt(s.id, 16) : undefined;
    return [
      {
        key: keyOf(match, kind, counters[kind]++, match === "stream-id" && id !== undefined ? id & 0xff : id),
        kind,
        fields: {
          codec: FFPROBE_CODECS[s.codec_name as string] ?? (s.codec_name as string | undefined),
          // ffprobe prints 0 × 0 and the 90 kHz time base as the rate of a stream whose headers it did not find.
          width: s.width === 0 ? undefined : number(s.width),
          height: s.height === 0 ? undefined : number(s.height),
          frame_rate: kind === "video" && s.r_frame_rate !== "90000/1" ? rate(s.r_frame_rate) : undefined,
          sample_rate: kind === "audio" && s.sample_rate !== "0" ? number(s.sample_rate) : undefined,
          channels: kind === "audio" && s.channels !== 0 ? number(s.channels) : undefined,
          language: language((s.tags as Record<string, string> | undefined)?.language),
          duration: number(s.duration),
        },
      },
    ];
  });
}

function mediainfoStreams(file: string, match: StreamMatch, root: string): Stream[] {
  const json = JSON.parse(readFileSync(`${root}reference/mediainfo/${file}.json`, "utf8")) as {
    media?: { track: Record<string, string>[] };
  };
  const kinds: Record<string, Kind> = { Video: "video", Audio: "audio", Text: "subtitle" };
  const counters: Record<Kind, number> = { video: 0, audio: 0, subtitle: 0 };
  return (json.media?.track ?? []).flatMap((t) => {
    const kind = kinds[t["@type"]!];
    if (!kind) return [];
    // MediaInfo names a teletext page "PID-page" and a program stream's private substream
    // "stream_id-substream": the stream is the PID in a transport stream, the substream in a program stream.
    const parts = t.ID?.split("-");
    const id = parts === undefined ? undefined : Number(match === "pid" ? parts[0] : parts.at(-1));
    return [
      {
        key: keyOf(match, kind, counters[kind]++, id),
        kind,
        fields: {
          codec: MEDIAINFO_CODECS[t.Format!] ?? t.Format,
          width: number(t.Width),
          height: number(t.Height),
          frame_rate: kind === "video" ? number(t.FrameRate) : undefined,
          sample_rate: number(t.SamplingRate),
          channels: number(t.Channels),
          language: language(t.Language),
          duration: number(t.Duration),
        },
      },
    ];
  });
}

/**
 * Seconds from the first frame's PTS to the end of the last frame in a stream's packet list of ffprobe
 * (reference/ffprobe-packets, lines of "pts_time,duration_time,size").
 */
export function ffprobePacketSpan(csv: string): number {
  const frames = readFileSync(`${MEDIA}reference/ffprobe-packets/${csv}`, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => line.split(",").map(Number) as [number, number]);
  const starts = frames.map(([pts]) => pts);
  const ends = frames.map(([pts, duration]) => pts + duration);
  return Math.max(...ends) - Math.min(...starts);
}

/** Whether two values of a field say the same (durations within 50 ms, frame rates within 0.01). */
export function same(field: Field, a: Value, b: Value): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (field === "duration") return Math.abs(Number(a) - Number(b)) <= 0.05;
  if (field === "frame_rate") return Math.abs(Number(a) - Number(b)) < 0.01;
  return a === b;
}

/**
 * `root` holds files/ (or packages/, for the files of a package) and reference/ffprobe, reference/mediainfo:
 * the fixtures by default, or a generated corpus laid out the same way.
 */
export async function compareFixture({ file, match }: ConformanceFixture, root = MEDIA): Promise<FieldRow[]> {
  const bytes = new Uint8Array(readFileSync(file.startsWith("packages/") ? `${root}${file}` : `${root}files/${file}`));
  let ours: Stream[] = [];
  try {
    ours = oursStreams(await probe(new MemorySource(bytes, file)), match);
  } catch {
    // An error is "no streams": every reference stream then shows as a disagreement.
  }
  const references = { ffprobe: ffprobeStreams(file, match, root), mediainfo: mediainfoStreams(file, match, root) };
  const keys = new Map<string, Kind>();
  for (const stream of [...ours, ...references.ffprobe, ...references.mediainfo])
    if (!keys.has(stream.key)) keys.set(stream.key, stream.kind);
  const rows: FieldRow[] = [];
  for (const [stream, kind] of keys) {
    const find = (list: Stream[]) => list.find((s) => s.key === stream)?.fields ?? {};
    const [o, f, m] = [find(ours), find(references.ffprobe), find(references.mediainfo)];
    for (const field of KIND_FIELDS[kind]) {
      rows.push({ file, stream, kind, field, ours: o[field], ffprobe: f[field], mediainfo: m[field] });
    }
  }
  return rows;
}
