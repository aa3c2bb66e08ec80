// Runs ffmpeg as a child process: progress from `-progress pipe:1` (key=value blocks on stdout, one every
// ~0.5 s, ending with `progress=end`), the log from stderr, cancellation through an AbortSignal. An output
// written to `pipe:1` (decoded PCM read as it comes) takes stdout; progress then goes to a fourth pipe.
import { spawn } from "node:child_process";
import type { Readable } from "node:stream";
import { createInterface } from "node:readline";
import { ffmpegPath } from "./ffmpeg-binary";
import { FfmpegError } from "./ffmpeg-error";

export interface RunFfmpegOptions {
  /** Duration of the output, to turn ffmpeg's `out_time_us` into a fraction. */
  durationSeconds?: number;
  /** Called with 0..1, never decreasing, and 1 when ffmpeg reports the end. */
  onProgress?: (fraction: number) => void;
  /** Aborting sends SIGTERM (ffmpeg closes its output cleanly), then SIGKILL after `killGraceMs`. */
  signal?: AbortSignal;
  killGraceMs?: number;
  /**
   * Receives what ffmpeg writes to stdout (an output named `pipe:1`), in order; stdout is not read while
   * a returned promise is pending (ffmpeg waits on the full pipe). A throw or rejection stops ffmpeg and
   * is the run's error.
   */
  onStdout?: (data: Buffer) => void | Promise<void>;
}

export interface FfmpegRun {
  /** What ffmpeg wrote to stderr (its log), shortened in the middle when very long. */
  log: string;
}

const STDERR_TAIL_LINES = 20;
const MAX_LOG_HEAD_CHARS = 1 << 20;
const DEFAULT_KILL_GRACE_MS = 2000;

export function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<FfmpegRun> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(new FfmpegError("aborted", "ffmpeg was cancelled before it started", []));
  let binary: string;
  try {
    binary = ffmpegPath();
  } catch (error) {
    return Promise.reject(error as FfmpegError);
  }
  const { onStdout } = options;
  const progressPipe = onStdout ? 3 : 1;
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      ["-hide_banner", "-nostdin", "-nostats", "-progress", `pipe:${progressPipe}`, ...args],
      { stdio: onStdout ? ["ignore", "pipe", "pipe", "pipe"] : ["ignore", "pipe", "pipe"] },
    );
    const [stdout, stderr] = [child.stdout!, child.stderr!];
    const log = new LogCollector();
    const progress = new ProgressTracker(options);
    let killTimer: NodeJS.Timeout | undefined;
    let consumerError: unknown;
    let consumed: Promise<void> = Promise.resolve(); // the stdout chunks handed on so far
    const onAbort = () => {
      child.kill("SIGTERM");
      killTimer = setTimeout(() => child.kill("SIGKILL"), options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    createInterface({ input: child.stdio[progressPipe] as Readable }).on("line", (line) => progress.line(line));
    createInterface({ input: stderr }).on("line", (line) => log.add(line));
    if (onStdout) {
      const stop = (error: unknown) => {
        consumerError ??= error;
        child.kill("SIGKILL");
      };
      // One chunk at a time, in order: stdout is paused until the chunk before was consumed.
      stdout.on("data", (data: Buffer) => {
        stdout.pause();
        consumed = consumed
          .then(() => (consumerError === undefined ? onStdout(data) : undefined))
          .catch(stop)
          .finally(() => stdout.resume());
      });
    }
    child.on("error", (error) => {
      signal?.removeEventListener("abort", onAbort);
      reject(new FfmpegError("not_found", `cannot run ${binary}: ${error.message}`, []));
    });
    child.on(
      "close",
      (exitCode, killedBy) =>
        void consumed.then(() => {
          clearTimeout(killTimer);
          signal?.removeEventListener("abort", onAbort);
          if (consumerError !== undefined) reject(consumerError as Error);
          else if (signal?.aborted) reject(new FfmpegError("aborted", "ffmpeg was cancelled", log.tail(), exitCode));
          else if (exitCode !== 0)
            reject(new FfmpegError("failed", `ffmpeg exited with ${exitCode ?? killedBy}`, log.tail(), exitCode));
          else resolve({ log: log.text() });
        }),
    );
  });
}

class ProgressTracker {
  private reported = 0;
  constructor(private readonly options: RunFfmpegOptions) {}

  line(line: string): void {
    const separator = line.indexOf("=");
    const [key, value] = [line.slice(0, separator), line.slice(separator + 1)];
    if (key === "progress" && value === "end") this.report(1);
    // out_time_us is in microseconds; it reads N/A before the first frame is written.
    else if (key === "out_time_us" && this.options.durationSeconds && /^\d+$/.test(value)) {
      this.report(Math.min(1, Number(value) / 1e6 / this.options.durationSeconds));
    }
  }

  private report(fraction: number): void {
    if (fraction <= this.reported) return;
    this.reported = fraction;
    this.options.onProgress?.(fraction);
  }
}

/** Keeps the first MiB of the log and always the last lines, which say why ffmpeg stopped. */
class LogCollector {
  private head: string[] = [];
  private headChars = 0;
  private omittedLines = 0;
  private lastLines: string[] = [];

  add(line: string): void {
    if (this.headChars < MAX_LOG_HEAD_CHARS) {
      this.head.push(line);
      this.headChars += line.length + 1;
      return;
    }
    this.lastLines.push(line);
    if (this.lastLines.length > STDERR_TAIL_LINES) {
      this.lastLines.shift();
      this.omittedLines++;
    }
  }

  tail(): string[] {
    return [...this.head, ...this.lastLines].slice(-STDERR_TAIL_LINES);
  }

  text(): string {
    const omitted = this.omittedLines > 0 ? [`[... ${this.omittedLines} lines omitted ...]`] : [];
    return [...this.head, ...omitted, ...this.lastLines].join("\n");
  }
}
