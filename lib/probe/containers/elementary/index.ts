// Raw elementary streams (.m2v, .264, .265, .aac, .mp2, .ac3), recognised by content: a signature picks
// candidate codecs, and only a codec parser that finds a valid header confirms one.
import { formatBytes, formatDuration } from "../../annotate";
import type { ContainerProbe } from "../../schema";
import type { ContainerFormat } from "../container-format";
import { ElementaryStreamTrack } from "../mpeg-pes/elementary-stream-track";
import { assembleStream } from "../mpeg-pes/stream-assembly";
import { CLOCK_HZ } from "../mpeg-pes/timestamps";
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

export const elementaryStream: ContainerFormat = {
  name: "elementary stream",
  detect(head) {
    // Below every container signature: a start code or syncword is weak evidence until a header parses.
    return identify(head, []) ? 40 : 0;
  },
  async probe({ source, head, diagnostics }) {
    const identified = identify(head, diagnostics);
    const probe: ContainerProbe = {
      type: identified?.format.type ?? "es",
      size: source.size,
      duration: undefined,
      manifest: [],
      properties: {},
      video: [],
      audio: [],
      subtitle: [],
      $annotation: { type: identified?.format.identity.name ?? "elementary stream", size: formatBytes(source.size) },
    };
    if (!identified) return probe;
    const { track, offset } = identified;
    // Raw audio has no timestamps; at a constant bit rate its length gives the duration.
    const bitRate = track.identity.kind === "audio" ? track.parsed?.bit_rate : undefined;
    const seconds = bitRate ? ((source.size - offset) * 8) / bitRate : undefined;
    if (seconds !== undefined) probe.duration = formatDuration(seconds);
    const span = seconds !== undefined ? { start: 0, end: Math.round(seconds * CLOCK_HZ) } : undefined;
    const assembled = assembleStream(track, { properties: {}, span });
    if (assembled.kind === "video") probe.video.push(assembled.stream);
    else if (assembled.kind === "audio") probe.audio.push(assembled.stream);
    return probe;
  },
};
