// Renders a composition job's outputs: each media output container is muxed by ffmpeg from the input
// streams; audio streams carrying MeasurementLinearWatermark are decoded to PCM, marked by the engine
// (one payload per block: sid, csid, broadcast time) and, with Verify, decoded again from the rendered
// file and checked block by block. Every output is then probed like the inputs, and the data container
// receives the watermark ZIP.
import { mkdir, writeFile } from "node:fs/promises";
import { createReadStream } from "node:fs";
import path from "node:path";
import { db } from "../../db/client";
import type { Job, JobInput, JobOutput, JobWatermark } from "../../db/generated/client";
import { probe } from "../../probe/probe";
import { FileSource } from "../../probe/io/node-file-source";
import type { ContainerProbe } from "../../probe/schema";
import { decodePcmArgs, muxArgs, PCM_SAMPLE_RATE, type PcmAudio, type StreamRef } from "../../render/ffmpeg-args";
import { readPcm, writePcm } from "../../render/pcm-file";
import { runFfmpeg } from "../../render/run-ffmpeg";
import { parseInstant } from "../../time/broadcast-time";
import { blobStore } from "../../storage";
import { nowNs } from "../../time/clock";
import { verifyBlocks, type WatermarkEngine } from "../../watermark-engine";
import { outputFileKey, resultKey } from "../result-keys";
import { configuredEngine } from "./engines";
import { localCopy } from "./local-inputs";
import { isDataOutput, isMediaOutput, type Composition, type MediaOutput, type MeasurementLinearWatermark } from "./schema";
import { watermarkZip, type MarkedStream } from "./watermark-data";

const EXTENSIONS: Record<MediaOutput["type"], string> = { op1a: "mxf", mp4: "mp4", mov: "mov", m2ts: "m2ts", wav: "wav" };

