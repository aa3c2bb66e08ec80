// `broadmark watermark embed`: decodes one audio stream of IN, marks it with one code from a broadcast
// time on (one payload per block, as composition jobs mark: lib/jobs/composition/steps/mark.ts) and writes
// OUT with IN's video copied and the marked audio encoded for OUT's extension. The decoded PCM is marked
// in place in chunks (lib/jobs/composition/steps/embed-file.ts), in constant memory with a streaming engine.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { configuredEngine } from "../jobs/composition/engines";
import { embedPcmFile } from "../jobs/composition/steps/embed-file";
import { decodePcmArgs, PCM_SAMPLE_RATE } from "../render/ffmpeg-args";
import { runFfmpeg } from "../render/run-ffmpeg";
import { parseInstant } from "../time/broadcast-time";
import { formatCsid } from "../jobs/detection/timeline";
import { parseOptions, UsageError, wholeOption } from "./watermark-options";

const OPTIONS = {
  sid: { type: "string" },
  csid: { type: "string" },
  start: { type: "string" },
  stream: { type: "string" },
  channels: { type: "string" },
} as const;

/** The audio encoder for an output's extension; the video is copied whatever the container. */
const AUDIO_CODECS: Record<string, readonly string[]> = {
  ".wav": ["-c:a", "pcm_s24le"],
  ".mxf": ["-c:a", "pcm_s24le"],
  ".mov": ["-c:a", "pcm_s24le"],
  ".mp4": ["-c:a", "aac", "-b:a", "256k"],
  ".m4a": ["-c:a", "aac", "-b:a", "256k"],
  ".ts": ["-c:a", "aac", "-b:a", "256k"],
  ".mp3": ["-c:a", "libmp3lame", "-b:a", "320k"],
  ".flac": ["-c:a", "flac"],
  ".mkv": ["-c:a", "flac"],
};

export async function embedCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (positionals.length !== 2) throw new UsageError("embed takes IN and OUT");
  const [input, output] = positionals as [string, string];
  const audioCodec = AUDIO_CODECS[path.extname(output).toLowerCase()];
  if (!audioCodec) throw new UsageError(`OUT's extension must be one of ${Object.keys(AUDIO_CODECS).join(" ")}`);
  const sid = wholeOption("sid", values.sid, -1, 0, 0xffff);
  if (!values.csid || !/^0x[0-9A-Fa-f]{5}$/.test(values.csid))
    throw new UsageError("--csid must be 0x followed by 5 hex digits (a 20-bit value)");
  const start = values.start === undefined ? undefined : parseInstant(values.start);
  if (sid < 0 || !start)
    throw new UsageError(
      "--sid and --start (an ISO 8601 instant with its offset, e.g. 2026-11-27T20:00:00Z) are needed",
    );
  const csid = Number.parseInt(values.csid.slice(2), 16);
  const channels = wholeOption("channels", values.channels, 2, 1, 8);
  const stream = wholeOption("stream", values.stream, 0, 0, 63);

  const engine = configuredEngine();
  const workDir = await mkdtemp(path.join(tmpdir(), "broadmark-embed-"));
  try {
    const pcmPath = path.join(workDir, "audio.f32");
    await runFfmpeg(decodePcmArgs({ path: input, index: stream }, channels, pcmPath));
    const seconds = start.epochMilliseconds / 1000;
    const blocks = await embedPcmFile(engine, pcmPath, channels, (index) => ({
      sid,
      csid,
      time: Math.floor(seconds + index * engine.blockSeconds),
    }));
    await runFfmpeg(remuxArgs(input, pcmPath, channels, audioCodec, output));
    process.stderr.write(
      `broadmark watermark: ${blocks.length} blocks of sid ${sid}, csid ${formatCsid(csid)} embedded in ${output} (${engine.name} ${engine.version})\n`,
    );
    return 0;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

function remuxArgs(
  input: string,
  pcmPath: string,
  channels: number,
  audioCodec: readonly string[],
  output: string,
): string[] {
  const pcm = ["-f", "f32le", "-ar", String(PCM_SAMPLE_RATE), "-ac", String(channels), "-i", pcmPath];
  return [
    "-y",
    "-i",
    input,
    ...pcm,
    "-map",
    "0:v?",
    "-map",
    "1:a:0",
    "-c:v",
    "copy",
    ...audioCodec,
    "-ar",
    String(PCM_SAMPLE_RATE),
    output,
  ];
}
