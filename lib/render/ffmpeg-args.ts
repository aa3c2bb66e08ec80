// Argument lists for the two ffmpeg runs of a watermarked render: decode an audio stream to raw PCM for the
// engine, then mux the marked PCM with the video into the output container.
export const PCM_SAMPLE_RATE = 48000; // the broadcast rate (EBU R 68 / SMPTE ST 377 practice): marks are embedded at 48 kHz

export const CONTAINER_TYPES = ["op1a", "mp4", "mov", "m2ts", "wav"] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** The n-th video or audio stream (ffmpeg's `0:v:n` / `0:a:n`) of a media file. */
export interface StreamRef {
  path: string;
  index: number;
}

/** A raw PCM file as `decodePcmArgs` writes it and `writePcm` rewrites it. */
export interface PcmAudio {
  pcmPath: string;
  channels: number;
}

export interface MuxRequest {
  type: ContainerType;
  output: string;
  video?: StreamRef & { fieldOrder?: "tff" | "bff" };
  audio: readonly (PcmAudio | StreamRef)[];
}

/** Decode one audio stream to interleaved f32le at 48 kHz with exactly `channels` channels. */
export function decodePcmArgs(input: StreamRef, channels: number, pcmPath: string): string[] {
  return [
    "-y",
    "-i",
    input.path,
    "-map",
    `0:a:${input.index}`,
    "-ac",
    String(channels),
    "-ar",
    String(PCM_SAMPLE_RATE),
    "-c:a",
    "pcm_f32le",
    "-f",
    "f32le",
    pcmPath,
  ];
}

// Per container: the video encoder, the audio encoder and the muxer. op1a follows the XDCAM HD422 recipe
// (MPEG-2 4:2:2P@HL, 50 Mb/s CBR, long GOP 12, SMPTE RDD 9) with 24-bit PCM (SMPTE ST 382 AES3/BWF mapping);
// mov is the ProRes 422 + 24-bit PCM mezzanine; m2ts is Blu-ray BDAV (H.264 + LPCM, 192-byte packets);
// mp4 is the distribution pair H.264 + AAC-LC 256 kb/s (lossy: the mark then has to survive AAC).
const VIDEO_CODEC: Record<Exclude<ContainerType, "wav">, readonly string[]> = {
  op1a: [
    "-c:v",
    "mpeg2video",
    "-pix_fmt",
    "yuv422p",
    "-profile:v",
    "0",
    "-level:v",
    "2",
    "-b:v",
    "50M",
    "-minrate",
    "50M",
    "-maxrate",
    "50M",
    "-bufsize",
    "17825792",
    "-g",
    "12",
    "-bf",
    "2",
  ],
  mov: ["-c:v", "prores_ks", "-profile:v", "2", "-pix_fmt", "yuv422p10le"],
  m2ts: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", "-preset", "fast"],
  mp4: ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", "-preset", "fast"],
};
const AUDIO_CODEC: Record<ContainerType, readonly string[]> = {
  op1a: ["-c:a", "pcm_s24le"],
  mov: ["-c:a", "pcm_s24le"],
  m2ts: ["-c:a", "pcm_bluray"],
  mp4: ["-c:a", "aac", "-b:a", "256k"],
  wav: ["-c:a", "pcm_s24le"],
};
const MUXER: Record<ContainerType, readonly string[]> = {
  op1a: ["-f", "mxf"],
  mov: ["-f", "mov"],
  m2ts: ["-f", "mpegts", "-mpegts_m2ts_mode", "1"],
  mp4: ["-f", "mp4", "-movflags", "+faststart"],
  wav: ["-f", "wav", "-rf64", "auto"], // RF64 (EBU Tech 3306) past 4 GiB
};

export function muxArgs(request: MuxRequest): string[] {
  const inputs: string[][] = [];
  const maps: string[] = [];
  const { video } = request;
  if (video && request.type !== "wav") {
    inputs.push(["-i", video.path]);
    maps.push("-map", `${inputs.length - 1}:v:${video.index}`);
  }
  for (const audio of request.audio) {
    if ("pcmPath" in audio) {
      inputs.push(["-f", "f32le", "-ar", String(PCM_SAMPLE_RATE), "-ac", String(audio.channels), "-i", audio.pcmPath]);
      maps.push("-map", `${inputs.length - 1}:a:0`);
    } else {
      inputs.push(["-i", audio.path]);
      maps.push("-map", `${inputs.length - 1}:a:${audio.index}`);
    }
  }
  const videoArgs =
    request.type === "wav" || !video ? [] : [...VIDEO_CODEC[request.type], ...interlaceArgs(video.fieldOrder)];
  return [
    "-y",
    ...inputs.flat(),
    ...maps,
    ...videoArgs,
    ...AUDIO_CODEC[request.type],
    "-ar",
    String(PCM_SAMPLE_RATE),
    ...MUXER[request.type],
    request.output,
  ];
}

/** Interlaced coding with the source's field order; progressive when the source is. */
function interlaceArgs(fieldOrder: "tff" | "bff" | undefined): string[] {
  if (!fieldOrder) return [];
  return [
    "-flags",
    "+ilme+ildct",
    "-top",
    fieldOrder === "tff" ? "1" : "0",
    "-field_order",
    fieldOrder === "tff" ? "tt" : "bb",
  ];
}
