// Renders a composition job's outputs as a pipeline of named steps (steps/): first the sources to be marked
// are decoded and searched for an existing mark (refuse-marked: a marked source fails the job), then for
// each media output, render (the audio streams to mark from that decoded PCM, mux the container), mark (the
// engine embeds the payloads), verify (when Verify is true, decode the rendered file and check block by
// block), store and probe (the file and its probe object). The data container then receives the watermark ZIP.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Job, JobInput, JobOutput, JobWatermark } from "../../db/generated/client";
import { type PcmAudio, type StreamRef } from "../../render/ffmpeg-args";
import { reservationWithWatermark } from "../../reservations/service";
import type { WatermarkEngine } from "../../watermark-engine";
import { configuredEngine, detectionEngines } from "./engines";
import { isDataOutput, isMediaOutput, type Composition, type MediaOutput } from "./schema";
import { markPcmFile } from "./steps/mark";
import { refuseMarkedSources, type DecodedSource } from "./steps/refuse-marked";
import { decodeToPcm, muxOutput, takeDecodedPcm } from "./steps/render";
import { localSources, longestSourceSeconds, resolveStream, type Source } from "./steps/sources";
import { storeOutput } from "./steps/store";
import { requireVerified, verifyStream } from "./steps/verify";
import { watermarkZip, type MarkedStream } from "./watermark-data";

const EXTENSIONS: Record<MediaOutput["type"], string> = {
  op1a: "mxf",
  mp4: "mp4",
  mov: "mov",
  m2ts: "m2ts",
  wav: "wav",
};

export interface RenderJob {
  job: Job & { inputs: JobInput[]; outputs: JobOutput[]; watermarks: JobWatermark[] };
  workDir: string;
  signal: AbortSignal;
  onProgress(fraction: number): Promise<void>;
}

export async function renderComposition({ job, workDir, signal, onProgress }: RenderJob): Promise<void> {
  const composition = job.composition as Composition;
  await mkdir(workDir, { recursive: true });
  const engine = configuredEngine();
  const sources = await localSources(job.inputs, composition, workDir);
  const decoded = await refuseMarkedSources(detectionEngines(), composition, sources, workDir, signal);
  const media = composition.output.container.filter(isMediaOutput);
  const marks: MarkedStream[] = [];
  const logs: Record<string, string> = {};
  for (const [n, output] of media.entries()) {
    const file = path.join(workDir, `${output.name}.${EXTENSIONS[output.type]}`);
    const rendered = await renderOutput({
      job,
      output,
      file,
      sources,
      decoded,
      engine,
      signal,
      logs,
      onProgress: (f) => onProgress((n + f) / media.length),
    });
    marks.push(...rendered);
    await storeOutput(job.id, output.name, file, EXTENSIONS[output.type]);
  }
  for (const data of composition.output.container.filter(isDataOutput)) {
    const zip = path.join(workDir, `${data.name}.zip`);
    const mine = marks.filter((mark) => markOutputName(composition, mark) === data.name);
    await writeFile(zip, watermarkZip(engine, mine, logs));
    await storeOutput(job.id, data.name, zip, "zip");
  }
}

interface OutputRender {
  job: RenderJob["job"];
  output: MediaOutput;
  file: string;
  sources: Map<string, Source>;
  /** The sources to mark that refuse-marked decoded, by source name. */
  decoded: Map<string, DecodedSource>;
  engine: WatermarkEngine;
  signal: AbortSignal;
  logs: Record<string, string>;
  onProgress(fraction: number): Promise<void>;
}

async function renderOutput({
  job,
  output,
  file,
  sources,
  decoded,
  engine,
  signal,
  logs,
  onProgress,
}: OutputRender): Promise<MarkedStream[]> {
  const marks: (MarkedStream & { position: number; channels: number })[] = [];
  const audio: (PcmAudio | StreamRef)[] = [];
  for (const [position, stream] of output.audio.entries()) {
    const { ref, input, index } = resolveStream(sources, stream.source, "audio");
    const mark = stream.properties?.MeasurementLinearWatermark;
    if (!mark) {
      audio.push(ref);
      continue;
    }
    const channels = input.probe.audio[index]?.channels ?? 2;
    const pcmPath = `${file}.${stream.name}.f32`;
    const searched = decoded.get(stream.source);
    logs[`ffmpeg-decode-${output.name}-${stream.name}`] = searched
      ? await takeDecodedPcm(searched, pcmPath)
      : await decodeToPcm(ref, channels, pcmPath, signal);
    const reservationId = job.watermarks.find(
      (w) => w.outputName === output.name && w.streamName === stream.name,
    )!.reservationId;
    const marked = await markPcmFile(engine, pcmPath, channels, mark, await reservationWithWatermark(reservationId));
    logs[`engine-${output.name}-${stream.name}`] =
      `${engine.name} ${engine.version}: ${marked.blocks.length} blocks of ${engine.blockSeconds.toFixed(3)} s embedded\n`;
    marks.push({ ...marked, output: output.name, stream: stream.name, position, channels });
    audio.push({ pcmPath, channels });
  }
  const video = output.video[0] ? resolveStream(sources, output.video[0].source, "video") : undefined;
  logs[`ffmpeg-${output.name}`] = await muxOutput({
    output,
    file,
    video: video ? { ...video.ref, fieldOrder: video.input.probe.video[video.index]?.field_order } : undefined,
    audio,
    durationSeconds: longestSourceSeconds(sources.values()),
    signal,
    onProgress,
  });
  for (const mark of marks) {
    if (!output.audio[mark.position]!.properties!.MeasurementLinearWatermark!.Verify) continue;
    mark.verification = await verifyStream(
      engine,
      { path: file, index: mark.position },
      mark.blocks,
      mark.channels,
      signal,
    );
    requireVerified(`${output.name}.${mark.stream}`, mark.verification);
  }
  return marks;
}

function markOutputName(composition: Composition, mark: MarkedStream): string | undefined {
  const output = composition.output.container.find((c) => c.name === mark.output);
  if (!output || !isMediaOutput(output)) return undefined;
  return output.audio.find((a) => a.name === mark.stream)?.properties?.MeasurementLinearWatermark?.Output;
}
