export type FfmpegErrorCode = "not_found" | "failed" | "aborted";

/** A failed ffmpeg run, with the last lines ffmpeg wrote to stderr (where it explains itself). */
export class FfmpegError extends Error {
  override readonly name = "FfmpegError";
  constructor(
    readonly code: FfmpegErrorCode,
    message: string,
    readonly stderrTail: readonly string[],
    readonly exitCode: number | null = null,
  ) {
    super(stderrTail.length > 0 ? `${message}\n${stderrTail.join("\n")}` : message);
  }
}
