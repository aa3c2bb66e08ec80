// Step 1, render: the PCM of an audio stream to mark (decoded while refuse-marked searched it, or by ffmpeg
// here when nothing searched it: every mark of that source says Overwrite), and the output container muxed
// from the input streams and the marked PCM.
import { copyFile, rename } from "node:fs/promises";
import type { MediaOutput } from "../schema";
import { decodePcmArgs, muxArgs, type PcmAudio, type StreamRef } from "../../../render/ffmpeg-args";
import { runFfmpeg } from "../../../render/run-ffmpeg";
import type { DecodedSource } from "./refuse-marked";

/** Decodes one audio stream to `pcmPath`; returns ffmpeg's log. */
export async function decodeToPcm(
  stream: StreamRef,
  channels: number,
  pcmPath: string,
  signal: AbortSignal,
): Promise<string> {
  return (await runFfmpeg(decodePcmArgs(stream, channels, pcmPath), { signal })).log;
}

/**
 * The source's PCM as this stream's file to mark (each marked stream carries its own reservation's code, so
 * each needs its own copy): the last stream to take it moves it, the others copy it; returns the decoding's log.
 */
export async function takeDecodedPcm(source: DecodedSource, pcmPath: string): Promise<string> {
  source.uses--;
  await (source.uses === 0 ? rename(source.pcmPath, pcmPath) : copyFile(source.pcmPath, pcmPath));
  return source.log;
}

export interface Mux {
  output: MediaOutput;
  file: string;
  video?: StreamRef & { fieldOrder?: string };
  audio: (PcmAudio | StreamRef)[];
  durationSeconds: number;
  signal: AbortSignal;
  onProgress(fraction: number): Promise<void>;
}

/** Muxes the output file; returns ffmpeg's log. Only interlaced field orders are passed on. */
export async function muxOutput({
  output,
  file,
  video,
  audio,
  durationSeconds,
  signal,
  onProgress,
}: Mux): Promise<string> {
  const fieldOrder = video?.fieldOrder === "tff" || video?.fieldOrder === "bff" ? video.fieldOrder : undefined;
  const muxed = await runFfmpeg(
    muxArgs({ type: output.type, output: file, video: video ? { ...video, fieldOrder } : undefined, audio }),
    {
      signal,
      durationSeconds,
      onProgress: (fraction) => void onProgress(fraction),
    },
  );
  return muxed.log;
}