export class WatermarkError extends Error {}

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
  const sources = await localSources(job, composition, workDir);
  const media = composition.output.container.filter(isMediaOutput);
  const marks: MarkedStream[] = [];
  const logs: Record<string, string> = {};
  for (const [n, output] of media.entries()) {
    const file = path.join(workDir, `${output.name}.${EXTENSIONS[output.type]}`);
    const rendered = await renderOutput({ job, output, file, sources, engine, signal, logs, onProgress: (f) => onProgress((n + f) / media.length) });
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

interface Source {
  path: string;
  probe: ContainerProbe;
  container: Composition["input"]["container"][number];
}

async function localSources(job: RenderJob["job"], composition: Composition, workDir: string): Promise<Map<string, Source>> {
  const sources = new Map<string, Source>();
  for (const container of composition.input.container) {
    const input = job.inputs.find((i) => i.name === container.name)!;
    const result = JSON.parse(new TextDecoder().decode((await blobStore().get(input.resultKey!))!)) as ContainerProbe;
    sources.set(container.name, { path: await localCopy(input.url, workDir, container.name), probe: result, container });
  }
  return sources;
}

/** `input1.a1` → the file and the ffmpeg stream index of that entry (its `index`, else its position). */
function resolve(sources: Map<string, Source>, source: string, kind: "video" | "audio") {
  const [containerName, streamName] = source.split(".") as [string, string];
  const input = sources.get(containerName)!;
  const position = input.container[kind].findIndex((stream) => stream.name === streamName);
  const index = input.container[kind][position]!.index ?? position;
  return { ref: { path: input.path, index } satisfies StreamRef, input, index };
}

interface OutputRender {
  job: RenderJob["job"];
  output: MediaOutput;
  file: string;
  sources: Map<string, Source>;
  engine: WatermarkEngine;
  signal: AbortSignal;
  logs: Record<string, string>;
  onProgress(fraction: number): Promise<void>;
}

async function renderOutput({ job, output, file, sources, engine, signal, logs, onProgress }: OutputRender): Promise<MarkedStream[]> {
  const marks: (MarkedStream & { position: number; channels: number })[] = [];
  const audio: (PcmAudio | StreamRef)[] = [];
  for (const [position, stream] of output.audio.entries()) {
    const { ref, input, index } = resolve(sources, stream.source, "audio");
    const mark = stream.properties?.MeasurementLinearWatermark;
    if (!mark) {
      audio.push(ref);
      continue;
    }
    const channels = input.probe.audio[index]?.channels ?? 2;
    const pcmPath = `${file}.${stream.name}.f32`;
    logs[`ffmpeg-decode-${output.name}-${stream.name}`] = (await runFfmpeg(decodePcmArgs(ref, channels, pcmPath), { signal })).log;
    const pcm = await readPcm(pcmPath, channels);
    const reservationId = job.watermarks.find((w) => w.outputName === output.name && w.streamName === stream.name)!.reservationId;
    const marked = await embed(engine, pcm, mark, reservationId);
    await writePcm(pcmPath, pcm);
    logs[`engine-${output.name}-${stream.name}`] = `${engine.name} ${engine.version}: ${marked.blocks.length} blocks of ${engine.blockSeconds.toFixed(3)} s embedded\n`;
    marks.push({ ...marked, output: output.name, stream: stream.name, position, channels });
    audio.push({ pcmPath, channels });
  }
  const video = output.video[0] ? resolve(sources, output.video[0].source, "video") : undefined;
  const fieldOrder = video?.input.probe.video[video.index]?.field_order;
  const durationSeconds = Math.max(...[...sources.values()].map((s) => durationOf(s.probe)));
  const muxed = await runFfmpeg(
    muxArgs({
      type: output.type,
      output: file,
      video: video ? { ...video.ref, fieldOrder: fieldOrder === "tff" || fieldOrder === "bff" ? fieldOrder : undefined } : undefined,
      audio,
    }),
    { signal, durationSeconds, onProgress: (fraction) => void onProgress(fraction) },
  );
  logs[`ffmpeg-${output.name}`] = muxed.log;
  for (const mark of marks) {
    if (!output.audio[mark.position]!.properties!.MeasurementLinearWatermark!.Verify) continue;
    const verification = await verifyMark(engine, { path: file, index: mark.position }, mark, signal);
    mark.verification = verification;
    if (!verification.ok) {
      throw new WatermarkError(
        `verification of ${output.name}.${mark.stream} failed: ${verification.verified} of ${verification.total} blocks decoded with the expected payload and time, ${verification.unexpected.length} unexpected`,
      );
    }
  }
  return marks;
}

function durationOf(result: ContainerProbe): number {
  const [h, m, s] = (result.duration ?? "00:00:00.000").split(":").map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}

async function embed(engine: WatermarkEngine, pcm: Float32Array[], mark: MeasurementLinearWatermark, reservationId: string) {
  const reservation = await db().linearReservation.findUniqueOrThrow({ where: { id: reservationId }, include: { watermark: true } });
  if (reservation.status !== "Active") throw new WatermarkError(`the reservation ${reservation.id} was revoked before the watermark was applied`);
  const start = parseInstant(mark.Start)!.epochMilliseconds / 1000;
  const contentSeconds = (pcm[0]?.length ?? 0) / PCM_SAMPLE_RATE;
  const seconds = mark.Duration ?? contentSeconds;
  if (start + seconds > reservation.endAt.getTime() / 1000) {
    throw new WatermarkError(`the span to mark (${seconds.toFixed(3)} s from ${mark.Start}) runs past the reservation, which ends at ${reservation.endAt.toISOString()}`);
  }
  // Only the broadcast span is marked: the samples past Duration stay as they are.
  const span = pcm.map((channel) => channel.subarray(0, Math.min(channel.length, Math.round(seconds * PCM_SAMPLE_RATE))));
  let blocks;
  try {
    ({ blocks } = engine.embed(span, PCM_SAMPLE_RATE, (index) => ({
      sid: reservation.sid,
      csid: reservation.csidValue,
      time: Math.floor(start + index * engine.blockSeconds),
    })));
  } catch (error) {
    throw new WatermarkError(`the ${engine.name} engine failed: ${(error as Error).message}`);
  }
  if (blocks.length === 0) throw new WatermarkError(`the content is shorter than one watermark block (${engine.blockSeconds.toFixed(3)} s)`);
  const { watermark } = reservation;
  return {
    blocks,
    watermark: { id: watermark.id, name: watermark.name, type: watermark.type, sid: watermark.sid, csid: watermark.csid },
    reservation: { id: reservation.id, start: reservation.start, duration: reservation.duration, status: reservation.status },
  };
}

async function verifyMark(engine: WatermarkEngine, stream: StreamRef, mark: MarkedStream & { channels: number }, signal: AbortSignal) {
  const pcmPath = `${stream.path}.verify.f32`;
  await runFfmpeg(decodePcmArgs(stream, mark.channels, pcmPath), { signal });
  return verifyBlocks(engine, mark.blocks, engine.detect(await readPcm(pcmPath, mark.channels), PCM_SAMPLE_RATE));
}

function markOutputName(composition: Composition, mark: MarkedStream): string | undefined {
  const output = composition.output.container.find((c) => c.name === mark.output);
  if (!output || !isMediaOutput(output)) return undefined;
  return output.audio.find((a) => a.name === mark.stream)?.properties?.MeasurementLinearWatermark?.Output;
}

/** Stores a rendered file and its probe object; the output is then Completed. */
async function storeOutput(jobId: string, name: string, file: string, extension: string): Promise<void> {
  const fileKey = outputFileKey(jobId, name, extension);
  await blobStore().putStream(fileKey, createReadStream(file), Number.MAX_SAFE_INTEGER);
  const source = await FileSource.open(file);
  let result: ContainerProbe;
  try {
    result = await probe(source);
  } finally {
    await source.close();
  }
  const key = resultKey(jobId, "outputs", name);
  const stored = await blobStore().put(key, new TextEncoder().encode(JSON.stringify(result)), "application/json");
  await db().jobOutput.updateMany({
    where: { jobId, name, status: "Pending" },
    data: { status: "Completed", fileKey, resultKey: key, resultEtag: stored.etag, completedAt: nowNs() },
  });
}
