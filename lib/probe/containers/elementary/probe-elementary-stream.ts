// Raw elementary streams (.m2v, .264, .265, .aac, .mp2, .ac3), the parser: a codec parser that finds a
// valid header confirms one of the candidates that the signature picked (index.ts).
import { formatDuration } from "../../annotate";
import type { ContainerProbe } from "../../schema";
import { ProbeError } from "../../errors";
import { codecFor } from "../codec-registry";
import type { ProbeContext } from "../container-format";
import { emptyMultiplexProbe, placeStream } from "../mpeg-pes/container-result";
import { ElementaryStreamTrack } from "../mpeg-pes/elementary-stream-track";
import { assembleStream } from "../mpeg-pes/stream-assembly";
import { CLOCK_HZ } from "../mpeg-pes/timestamps";
import { audioCounter, streamDuration, videoCounter } from "./stream-duration";
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
  if (!identified)
    throw new ProbeError(
      "unrecognized",
      `${source.name}: no elementary stream header parses after its start code or syncword`,
    );
  const probe = emptyMultiplexProbe(identified.format.type, source.size, identified.format.identity.name, {
    dataStreams: false,
  });
  const { track, offset } = identified;
  // Raw streams have no timestamps: their pictures or frames are counted.
  const codec = codecFor(track.identity.codec);
  const counter = !codec
    ? undefined
    : "countFields" in codec
      ? videoCounter(codec, track.parsed?.sample_rate)
      : audioCounter(codec);
  const counted = counter && (await streamDuration(source, offset, counter));
  if (counted) probe.duration = formatDuration(counted.seconds);
  const span = counted && { start: 0, end: Math.round(counted.seconds * CLOCK_HZ) };
  const assembled = assembleStream(track, { properties: {}, span });
  if (counted?.estimate) {
    probe.$annotation.duration = counted.estimate;
    assembled.stream.$annotation = { ...assembled.stream.$annotation, duration: counted.estimate };
  }
  placeStream(probe, assembled);
  return probe;
}
