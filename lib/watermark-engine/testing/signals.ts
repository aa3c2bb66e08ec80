// Generated test audio for the watermark engines: a speech-like signal (a glottal pulse train through three
// formant resonators, syllables of 120-300 ms with pauses of 0.3-0.8 s at a room-noise floor), and the
// attacks that need no codec (gain, mono downmix, cut, speed change, additive noise). Deterministic: a
// fixed xorshift seed.
import { xorshift32 } from "../layout";

/** Vowel-like formant triples (Hz), after Peterson & Barney's averages for adult speakers (1952). */
const VOWELS = [
  [730, 1090, 2440],
  [270, 2290, 3010],
  [530, 1840, 2480],
  [570, 840, 2410],
  [300, 870, 2240],
  [660, 1720, 2410],
] as const;

export function speechLike(seconds: number, rate: number, channels = 2, seed = 0x9e3779b9): Float32Array[] {
  const random = xorshift32(seed);
  const mono = new Float32Array(Math.round(seconds * rate));
  let n = 0;
  while (n < mono.length) {
    const syllables = 2 + Math.floor(random() * 5);
    for (let s = 0; s < syllables && n < mono.length; s++) n = syllable(mono, n, rate, random);
    const pause = Math.round((0.3 + 0.5 * random()) * rate);
    for (const end = Math.min(mono.length, n + pause); n < end; n++) mono[n] = 0.0005 * (random() - 0.5); // room noise, −70 dBFS
  }
  return Array.from({ length: channels }, (_, c) => mono.map((sample) => sample * (1 - 0.1 * c)));
}

function syllable(out: Float32Array, from: number, rate: number, random: () => number): number {
  const length = Math.round((0.12 + 0.18 * random()) * rate);
  const formants = VOWELS[Math.floor(random() * VOWELS.length)]!;
  const pitch = 90 + 120 * random();
  const resonators = formants.map((hz, index) => resonator(hz, 60 + 40 * index, rate));
  let phase = 0;
  const end = Math.min(out.length, from + length);
  for (let n = from; n < end; n++) {
    phase += (pitch * (1 + 0.05 * Math.sin((2 * Math.PI * (n - from)) / length))) / rate;
    const excitation = (phase >= 1 ? 1 : 0) + 0.02 * (random() - 0.5); // pulse train plus breath
    if (phase >= 1) phase -= 1;
    const envelope = Math.sin((Math.PI * (n - from)) / length);
    out[n] = 0.3 * envelope * resonators.reduce((sum, filter, index) => sum + filter(excitation) / (index + 1), 0);
  }
  return end;
}

/** A two-pole resonator at `hz` with bandwidth `bandwidth` Hz, unit gain at its peak (approximately). */
function resonator(hz: number, bandwidth: number, rate: number): (x: number) => number {
  const r = Math.exp((-Math.PI * bandwidth) / rate);
  const [a1, a2] = [2 * r * Math.cos((2 * Math.PI * hz) / rate), -r * r];
  const gain = 1 - r;
  let [y1, y2] = [0, 0];
  return (x) => {
    const y = gain * x + a1 * y1 + a2 * y2;
    [y2, y1] = [y1, y];
    return y;
  };
}

export function pinkishNoise(seconds: number, rate: number, channels = 2, seed = 0x2545f491): Float32Array[] {
  const random = xorshift32(seed);
  return Array.from({ length: channels }, () => {
    let [b0, b1, b2] = [0, 0, 0];
    return Float32Array.from({ length: Math.round(seconds * rate) }, () => {
      // Paul Kellet's economy pink filter: three one-pole sections.
      const white = random() - 0.5;
      b0 = 0.99765 * b0 + white * 0.099046;
      b1 = 0.963 * b1 + white * 0.2965164;
      b2 = 0.57 * b2 + white * 1.0526913;
      return 0.2 * (b0 + b1 + b2 + white * 0.1848);
    });
  });
}

export const gain = (pcm: Float32Array[], factor: number) =>
  pcm.map((channel) => channel.map((sample) => sample * factor));

export const monoDownmix = (pcm: Float32Array[]) => [
  pcm[0]!.map((_, n) => pcm.reduce((sum, channel) => sum + channel[n]!, 0) / pcm.length),
];

export const cut = (pcm: Float32Array[], samples: number) => pcm.map((channel) => channel.slice(samples));

/** Plays the audio `factor` times faster (pitch too), by linear interpolation. */
export function speed(pcm: Float32Array[], factor: number): Float32Array[] {
  return pcm.map((channel) =>
    Float32Array.from({ length: Math.floor((channel.length - 1) / factor) }, (_, n) => {
      const at = n * factor;
      const below = Math.floor(at);
      return channel[below]! + (at - below) * (channel[below + 1]! - channel[below]!);
    }),
  );
}

/** Adds white noise `db` below the signal's RMS. */
export function addNoise(pcm: Float32Array[], db: number, seed = 0x85ebca6b): Float32Array[] {
  const random = xorshift32(seed);
  return pcm.map((channel) => {
    const rms = Math.sqrt(channel.reduce((sum, sample) => sum + sample * sample, 0) / channel.length);
    const amplitude = rms * 10 ** (-db / 20) * Math.sqrt(12);
    return channel.map((sample) => sample + amplitude * (random() - 0.5));
  });
}
