// Step 0, refuse a marked source (docs/api.md §10.7): before anything is rendered, each source audio stream
// that is to be marked is decoded once, to the PCM file the mark step then marks, while the detectors of
// every registered engine version search it (a source marked by an earlier version is refused too); one
// that already carries a Broadmark code fails the job with source_already_marked, unless its mark says
// Overwrite. Searching and marking used to decode the source once each. MediaConvert declares this
// (SourceWatermarkStatus); here it is measured. The reservation is then not used, so it is kept.
import path from "node:path";
import { createPcm } from "../../../render/pcm-file";
import { FfmpegError } from "../../../render/ffmpeg-error";
import type { StreamRef } from "../../../render/ffmpeg-args";
import type { VersionedBlock, WatermarkEngine } from "../../../watermark-engine";
import { detectStream } from "../../detection/detect-stream";
import { timelineBlock } from "../../detection/timeline";
import { isMediaOutput, type Composition } from "../schema";
import { resolveStream, type Source } from "./sources";

export class SourceMarkedError extends Error {
  readonly code = "source_already_marked";
}

/** A source stream decoded while it was searched: the PCM the output streams that mark it start from. */
export interface DecodedSource {
  pcmPath: string;
  channels: number;
  /** ffmpeg's log of the decoding. */
  log: string;
  /** Output streams that mark this source and have not taken its PCM yet. */
  uses: number;
}

/** Searches the sources to be marked; returns their decoded PCM, by source name (`input.stream`). */
export async function refuseMarkedSources(
  engines: readonly WatermarkEngine[],
  composition: Composition,
  sources: Map<string, Source>,
  workDir: string,
  signal: AbortSignal,
): Promise<Map<string, DecodedSource>> {
  const marked = composition.output.container
    .filter(isMediaOutput)
    .flatMap((output) => output.audio.filter((stream) => stream.properties?.MeasurementLinearWatermark));
  const decoded = new Map<string, DecodedSource>();
  for (const stream of marked) {
    if (decoded.has(stream.source) || stream.properties!.MeasurementLinearWatermark!.Overwrite) continue;
    const { ref, input, index } = resolveStream(sources, stream.source, "audio");
    const channels = input.probe.audio[index]?.channels ?? 2;
    const pcmPath = path.join(workDir, `source-${stream.source}.f32`);
    const log = await refuseIfMarked(engines, stream.source, ref, { channels, pcmPath }, signal);
    // Every stream that marks this source starts from this PCM, those whose mark says Overwrite too.
    const uses = marked.filter((other) => other.source === stream.source).length;
    decoded.set(stream.source, { pcmPath, channels, log, uses });
  }
  return decoded;
}

/** Decodes the stream to `pcmPath` while searching it; returns ffmpeg's log, or throws at the first block found. */
async function refuseIfMarked(
  engines: readonly WatermarkEngine[],
  name: string,
  ref: StreamRef,
  into: { channels: number; pcmPath: string },
  signal: AbortSignal,
): Promise<string> {
  const { first, log } = await firstBlock(engines, ref, into, signal);
  if (!first) return log;
  const found = timelineBlock(first);
  throw new SourceMarkedError(
    `the source ${name} already carries a Broadmark code (sid ${found.sid}, csid ${found.csid}, broadcast time ${found.time}, ` +
      `a block at ${found.start} s, ${engines[0]!.name} ${found.version}): it is not marked again unless its MeasurementLinearWatermark sets Overwrite`,
  );
}

/** The first block found; the decoding stops there (one block is the answer), or when the job is canceled. */
async function firstBlock(
  engines: readonly WatermarkEngine[],
  ref: StreamRef,
  { channels, pcmPath }: { channels: number; pcmPath: string },
  signal: AbortSignal,
): Promise<{ first?: VersionedBlock; log: string }> {
  const stop = new AbortController();
  const cancel = () => stop.abort();
  signal.addEventListener("abort", cancel, { once: true });
  const file = await createPcm(pcmPath);
  let first: VersionedBlock | undefined;
  try {
    const { log } = await detectStream(
      engines,
      { input: ref.path, index: ref.index },
      {
        channels,
        signal: stop.signal,
        onBlock: (block) => ((first ??= block), stop.abort()),
        onChunk: (planes) => file.write(planes),
      },
    );
    return { first, log };
  } catch (error) {
    if (first && !signal.aborted && error instanceof FfmpegError && error.code === "aborted") return { first, log: "" };
    throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
    await file.close();
  }
}
