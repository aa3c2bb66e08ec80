// MXF (SMPTE ST 377-1): the header partition, the footer and random index pack when the header is
// open or incomplete, the header metadata, and the index tables for the essence actually present.
import { formatBytes, formatDuration, formatTimecode } from "../../annotate";
import { sourceFileName } from "../../io/byte-source";
import type { AudioStream, ContainerProbe, VideoStream } from "../../schema";
import type { ProbeContext } from "../container-format";
import { seconds, validRate } from "./essence-rates";
import { essenceContainerName } from "./labels/essence-containers";
import { operationalPatternName, operationalPatternTitle } from "./labels/operational-patterns";
import { readMxfFile } from "./mxf-file";
import type { PackageModel } from "./package-model";
import { readOpAtomSiblings } from "./op-atom-set";
import { ulUrn } from "./ul";

export async function probeMxf(context: ProbeContext): Promise<ContainerProbe> {
  const { source, diagnostics } = context;
  const { layout, metadataFinal, model, ...streams } = await readMxfFile(source, context.head, diagnostics);
  const manifest = [sourceFileName(source.name)];
  const operationalPattern = model.preface?.OperationalPattern ?? layout.header.OperationalPattern;
  const type = operationalPatternName(operationalPattern) ?? "mxf";
  if (type === "opatom" && context.siblings && model.materialPackageUID) {
    const members = await readOpAtomSiblings(context.siblings, manifest[0]!, model.materialPackageUID, diagnostics);
    for (const member of members) {
      manifest.push(member.name);
      streams.video.push(...member.file.video);
      streams.audio.push(...member.file.audio);
      streams.subtitle.push(...member.file.subtitle);
      streams.data.push(...member.file.data);
    }
  }
  const { video, audio, subtitle, data } = streams;
  const durationSeconds = containerSeconds(model, [...video, ...audio]);
  const result: ContainerProbe = {
    type,
    size: source.size,
    ...(durationSeconds !== undefined && { duration: formatDuration(durationSeconds) }),
    manifest,
    properties: containerProperties(model, operationalPattern, layout.header.EssenceContainers, metadataFinal),
    video,
    audio,
    subtitle,
    ...(data.length > 0 && { data }),
    $annotation: {
      type: type === "mxf" ? "MXF" : `MXF ${operationalPatternTitle(type)}`,
      size: formatBytes(source.size),
      ...(durationSeconds !== undefined && { duration: formatDuration(durationSeconds) }),
    },
  };
  const containers = (model.preface?.EssenceContainers ?? layout.header.EssenceContainers).flatMap(
    (label) => essenceContainerName(label) ?? [],
  );
  if (containers.length > 0) result.$annotation.EssenceContainers = containers.join(", ");
  return result;
}

/** The longest stream, else the longest track of the material package (ST 377-1 clause 9.5.6). */
function containerSeconds(model: PackageModel, streams: readonly (VideoStream | AudioStream)[]): number | undefined {
  const lengths = streams.flatMap((stream) =>
    stream.duration !== undefined && stream.sample_rate ? [seconds(stream.duration, stream.sample_rate)] : [],
  );
  if (lengths.length === 0) {
    for (const track of model.materialTracks) {
      const rate = validRate(track.track.EditRate);
      if (track.duration !== undefined && rate && track.kind !== "timecode")
        lengths.push(seconds(track.duration, rate));
    }
  }
  return lengths.length > 0 ? Math.max(...lengths) : undefined;
}

function containerProperties(
  model: PackageModel,
  operationalPattern: Uint8Array,
  partitionContainers: readonly Uint8Array[],
  metadataFinal: boolean,
): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  if (model.materialPackageUID) properties.MaterialPackageUID = umidUrn(model.materialPackageUID);
  properties.OperationalPattern = ulUrn(operationalPattern);
  properties.EssenceContainers = (model.preface?.EssenceContainers ?? partitionContainers).map(ulUrn);
  const timecode = model.materialTracks.find((track) => track.timecode)?.timecode;
  if (timecode?.StartTimecode !== undefined && timecode.RoundedTimecodeBase) {
    properties.StartTimecode = formatTimecode(
      timecode.StartTimecode,
      timecode.RoundedTimecodeBase,
      timecode.DropFrame ?? false,
    );
    properties.RoundedTimecodeBase = timecode.RoundedTimecodeBase;
    properties.DropFrame = timecode.DropFrame ?? false;
  }
  properties.HeaderMetadataFinal = metadataFinal;
  const identification = model.identification;
  if (identification) {
    properties.Identification = Object.fromEntries(
      (["CompanyName", "ProductName", "VersionString", "Platform"] as const).flatMap((name) =>
        identification[name] ? [[name, identification[name]]] : [],
      ),
    );
  }
  return properties;
}

/** A UMID (SMPTE ST 330) as a URN of SMPTE ST 2029. */
function umidUrn(hex: string): string {
  return `urn:smpte:umid:${hex.match(/.{8}/g)?.join(".") ?? hex}`;
}
