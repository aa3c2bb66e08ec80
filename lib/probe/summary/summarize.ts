// The probe report a QA engineer reads first: the container line, one line per stream, the diagnostics
// as warnings, for a transport stream its programs → PIDs → streams (the PSI map), and for every
// container a timeline of each stream's start and end against the container's duration.
import { formatBitRate, formatBytes } from "../annotate";
import type { ContainerProbe } from "../schema";
import { bwfFacts, type Fact } from "./bwf-summary";
import { packageSummary, type PackageSummary } from "./package-summary";
import { startTimecode } from "./start-timecode";
import { KIND_TITLES, streamFields, streamId, type AnyStream, type StreamKind } from "./stream-line";

export interface StreamSummary {
  /** `video 0`: kind and index within its kind, stable across two reports of the same layout. */
  key: string;
  kind: StreamKind;
  title: string;
  id?: string;
  fields: string[];
  /** Seconds from the container's start; `startKnown` false where the container does not say (start 0 assumed). */
  start?: number;
  end?: number;
  startKnown: boolean;
  program?: number;
  /** The transport stream PID. */
  pid?: number;
}

export interface ProgramSummary {
  number: number;
  serviceName?: string;
  serviceProvider?: string;
  pmtPid?: number;
  pcrPid?: number;
  streams: string[];
}

export interface ProbeSummary {
  container: string;
  warnings: string[];
  /** Facts of the whole file beside its container line: the start timecode. */
  facts: Fact[];
  streams: StreamSummary[];
  /** Transport streams only: the programs of the PAT with their services and streams. */
  programs?: ProgramSummary[];
  /** The container's duration in seconds, the timeline's length. */
  duration?: number;
  /** Packages only (IMF, HLS, DASH): what the manifest says and the files it is made of. */
  package?: PackageSummary;
  /** Broadcast Wave only: the bext chunk and the iXML slate (bwf-summary.ts). */
  bwf?: Fact[];
}

const MAX_SERVICES_IN_LINE = 4;
const KINDS: readonly StreamKind[] = ["video", "audio", "subtitle", "data"];

export function summarize(probe: ContainerProbe): ProbeSummary {
  const dropFrame =
    probe.properties.DropFrame === true || (probe.data ?? []).some((s) => s.properties?.DropFrame === true);
  const storedRectangle = (probe.$annotation.type ?? "").startsWith("MXF");
  const streams = KINDS.flatMap((kind) =>
    (kindStreams(probe, kind) as AnyStream[]).map((stream, index) =>
      streamSummary(kind, index, stream, dropFrame, storedRectangle),
    ),
  );
  const duration = probe.duration === undefined ? undefined : seconds(probe.duration);
  const timecode = startTimecode(probe).value;
  return {
    container: containerLine(probe, duration),
    warnings: probe.$diagnostics ?? [],
    facts: timecode ? [{ label: "Start timecode", value: timecode }] : [],
    streams,
    ...(probe.type === "m2ts" ? { programs: programs(probe, streams) } : {}),
    ...(duration !== undefined ? { duration } : {}),
    ...optional("package", packageSummary(probe)),
    ...optional("bwf", bwfFacts(probe)),
  };
}

const kindStreams = (probe: ContainerProbe, kind: StreamKind) => (kind === "data" ? (probe.data ?? []) : probe[kind]);

function streamSummary(
  kind: StreamKind,
  index: number,
  stream: AnyStream,
  dropFrame: boolean,
  storedRectangle: boolean,
): StreamSummary {
  const videoDropFrame = kind === "video" && (dropFrame || hasDropFrameTimecode(stream));
  const p = stream.properties ?? {};
  const start = typeof p.StartTime === "number" ? p.StartTime : undefined;
  const end = typeof p.EndTime === "number" ? p.EndTime : undefined;
  const length = streamSeconds(stream);
  return {
    key: `${kind} ${index}`,
    kind,
    title: `${KIND_TITLES[kind]} #${index}`,
    ...optional("id", streamId(stream)),
    fields: streamFields(kind, stream, { dropFrame: videoDropFrame, storedRectangle }),
    startKnown: start !== undefined,
    ...optional("start", start ?? (length !== undefined ? 0 : undefined)),
    ...optional("end", end ?? length),
    ...optional("pid", typeof p.Mpeg2TransportStreamPid === "number" ? p.Mpeg2TransportStreamPid : undefined),
    ...optional("program", typeof p.Mpeg2ProgramNumber === "number" ? p.Mpeg2ProgramNumber : undefined),
  };
}

/** An MPEG-2 video GOP header's time code counts in drop-frame (ISO/IEC 13818-2 6.3.8). */
function hasDropFrameTimecode(stream: AnyStream): boolean {
  return "extension" in stream && (stream.extension ?? []).some((extension) => extension.drop_frame_flag === true);
}

