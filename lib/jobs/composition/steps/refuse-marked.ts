// Step 0, refuse a marked source (issue 26; docs/api.md §10.7): before anything is rendered, the detector
// runs over each source audio stream that is to be marked; one that already carries a Broadmark code fails
// the job with source_already_marked, unless its mark says Overwrite. MediaConvert declares this
// (SourceWatermarkStatus); here it is measured. The reservation is then not used, so it is kept.
import type { StreamRef } from "../../../render/ffmpeg-args";
import type { WatermarkEngine } from "../../../watermark-engine";
import { detectStream } from "../../detection/detect-stream";
import { formatCsid, timelineBlock } from "../../detection/timeline";
import { isMediaOutput, type Composition } from "../schema";
import { resolveStream, type Source } from "./sources";

export class SourceMarkedError extends Error {
  readonly code = "source_already_marked";
}

/** The most channels searched; ffmpeg downmixes wider layouts. */
const MAX_CHANNELS = 8;

export async function refuseMarkedSources(engine: WatermarkEngine, composition: Composition, sources: Map<string, Source>, signal: AbortSignal): Promise<void> {
  const searched = new Set<string>();
  for (const output of composition.output.container.filter(isMediaOutput)) {
    for (const stream of output.audio) {
      const mark = stream.properties?.MeasurementLinearWatermark;
      if (!mark || mark.Overwrite || searched.has(stream.source)) continue;
      searched.add(stream.source);
      const { ref, input, index } = resolveStream(sources, stream.source, "audio");
      await refuseIfMarked(engine, stream.source, ref, Math.min(MAX_CHANNELS, input.probe.audio[index]?.channels ?? 2), signal);
    }
  }
}

async function refuseIfMarked(engine: WatermarkEngine, name: string, ref: StreamRef, channels: number, signal: AbortSignal): Promise<void> {
  const { blocks } = await detectStream(engine, { input: ref.path, index: ref.index }, { channels, signal });
  const first = blocks[0];
  if (!first) return;
  const found = timelineBlock(first);
  throw new SourceMarkedError(
    `the source ${name} already carries a Broadmark code (sid ${found.sid}, csid ${formatCsid(first.payload.csid)}, broadcast time ${found.time}, ` +
      `${blocks.length} block(s) from ${found.start} s): it is not marked again unless its MeasurementLinearWatermark sets Overwrite`,
  );
}
