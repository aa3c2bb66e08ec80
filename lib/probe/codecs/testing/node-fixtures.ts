// Test helpers: real elementary-stream bytes pulled out of the corpus in fixtures/media/files.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { concatBytes } from "../../io/concat-bytes";

const MEDIA = fileURLToPath(new URL("../../../../fixtures/media/", import.meta.url));
const DERIVED = "derived/";

/** A corpus file: a name in fixtures/media/files, or "derived/NAME" for fixtures/media/derived (DERIVED.md). */
export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(name.startsWith(DERIVED) ? MEDIA + name : `${MEDIA}files/${name}`));
}

function referencePath(tool: string, name: string): string {
  return name.startsWith(DERIVED)
    ? `${MEDIA}${DERIVED}reference/${tool}/${name.slice(DERIVED.length)}.json`
    : `${MEDIA}reference/${tool}/${name}.json`;
}

type Scalar = string | number | undefined;

/** One stream of a fixture's ffprobe reference (fixtures/media/reference/ffprobe), by stream id (PID). */
export function ffprobeStream(name: string, id: number): Record<string, Scalar> {
  const json = JSON.parse(readFileSync(referencePath("ffprobe", name), "utf8")) as {
    streams: Record<string, Scalar>[];
  };
  const stream = json.streams.find((s) => s.id === undefined || Number(s.id) === id);
  if (!stream) throw new Error(`${name}: no ffprobe stream ${id}`);
  return stream;
}

/** Every stream of a fixture's ffprobe reference, in ffprobe's order (for containers whose streams have no id). */
export function ffprobeStreams(name: string): Record<string, Scalar>[] {
  return (JSON.parse(readFileSync(referencePath("ffprobe", name), "utf8")) as { streams: Record<string, Scalar>[] })
    .streams;
}

/** One track of a fixture's MediaInfo reference (fixtures/media/reference/mediainfo), by ID (PID) or type. */
export function mediainfoTrack(name: string, type: "Video" | "Audio", id?: number): Record<string, string> {
  const json = JSON.parse(readFileSync(referencePath("mediainfo", name), "utf8")) as {
    media: { track: Record<string, string>[] };
  };
  const track = json.media.track.find((t) => t["@type"] === type && (id === undefined || Number(t.ID) === id));
  if (!track) throw new Error(`${name}: no MediaInfo ${type} track ${id ?? ""}`);
  return track;
}

/** The PES packets of one PID in a 188- or 192-byte-packet transport stream (ISO/IEC 13818-1 2.4.3.2). */
export function transportStreamPesPackets(name: string, pid: number, maxPackets = 64): Uint8Array[] {
  const bytes = fixtureBytes(name);
  const packetSize = bytes[0] === 0x47 && bytes[188] === 0x47 ? 188 : 192;
  const syncOffset = packetSize - 188;
  const packets: number[][] = [];
  for (let offset = syncOffset; offset + 188 <= bytes.length; offset += packetSize) {
    const packet = bytes.subarray(offset, offset + 188);
    if (packet[0] !== 0x47 || (((packet[1]! & 0x1f) << 8) | packet[2]!) !== pid) continue;
    const payloadUnitStart = (packet[1]! & 0x40) !== 0;
    const adaptationFieldControl = (packet[3]! >> 4) & 3;
    if ((adaptationFieldControl & 1) === 0) continue;
    const payloadStart = adaptationFieldControl === 3 ? 5 + packet[4]! : 4;
    if (payloadUnitStart) {
      if (packets.length === maxPackets) break;
      packets.push([]);
    }
    packets.at(-1)?.push(...packet.subarray(payloadStart));
  }
  return packets.map((packet) => new Uint8Array(packet));
}

/** The first PES packet of `streamId` in a program stream (ISO/IEC 13818-1 2.5.3.4), found by its start code. */
export function programStreamFirstPes(name: string, streamId: number): Uint8Array {
  const bytes = fixtureBytes(name);
  const at = bytes.findIndex(
    (_, i) => bytes[i] === 0 && bytes[i + 1] === 0 && bytes[i + 2] === 1 && bytes[i + 3] === streamId,
  );
  if (at < 0) throw new Error(`${name}: no PES of stream_id 0x${streamId.toString(16)}`);
  return bytes.subarray(at, at + 6 + ((bytes[at + 4]! << 8) | bytes[at + 5]!)); // PES_packet_length
}

/** The PES payload: the bytes after PES_header_data_length (2.4.3.6). */
export function pesPayload(pes: Uint8Array): Uint8Array {
  return pes.subarray(9 + pes[8]!);
}

/** The elementary stream of one PID: its PES payloads concatenated (what containers hand to codecs). */
export function transportStreamElementaryStream(name: string, pid: number, maxPackets = 64): Uint8Array {
  return concatBytes(transportStreamPesPackets(name, pid, maxPackets).map(pesPayload));
}
