// The recipes of the generated differential corpus: what each file is made from (ffmpeg, GStreamer,
// mkvmerge, the TS splicer) and the truth its construction fixes (codec, size, rate, channels, duration).
// Every parameter is drawn from one seeded random stream, so a seed names the whole corpus.
import type { StreamMatch } from "../../lib/probe/testing/conformance/conformance-fixtures";
import { seededRandom } from "../../lib/probe/testing/fuzz/mutations";

/** Bumped whenever a recipe changes what it makes: part of the cache key. */
export const GENERATOR_VERSION = 1;

export interface TruthStream {
  /** The conformance table's stream key ("pid 256", "stream 0xe0", "audio 0"). */
  key: string;
  kind: "video" | "audio";
  /** A coding family of lib/probe/testing/conformance/node-compare.ts ("avc", "ac-3", ...). */
  codec: string;
  width?: number;
  height?: number;
  frame_rate?: number;
  sample_rate?: number;
  channels?: number;
  /** Seconds; absent where the construction does not fix it (cuts at random offsets). */
  duration?: number;
}

/** One step of a recipe: a tool's argument list, or a transform of earlier outputs written by the generator. */
export type Step =
  | { tool: "ffmpeg" | "gst-launch-1.0" | "mkvmerge"; args: string[] }
  | { transform: "splice"; inputs: string[]; layout: "regular" | "late" | "spanning"; output: string }
  | { transform: "parity204" | "timestamps192" | "strip-psi"; input: string; output: string }
  | { transform: "cut"; input: string; output: string; start: number; end: number };

export interface Recipe {
  /** File name in the corpus (unique; its extension tells the container). */
  file: string;
  /** Container label of the per-category report: "ts", "mp4-fragmented", "mkv (mkvmerge)", ... */
  container: string;
  match: StreamMatch;
  truth: TruthStream[];
  /** Steps run in order in a scratch folder; "$OUT" is the corpus file, other names are scratch files. */
  steps: Step[];
}

interface VideoCodec {
  encoder: string[];
  family: string;
  ext?: string;
}
interface AudioCodec {
  encoder: string[];
  family: string;
  channels: readonly number[];
  rates: readonly number[];
  ext?: string;
}

