// Marked test media: pink noise (ffmpeg's anoisesrc, which broadmark-ss detects reliably) whose first
// `markedSeconds` carry one code from a broadcast time on, embedded with the configured engine (or the one
// named, e.g. an older version), encoded
// by ffmpeg into the file `output` names (its extension picks the container).
import { execFileSync } from "node:child_process";
import type { WatermarkEngine } from "../../watermark-engine";
import { configuredEngine } from "../composition/engines";
import { PCM_SAMPLE_RATE } from "../../render/ffmpeg-args";
import { readPcm, writePcm } from "../../render/pcm-file";

export interface MarkedMedia {
  output: string;
  seconds: number;
  markedSeconds: number;
  code?: { sid: number; csid: number; start: Date };
  engine?: WatermarkEngine;
}

const FFMPEG = ["-hide_banner", "-loglevel", "error", "-y"];

/** Writes the media; returns how many blocks were embedded. */
export async function writeMarkedMedia({
  output,
  seconds,
  markedSeconds,
  code,
  engine = configuredEngine(),
}: MarkedMedia): Promise<number> {
  const pcmPath = `${output}.f32`;
  execFileSync("ffmpeg", [
    ...FFMPEG,
    "-f",
    "lavfi",
    "-i",
    `anoisesrc=color=pink:amplitude=0.3:seed=7:duration=${seconds}:sample_rate=${PCM_SAMPLE_RATE}`,
    "-ac",
    "2",
    "-f",
    "f32le",
    pcmPath,
  ]);
  const pcm = await readPcm(pcmPath, 2);
  let blocks = 0;
  if (code) {
    const span = pcm.map((channel) => channel.subarray(0, markedSeconds * PCM_SAMPLE_RATE));
    const start = code.start.getTime() / 1000;
    blocks = engine.embed(span, PCM_SAMPLE_RATE, (index) => ({
      sid: code.sid,
      csid: code.csid,
      time: Math.floor(start + index * engine.blockSeconds),
    })).blocks.length;
    await writePcm(pcmPath, pcm);
  }
  execFileSync("ffmpeg", [
    ...FFMPEG,
    "-f",
    "f32le",
    "-ar",
    String(PCM_SAMPLE_RATE),
    "-ac",
    "2",
    "-i",
    pcmPath,
    "-c:a",
    "pcm_s24le",
    output,
  ]);
  return blocks;
}
