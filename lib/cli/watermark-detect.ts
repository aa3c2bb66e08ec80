// `broadmark watermark detect`: NDJSON, one line per block, printed as the detector returns it.
import { detectionEngines, versionsLabel } from "../jobs/composition/engines";
import { detectStream } from "../jobs/detection/detect-stream";
import { timelineBlock } from "../jobs/detection/timeline";
import { parseOptions, UsageError, wholeOption } from "./watermark-options";

const OPTIONS = { stream: { type: "string" }, channels: { type: "string" } } as const;

export async function detectCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseOptions(args, OPTIONS);
  if (positionals.length !== 1) throw new UsageError("detect takes one FILE or URL");
  const stream = wholeOption("stream", values.stream, 0, 0, 63);
  // Two channels by default: ffmpeg downmixes more and duplicates mono; the mark is in every channel.
  const channels = wholeOption("channels", values.channels, 2, 1, 8);
  const engines = detectionEngines();
  const { blocks, seconds } = await detectStream(
    engines,
    { input: positionals[0]!, index: stream },
    {
      channels,
      onBlock: (block) => process.stdout.write(`${JSON.stringify(timelineBlock(block))}\n`),
    },
  );
  process.stderr.write(
    `broadmark watermark: ${blocks.length} blocks in ${seconds.toFixed(1)} s of audio (${versionsLabel(engines)})\n`,
  );
  return 0;
}