const STRICT = ["-strict", "-2"];
const VIDEO: Record<string, VideoCodec> = {
  mpeg2: { encoder: ["-c:v", "mpeg2video", "-b:v", "2M"], family: "mpeg-video", ext: "m2v" },
  mpeg1: { encoder: ["-c:v", "mpeg1video", "-b:v", "1M"], family: "mpeg-video" },
  h264: { encoder: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"], family: "avc", ext: "264" },
  hevc: {
    encoder: ["-c:v", "libx265", "-preset", "ultrafast", "-x265-params", "log-level=none", "-tag:v", "hvc1"],
    family: "hevc",
    ext: "265",
  },
  vp8: { encoder: ["-c:v", "libvpx", "-deadline", "realtime", "-b:v", "500k"], family: "vp8" },
  vp9: { encoder: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "500k"], family: "vp9" },
  av1: { encoder: ["-c:v", "libsvtav1", "-preset", "12", "-pix_fmt", "yuv420p"], family: "av1" },
  mpeg4: { encoder: ["-c:v", "mpeg4"], family: "mpeg4" },
  prores: { encoder: ["-c:v", "prores_ks", "-profile:v", "0"], family: "prores" },
  mjpeg: { encoder: ["-c:v", "mjpeg", "-pix_fmt", "yuvj420p"], family: "mjpeg" },
  dnxhr: { encoder: ["-c:v", "dnxhd", "-profile:v", "dnxhr_lb", "-pix_fmt", "yuv422p"], family: "vc-3" },
  j2k: { encoder: ["-c:v", "jpeg2000", "-pix_fmt", "yuv422p"], family: "jpeg2000" },
};
const ANY = [1, 2, 3, 4, 5, 6, 7, 8];
const AUDIO: Record<string, AudioCodec> = {
  mp2: { encoder: ["-c:a", "mp2"], family: "mpeg-audio", channels: [1, 2], rates: [48000, 44100], ext: "mp2" },
  mp3: { encoder: ["-c:a", "libmp3lame"], family: "mpeg-audio", channels: [1, 2], rates: [48000, 44100], ext: "mp3" },
  aac: { encoder: ["-c:a", "aac"], family: "aac", channels: [1, 2, 3, 4, 5, 6, 8], rates: [48000, 44100], ext: "aac" },
  ac3: { encoder: ["-c:a", "ac3"], family: "ac-3", channels: [1, 2, 3, 4, 5, 6], rates: [48000], ext: "ac3" },
  eac3: { encoder: ["-c:a", "eac3"], family: "e-ac-3", channels: [1, 2, 3, 4, 5, 6], rates: [48000], ext: "eac3" },
  dts: { encoder: ["-c:a", "dca", ...STRICT], family: "dts", channels: [2, 6], rates: [48000], ext: "dts" },
  truehd: { encoder: ["-c:a", "truehd", ...STRICT], family: "truehd", channels: [2, 6], rates: [48000], ext: "thd" },
  flac: { encoder: ["-c:a", "flac"], family: "flac", channels: ANY, rates: [44100, 48000, 96000], ext: "flac" },
  opus: { encoder: ["-c:a", "libopus", "-mapping_family", "1"], family: "opus", channels: ANY, rates: [48000] },
  vorbis: { encoder: ["-c:a", "libvorbis", ...STRICT], family: "vorbis", channels: ANY, rates: [44100, 48000] },
  alac: { encoder: ["-c:a", "alac"], family: "alac", channels: ANY, rates: [44100, 48000] },
  s302m: { encoder: ["-c:a", "s302m", ...STRICT], family: "pcm", channels: [2, 4, 6, 8], rates: [48000] },
  pcm16: { encoder: ["-c:a", "pcm_s16le"], family: "pcm", channels: ANY, rates: [44100, 48000, 96000] },
  pcm24: { encoder: ["-c:a", "pcm_s24le"], family: "pcm", channels: ANY, rates: [48000, 96000] },
  pcm32: { encoder: ["-c:a", "pcm_s32le"], family: "pcm", channels: ANY, rates: [48000] },
  float32: { encoder: ["-c:a", "pcm_f32le"], family: "pcm", channels: ANY, rates: [48000] },
  pcm24be: { encoder: ["-c:a", "pcm_s24be"], family: "pcm", channels: ANY, rates: [48000] },
  lpcm: { encoder: ["-c:a", "pcm_dvd"], family: "pcm", channels: [2], rates: [48000] },
};

const OPUS_LAYOUTS: Readonly<Record<number, string>> = { 3: "3.0", 4: "quad" };

/** Frame rates as numerator/denominator: film, PAL, NTSC (29.97 drop-frame), 50i (as 25 interlaced frames), 59.94. */
const RATES: readonly [number, number][] = [
  [24000, 1001],
  [24, 1],
  [25, 1],
  [30000, 1001],
  [50, 1],
  [60000, 1001],
  [30, 1],
];
const SIZES: readonly [number, number][] = [
  [320, 180],
  [352, 288],
  [256, 144],
  [480, 270],
  [720, 576],
  [720, 480],
];
/** MPEG-2 video codes only these rates; 24/1 is among them. */
const MPEG_RATES = RATES;

