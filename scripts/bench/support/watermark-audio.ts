// The audio of the watermark robustness bench: its materials (60 s, 48 kHz stereo), from the corpus,
// espeak-ng and ffmpeg's noise source (the attacks are lib/watermark-engine/testing/attacks.ts).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { readPcm, runFfmpeg } from "../../../lib/render";

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
