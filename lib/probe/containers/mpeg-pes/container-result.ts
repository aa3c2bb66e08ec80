// The container probe object (docs/api.md §2.5) that the MPEG parsers (program stream, transport stream, raw
// elementary streams) fill with the streams that stream-assembly.ts builds.
import { formatBytes } from "../../annotate";
import type { ContainerProbe } from "../../schema";
import type { AssembledStream } from "./stream-assembly";

/**
 * A multiplex before its streams are placed; `duration` stays undefined until timestamps give one. A raw
 * elementary stream (`dataStreams: false`) is one stream without a multiplex: it lists no data streams.
 */
export function emptyMultiplexProbe(
  type: string,
  size: number,
  typeName: string,
  { dataStreams = true } = {},
): ContainerProbe {
  return {
    type,
    size,
    duration: undefined,
    manifest: [],
    properties: {},
    video: [],
    audio: [],
    subtitle: [],
    ...(dataStreams ? { data: [] } : {}),
    $annotation: { type: typeName, size: formatBytes(size) },
  };
}

/** Appends a stream to the probe's list of its kind. */
export function placeStream(probe: ContainerProbe, assembled: AssembledStream): void {
  if (assembled.kind === "video") probe.video.push(assembled.stream);
  else if (assembled.kind === "audio") probe.audio.push(assembled.stream);
  else if (assembled.kind === "subtitle") probe.subtitle.push(assembled.stream);
  else (probe.data ??= []).push(assembled.stream);
}