export class RecipeBook {
  readonly recipes: Recipe[] = [];
  private readonly random: () => number;
  constructor(readonly seed: number) {
    this.random = seededRandom(seed);
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }
  between(low: number, high: number): number {
    return low + this.random() * (high - low);
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  add(recipe: Recipe): void {
    this.recipes.push(recipe);
  }
}

export interface Av {
  video?: string;
  audio?: string;
  /** Container-imposed constraints. */
  rates?: readonly [number, number][];
  sizes?: readonly [number, number][];
  channels?: readonly number[];
  audioRates?: readonly number[];
}

export interface Made {
  /** ffmpeg arguments from the inputs to the encoders (no output). */
  args: string[];
  video?: Omit<TruthStream, "key" | "kind">;
  audio?: Omit<TruthStream, "key" | "kind">;
}

/** Seeded parameters and the ffmpeg arguments that make a video and/or audio stream of exactly them. */
export function makeAv(book: RecipeBook, av: Av): Made {
  const args = ["-hide_banner", "-v", "error", "-y"];
  const made: Made = { args };
  const frames = Math.round(book.between(10, 40));
  let seconds = book.between(0.4, 1.6);
  const encoders: string[] = [];
  if (av.video) {
    const codec = VIDEO[av.video]!;
    const [n, d] = book.pick(av.rates ?? (av.video.startsWith("mpeg") ? MPEG_RATES : RATES));
    const [width, height] = book.pick(av.sizes ?? SIZES);
    seconds = (frames * d) / n;
    args.push("-f", "lavfi", "-i", `testsrc2=size=${width}x${height}:rate=${n}/${d}:duration=${seconds}`);
    encoders.push(...codec.encoder, "-frames:v", String(frames));
    // 50i: 25 interlaced frames a second, coded as field pairs where the codec can.
    if (n === 25 && d === 1 && av.video === "mpeg2" && book.chance(0.5))
      encoders.push("-flags", "+ilme+ildct", "-top", "1");
    made.video = { codec: codec.family, width, height, frame_rate: n / d, duration: seconds };
  }
  if (av.audio) {
    const codec = AUDIO[av.audio]!;
    const allowed = av.channels ? codec.channels.filter((c) => av.channels!.includes(c)) : codec.channels;
    const channels = book.pick(allowed);
    const rate = book.pick(av.audioRates ?? codec.rates);
    args.push(
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=${Math.round(book.between(200, 2000))}:sample_rate=${rate}:duration=${seconds}`,
    );
    // Three and four channels default to 2.1 and 4.0, which Opus's channel mapping has no place for.
    encoders.push(
      ...codec.encoder,
      "-ac",
      String(channels),
      ...(OPUS_LAYOUTS[channels] && codec.family === "opus" ? ["-channel_layout", OPUS_LAYOUTS[channels]!] : []),
      "-ar",
      String(rate),
    );
    // With a video stream, ffmpeg ends the file at the last video frame and may cut the audio short of
    // `seconds` by a frame or more: its duration is then not fixed by construction.
    made.audio = { codec: codec.family, sample_rate: rate, channels, duration: av.video ? undefined : seconds };
  }
  if (av.video && av.audio) encoders.unshift("-map", "0:v", "-map", "1:a");
  args.push(...encoders);
  return made;
}

export const videoCodec = (name: string) => VIDEO[name]!;
export const audioCodec = (name: string) => AUDIO[name]!;

/** Truth streams keyed by order (the n-th video, the n-th audio). */
export function byOrder(made: Made): TruthStream[] {
  const streams: TruthStream[] = [];
  if (made.video) streams.push({ key: "video 0", kind: "video", ...made.video });
  if (made.audio) streams.push({ key: "audio 0", kind: "audio", ...made.audio });
  return streams;
}

/** Truth streams keyed by PID: ffmpeg numbers a service's streams from its start PID in output order. */
export function byPid(made: Made, startPid: number): TruthStream[] {
  const streams: TruthStream[] = [];
  let pid = startPid;
  if (made.video) streams.push({ key: `pid ${pid++}`, kind: "video", ...made.video });
  if (made.audio) streams.push({ key: `pid ${pid++}`, kind: "audio", ...made.audio });
  return streams;
}
