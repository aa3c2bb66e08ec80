// The ffmpeg layer: locating the binary, running it with progress and cancellation, and the argument lists
// of a render. Node-only (child processes, files).
export { FfmpegError } from "./ffmpeg-error";
export { runFfmpeg } from "./run-ffmpeg";
export { readPcm, readPcmChunks, writePcm } from "./pcm-file";
export { CONTAINER_TYPES, decodePcmArgs, muxArgs } from "./ffmpeg-args";
