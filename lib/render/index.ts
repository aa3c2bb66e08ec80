// The ffmpeg layer: locating the binary, running it with progress and cancellation, and the argument lists
// of a render. Node-only (child processes, files).
export { ffmpegPath } from "./ffmpeg-binary";
export { FfmpegError, type FfmpegErrorCode } from "./ffmpeg-error";
export { runFfmpeg, type FfmpegRun, type RunFfmpegOptions } from "./run-ffmpeg";
export { readPcm, writePcm } from "./pcm-file";
export { CONTAINER_TYPES, PCM_SAMPLE_RATE, decodePcmArgs, muxArgs, type ContainerType, type MuxRequest, type PcmAudio, type StreamRef } from "./ffmpeg-args";
