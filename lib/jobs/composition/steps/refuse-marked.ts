// Step 0, refuse a marked source (docs/api.md §10.7): before anything is rendered, the detector
// runs over each source audio stream that is to be marked; one that already carries a Broadmark code fails
// the job with source_already_marked, unless its mark says Overwrite. MediaConvert declares this
// (SourceWatermarkStatus); here it is measured. The reservation is then not used, so it is kept.
import type { StreamRef } from "../../../render/ffmpeg-args";
import { FfmpegError } from "../../../render/ffmpeg-error";
import type { DetectedBlock, WatermarkEngine } from "../../../watermark-engine";
import { detectStream } from "../../detection/detect-stream";
import { timelineBlock } from "../../detection/timeline";
import { isMediaOutput, type Composition } from "../schema";
import { resolveStream, type Source } from "./sources";

export class SourceMarkedError extends Error {
  readonly code = "source_already_marked";
}

/** The most channels searched; ffmpeg downmixes wider layouts. */
const MAX_CHANNELS = 8;

export async function refuseMarkedSources(
  engine: WatermarkEngine,
  composition: Composition,
  sources: Map<string, Source>,
  signal: AbortSignal,
): Promise<void> {
  const searched = new Set<string>();
  for (const output of composition.output.container.filter(isMediaOutput)) {
    for (const stream of output.audio) {
      const mark = stream.properties?.MeasurementLinearWatermark;
      if (!mark || mark.Overwrite || searched.has(stream.source)) continue;
      searched.add(stream.source);
      const { ref, input, index } = resolveStream(sources, stream.source, "audio");
      await refuseIfMarked(
        engine,
        stream.source,
        ref,
        Math.min(MAX_CHANNELS, input.probe.audio[index]?.channels ?? 2),
        signal,
      );
    }
  }
}

async function refuseIfMarked(
  engine: WatermarkEngine,
  name: string,
  ref: StreamRef,
  channels: number,
  signal: AbortSignal,
): Promise<void> {
  const first = await firstBlock(engine, ref, channels, signal);
  if (!first) return;
  const found = timelineBlock(first);
  throw new SourceMarkedError(
    `the source ${name} already carries a Broadmark code (sid ${found.sid}, csid ${found.csid}, broadcast time ${found.time}, ` +
      `a block at ${found.start} s): it is not marked again unless its MeasurementLinearWatermark sets Overwrite`,
  );
}

/** The first block found; the decoding stops there (one block is the answer), or when the job is canceled. */
async function firstBlock(
  engine: WatermarkEngine,
  ref: StreamRef,
  channels: number,
  signal: AbortSignal,
): Promise<DetectedBlock | undefined> {
  const stop = new AbortController();
  const cancel = () => stop.abort();
  signal.addEventListener("abort", cancel, { once: true });
  let first: DetectedBlock | undefined;
  try {
    await detectStream(
      engine,
      { input: ref.path, index: ref.index },
      { channels, signal: stop.signal, onBlock: (block) => ((first ??= block), stop.abort()) },
    );
  } catch (error) {
    if (!(first && !signal.aborted && error instanceof FfmpegError && error.code === "aborted")) throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
  }
  return first;
}