/** A stream's own duration in seconds (its `duration` counts 1/sample_rate units). */
function streamSeconds(stream: AnyStream): number | undefined {
  if (
    !("duration" in stream) ||
    stream.duration === undefined ||
    !stream.sample_rate ||
    stream.sample_rate.numerator <= 0
  )
    return undefined;
  return (stream.duration * stream.sample_rate.denominator) / stream.sample_rate.numerator;
}

function containerLine(probe: ContainerProbe, duration: number | undefined): string {
  const parts = [probe.$annotation.type ?? probe.type, formatBytes(probe.size)];
  if (probe.duration !== undefined) parts.push(probe.duration);
  if (duration) parts.push(`${formatBitRate(Math.round((probe.size * 8) / duration))} overall`);
  const services = serviceNames(probe);
  // A multiplex of twenty services keeps a readable line: the first few, then how many more (all are in the PSI map).
  const shown =
    services.length > MAX_SERVICES_IN_LINE
      ? [...services.slice(0, MAX_SERVICES_IN_LINE - 1), `and ${services.length - MAX_SERVICES_IN_LINE + 1} more`]
      : services;
  if (services.length > 0)
    parts.push(`${services.length === 1 ? "program" : `${services.length} programs:`} ${shown.join(", ")}`);
  return parts.join(", ");
}

/** `1 "Service01"` for each program the PAT lists, with its service name where the SDT gives one. */
function serviceNames(probe: ContainerProbe): string[] {
  const numbers = probe.properties.ProgramNumbers;
  if (!Array.isArray(numbers)) return [];
  const names = serviceTable(probe);
  return numbers.map((n) => (names.get(n)?.ServiceName ? `${n} "${names.get(n)!.ServiceName}"` : String(n)));
}

interface Service {
  ServiceName?: string;
  ServiceProvider?: string;
}

function serviceTable(probe: ContainerProbe): Map<unknown, Service> {
  const p = probe.properties;
  if (Array.isArray(p.Services))
    return new Map((p.Services as (Service & { ProgramNumber: number })[]).map((s) => [s.ProgramNumber, s]));
  const main: Service = {};
  if (typeof p.ServiceName === "string") main.ServiceName = p.ServiceName;
  if (typeof p.ServiceProvider === "string") main.ServiceProvider = p.ServiceProvider;
  return new Map([[p.ProgramNumber, main]]);
}

function programs(probe: ContainerProbe, streams: readonly StreamSummary[]): ProgramSummary[] {
  const p = probe.properties;
  const numbers = Array.isArray(p.ProgramNumbers) ? (p.ProgramNumbers as number[]) : [];
  const services = serviceTable(probe);
  const spans = new Map(
    Array.isArray(p.Programs)
      ? (p.Programs as { ProgramNumber: number; PmtPid?: number; PcrPid?: number; ElementaryPids?: number[] }[]).map(
          (s) => [s.ProgramNumber, s],
        )
      : [],
  );
  const pidOf = (stream: StreamSummary) => stream.pid;
  const result = numbers.map((number): ProgramSummary => {
    const service = services.get(number);
    const isMain = number === p.ProgramNumber;
    const span = spans.get(number);
    const pcrPid = span?.PcrPid ?? (isMain && typeof p.PcrPid === "number" ? p.PcrPid : undefined);
    const pmtPid = span?.PmtPid ?? (isMain && typeof p.PmtPid === "number" ? p.PmtPid : undefined);
    return {
      number,
      ...optional("serviceName", service?.ServiceName),
      ...optional("serviceProvider", service?.ServiceProvider),
      ...optional("pmtPid", pmtPid),
      ...optional("pcrPid", pcrPid),
      // With one program every stream is its; with several, its PMT's PIDs (a PID may be in several).
      streams: streams
        .filter(
          (s) =>
            pidOf(s) !== undefined &&
            (span?.ElementaryPids
              ? span.ElementaryPids.includes(pidOf(s)!)
              : numbers.length === 1
                ? s.program === undefined
                : s.program === number),
        )
        .map((s) => s.key),
    };
  });
  const unlisted = streams.filter(
    (s) => s.pid !== undefined && !result.some((program) => program.streams.includes(s.key)),
  );
  // Streams found without PSI (no PAT or PMT in the file) have no program: they are listed apart.
  return unlisted.length > 0 ? [...result, { number: 0, streams: unlisted.map((s) => s.key) }] : result;
}

/** HH:MM:SS.mmm → seconds. */
function seconds(duration: string): number {
  const [h, m, s] = duration.split(":").map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
