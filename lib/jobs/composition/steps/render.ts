// Step 1, render: ffmpeg decodes an audio stream to PCM for marking, and muxes an output container from
// the input streams and the marked PCM.
import type { MediaOutput } from "../schema";
import { decodePcmArgs, muxArgs, type PcmAudio, type StreamRef } from "../../../render/ffmpeg-args";
import { runFfmpeg } from "../../../render/run-ffmpeg";

/** Decodes one audio stream to `pcmPath`; returns ffmpeg's log. */
export async function decodeToPcm(
  stream: StreamRef,
  channels: number,
  pcmPath: string,
  signal: AbortSignal,
): Promise<string> {
  return (await runFfmpeg(decodePcmArgs(stream, channels, pcmPath), { signal })).log;
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
