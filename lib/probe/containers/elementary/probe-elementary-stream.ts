// Raw elementary streams (.m2v, .264, .265, .aac, .mp2, .ac3), the parser: a codec parser that finds a
// valid header confirms one of the candidates that the signature picked (index.ts).
import { formatBytes, formatDuration } from "../../annotate";
import type { ContainerProbe } from "../../schema";
import { ProbeError } from "../../errors";
import { codecFor } from "../codec-registry";
import type { ProbeContext } from "../container-format";
import { placeStream } from "../mpeg-pes/container-result";
import { ElementaryStreamTrack } from "../mpeg-pes/elementary-stream-track";
import { assembleStream } from "../mpeg-pes/stream-assembly";
import { CLOCK_HZ } from "../mpeg-pes/timestamps";
import { videoDuration } from "./video-duration";
import { candidateCodecs, ELEMENTARY_FORMATS, id3TagLength, type ElementaryFormat } from "./elementary-signatures";

interface Identified {
  format: ElementaryFormat;
  track: ElementaryStreamTrack;
  offset: number;
}

function identify(head: Uint8Array, diagnostics: string[]): Identified | undefined {
  const offset = id3TagLength(head);
  for (const id of candidateCodecs(head, offset)) {
    const format = ELEMENTARY_FORMATS[id];
    if (!format) continue;
    const track = new ElementaryStreamTrack(format.identity, format.identity.name);
    track.addPayload(head.subarray(offset), true);
    const messages: string[] = [];
    track.finish(messages);
    if (track.parsed) {
      diagnostics.push(...messages);
      return { format, track, offset };
    }
  }
  return undefined;
}

export async function probeElementaryStream({ source, head, diagnostics }: ProbeContext): Promise<ContainerProbe> {
  const identified = identify(head, diagnostics);
  // The signature was only a start code or syncword: without a header that parses, this is not a stream.
  if (!identified) throw new ProbeError("unrecognized", `${source.name}: no elementary stream header parses after its start code or syncword`);
  const probe: ContainerProbe = {
    type: identified.format.type,
    size: source.size,
    duration: undefined,
    manifest: [],
    properties: {},
    video: [],
    audio: [],
    subtitle: [],
    $annotation: { type: identified.format.identity.name, size: formatBytes(source.size) },
  };
  const { track, offset } = identified;
  // Raw audio has no timestamps; at a constant bit rate its length gives the duration.
  const bitRate = track.identity.kind === "audio" ? track.parsed?.bit_rate : undefined;
  const codec = track.identity.kind === "video" ? codecFor(track.identity.codec) : undefined;
  const video = codec && "countFields" in codec ? await videoDuration(source, offset, codec, track.parsed?.sample_rate) : undefined;
  const seconds = bitRate ? ((source.size - offset) * 8) / bitRate : video?.seconds;
  if (seconds !== undefined) probe.duration = formatDuration(seconds);
  const span = seconds !== undefined ? { start: 0, end: Math.round(seconds * CLOCK_HZ) } : undefined;
  const assembled = assembleStream(track, { properties: {}, span });
  if (video?.estimate) {
    probe.$annotation.duration = video.estimate;
    if (assembled.kind === "video") assembled.stream.$annotation = { ...assembled.stream.$annotation, duration: video.estimate };
  }
  placeStream(probe, assembled);
  return probe;
}
