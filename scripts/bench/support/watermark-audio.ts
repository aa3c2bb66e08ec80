// The audio of the watermark robustness bench: materials (60 s, 48 kHz stereo), ffmpeg attacks that turn
// a marked PCM file into what a listener or a detector would get back, and the transparency measures.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { readPcm, runFfmpeg, writePcm } from "../../../lib/render";

const MEDIA = path.resolve(import.meta.dirname, "../../../fixtures/media/files");
export const MATERIAL_SECONDS = 60;

export interface Material {
  name: string;
  /** ffmpeg input arguments, or undefined with the reason the material is absent. */
  input: string[] | undefined;
  note?: string;
}

const SPEECH_TEXT = [
  "Good evening. Here is the news at nine o'clock.",
  "The council met this afternoon to discuss the new budget for the coming year.",
  "Members agreed on most points, but the debate on transport went on late into the evening.",
  "In sport, the home side won by two goals to one after a close match.",
  "And now the weather. Rain in the north, spreading south overnight, with sunny spells tomorrow.",
].join(" ... ");

function hasEspeak(): boolean {
  try {
    execFileSync("espeak-ng", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export async function materials(workDir: string): Promise<Material[]> {
  const looped = (file: string, map: string) => ["-stream_loop", "-1", "-i", path.join(MEDIA, file), "-map", map];
  const synthetic = path.join(workDir, "espeak.wav");
  const espeak = hasEspeak();
  if (espeak && !existsSync(synthetic))
    execFileSync("espeak-ng", ["-s", "150", "-g", "12", "-w", synthetic, SPEECH_TEXT]);
  return [
    {
      name: "broadcast speech, US cable capture (ccx, AC-3 5.1 downmix, looped)",
      input: looped("ccx__Three colors explicit and special character example.ts", "0:a:0"),
    },
    { name: "broadcast capture, DVB MP2 (tsduck-025, looped)", input: looped("tsduck__test-025.ts", "0:a:0") },
    espeak
      ? { name: "synthetic speech with pauses (espeak-ng)", input: ["-stream_loop", "-1", "-i", synthetic] }
      : {
          name: "synthetic speech with pauses (espeak-ng)",
          input: undefined,
          note: "espeak-ng is not installed: `apt-get install espeak-ng`",
        },
    {
      name: "music and effects (Big Buck Bunny soundtrack, HE-AAC)",
      input: looped("capinsp__BigBuckBunny_256x144-24fps.ts", "0:a:0"),
    },
    { name: "pink noise", input: ["-f", "lavfi", "-i", "anoisesrc=color=pink:amplitude=0.1:seed=11"] },
  ];
}

export async function decodeMaterial(material: Material, file: string): Promise<Float32Array[]> {
  await runFfmpeg([
    "-y",
    ...material.input!,
    "-t",
    String(MATERIAL_SECONDS),
    "-ac",
    "2",
    "-ar",
    "48000",
    "-c:a",
    "pcm_f32le",
    "-f",
    "f32le",
    file,
  ]);
  return readPcm(file, 2);
}

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
