// The attacks a mark must survive on its way to a listener or a detector (codecs at broadcast and web
// rates, resampling, gain, downmix, loudness normalisation, a cut, a speed change), as ffmpeg applies them
// to marked 48 kHz stereo PCM: shared by the engines' tests and the robustness bench.
import path from "node:path";
import { readPcm, runFfmpeg, writePcm } from "../../render";

export interface Attack {
  name: string;
  /** ffmpeg arguments from the marked 48 kHz stereo PCM to an encoded file, and its extension. */
  encode: string[];
  extension: string;
  /** What the detector is given back: its rate and channel count. */
  rate: number;
  channels: number;
}

const pcmOut = (filter: string[]): string[] => [...filter, "-c:a", "pcm_f32le"];
export const ATTACKS: Attack[] = [
  { name: "clean", encode: pcmOut([]), extension: "wav", rate: 48000, channels: 2 },
  { name: "AAC 128", encode: ["-c:a", "aac", "-b:a", "128k"], extension: "m4a", rate: 48000, channels: 2 },
  { name: "AAC 64", encode: ["-c:a", "aac", "-b:a", "64k"], extension: "m4a", rate: 48000, channels: 2 },
  { name: "MP3 128", encode: ["-c:a", "libmp3lame", "-b:a", "128k"], extension: "mp3", rate: 48000, channels: 2 },
  { name: "MP3 64", encode: ["-c:a", "libmp3lame", "-b:a", "64k"], extension: "mp3", rate: 48000, channels: 2 },
  { name: "AC-3 192", encode: ["-c:a", "ac3", "-b:a", "192k"], extension: "ac3", rate: 48000, channels: 2 },
  { name: "Opus 64", encode: ["-c:a", "libopus", "-b:a", "64k"], extension: "opus", rate: 48000, channels: 2 },
  { name: "44.1 kHz", encode: pcmOut(["-ar", "44100"]), extension: "wav", rate: 44100, channels: 2 },
  { name: "32 kHz", encode: pcmOut(["-ar", "32000"]), extension: "wav", rate: 32000, channels: 2 },
  { name: "gain −6 dB", encode: pcmOut(["-af", "volume=-6dB"]), extension: "wav", rate: 48000, channels: 2 },
  { name: "mono", encode: pcmOut(["-ac", "1"]), extension: "wav", rate: 48000, channels: 1 },
  {
    name: "loudnorm",
    encode: pcmOut(["-af", "loudnorm=I=-23:TP=-1,aresample=48000", "-ac", "2"]),
    extension: "wav",
    rate: 48000,
    channels: 2,
  },
  {
    name: "cut 1.37 s",
    encode: pcmOut(["-af", "atrim=start=1.37,asetpts=PTS-STARTPTS"]),
    extension: "wav",
    rate: 48000,
    channels: 2,
  },
  {
    name: "speed +2%",
    encode: pcmOut(["-af", "asetrate=48960,aresample=48000"]),
    extension: "wav",
    rate: 48000,
    channels: 2,
  },
];

/** Passes marked PCM through the attack and decodes the result at the attack's rate and channel count. */
export async function attack(pcm: Float32Array[], how: Attack, workDir: string): Promise<Float32Array[]> {
  const source = path.join(workDir, "marked.f32");
  const encoded = path.join(workDir, `attacked.${how.extension}`);
  const back = path.join(workDir, "attacked.f32");
  await writePcm(source, pcm);
  await runFfmpeg(["-y", "-f", "f32le", "-ar", "48000", "-ac", "2", "-i", source, ...how.encode, encoded]);
  await runFfmpeg([
    "-y",
    "-i",
    encoded,
    "-ac",
    String(how.channels),
    "-ar",
    String(how.rate),
    "-c:a",
    "pcm_f32le",
    "-f",
    "f32le",
    back,
  ]);
  return readPcm(back, how.channels);
}
