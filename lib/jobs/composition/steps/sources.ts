// The job's input containers as ffmpeg reads them: a local file each, with the probe object stored at
// probing time, and a stream entry (`input1.a1`) resolved to its ffmpeg stream index.
import type { JobInput } from "../../../db/generated/client";
import type { ContainerProbe } from "../../../probe/schema";
import type { StreamRef } from "../../../render/ffmpeg-args";
import { blobStore } from "../../../storage";
import { localCopy } from "../local-inputs";
import type { Composition } from "../schema";

export interface Source {
  path: string;
  probe: ContainerProbe;
  container: Composition["input"]["container"][number];
}

export async function localSources(
  inputs: JobInput[],
  composition: Composition,
  workDir: string,
): Promise<Map<string, Source>> {
  const sources = new Map<string, Source>();
  for (const container of composition.input.container) {
    const input = inputs.find((i) => i.name === container.name)!;
    sources.set(container.name, {
      path: await localCopy(input.url, workDir, container.name),
      probe: await storedProbe(input),
      container,
    });
  }
  return sources;
}

/** The probe object stored for a Completed input. */
export async function storedProbe(input: Pick<JobInput, "resultKey">): Promise<ContainerProbe> {
  return JSON.parse(new TextDecoder().decode((await blobStore().get(input.resultKey!))!)) as ContainerProbe;
}

/** `input1.a1` → the file and the ffmpeg stream index of that entry (its `index`, else its position). */
export function resolveStream(sources: Map<string, Source>, source: string, kind: "video" | "audio") {
  const [containerName, streamName] = source.split(".") as [string, string];
  const input = sources.get(containerName)!;
  const position = input.container[kind].findIndex((stream) => stream.name === streamName);
  const index = input.container[kind][position]!.index ?? position;
  return { ref: { path: input.path, index } satisfies StreamRef, input, index };
}

/** The longest input, in seconds, from the probe objects' `duration` (hh:mm:ss.fff): ffmpeg's progress scale. */
export function longestSourceSeconds(sources: Iterable<Source>): number {
  return Math.max(...[...sources].map((source) => durationSeconds(source.probe)));
}

export function durationSeconds(result: ContainerProbe): number {
  const [h, m, s] = (result.duration ?? "00:00:00.000").split(":").map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
}
