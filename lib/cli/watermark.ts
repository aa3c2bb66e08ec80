// `broadmark watermark detect|embed`: the watermark engine from the shell, for operators checking aired
// content or marking a file by hand (README, "Watermarks from the shell"). Exit codes: 0 done, 2 the input could not be read or
// decoded, 64 bad usage.
import { FfmpegError } from "../render/ffmpeg-error";
import { detectCommand } from "./watermark-detect";
import { embedCommand } from "./watermark-embed";
import { UsageError } from "./watermark-options";

const USAGE = `usage: broadmark watermark detect [--stream N] [--channels N] FILE|URL
       broadmark watermark embed --sid SID --csid 0xNNNNN --start INSTANT [--stream N] IN OUT
  detect  prints one JSON line per watermark block found: {"start": seconds into the input, "sid", "csid",
          "time": broadcast time (ISO 8601 UTC), "confidence": 0..1, "version": the engine version whose mark it is};
          decodes the audio once, in chunks (any length fits), for every registered engine version's detector.
  embed   marks audio stream N (default 0) of IN from broadcast time INSTANT (ISO 8601 with offset) with the code
          sid/csid and writes OUT: IN's video copied as is, the marked audio re-encoded at 48 kHz for OUT's
          extension (.wav .mxf .mov: 24-bit PCM; .mp4 .m4a .ts: AAC 256 kb/s; .mp3: MP3 320 kb/s; .flac .mkv: FLAC).
          Other audio, subtitle and data streams are not carried.
exit status: 0 done, 2 the input could not be read or decoded, 64 bad usage`;

const SUBCOMMANDS: Record<string, (args: string[]) => Promise<number>> = { detect: detectCommand, embed: embedCommand };

export async function run(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === "--help" || name === "-h" || rest.includes("--help") || rest.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const subcommand = name ? SUBCOMMANDS[name] : undefined;
  try {
    if (!subcommand) throw new UsageError(name ? `unknown subcommand ${name}` : "a subcommand is needed");
    return await subcommand(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`broadmark watermark: ${error.message}\n${USAGE}\n`);
      return 64;
    }
    if (error instanceof FfmpegError) {
      process.stderr.write(`broadmark watermark: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
