// Transport-stream surgery for the generated corpus: several single-service streams spliced into one
// multiplex (a PAT written anew, PSI placed late or spread over packets), 204-byte packets, cuts at
// arbitrary byte offsets. Works on 188-byte streams as ffmpeg writes them.
import { crc32Mpeg } from "../../lib/probe/containers/mpeg-ts/crc32";
import { concatBytes } from "../../lib/probe/io/concat-bytes";

const PACKET = 188;
const PAT_PID = 0;
const SDT_PID = 0x11;

export type PsiLayout =
  /** PAT and PMTs first and then every 40 packets, one section per packet. */
  | "regular"
  /** No PAT or PMT in the first 60% of the stream: the prober must read on to find them. */
  | "late"
  /** Each section starts in a packet whose adaptation field leaves room for only a few of its bytes. */
  | "spanning";

const pidOf = (p: Uint8Array) => ((p[1]! & 0x1f) << 8) | p[2]!;

function packets(ts: Uint8Array): Uint8Array[] {
  const list: Uint8Array[] = [];
  for (let at = 0; at + PACKET <= ts.length; at += PACKET) list.push(ts.subarray(at, at + PACKET));
  return list;
}

/** The PAT's program_number → PMT PID map of one stream. */
function patPrograms(list: Uint8Array[]): Map<number, number> {
  const pat = list.find((p) => pidOf(p) === PAT_PID && p[1]! & 0x40)!;
  const section = sectionIn(pat);
  const programs = new Map<number, number>();
  const length = ((section[1]! & 0x0f) << 8) | section[2]!;
  for (let at = 8; at + 4 <= 3 + length - 4; at += 4) {
    const program = (section[at]! << 8) | section[at + 1]!;
    if (program !== 0) programs.set(program, ((section[at + 2]! & 0x1f) << 8) | section[at + 3]!);
  }
  return programs;
}

/** The whole section that starts in a packet with payload_unit_start_indicator (ffmpeg's fit in one). */
function sectionIn(packet: Uint8Array): Uint8Array {
  const payloadStart = packet[3]! & 0x20 ? 5 + packet[4]! : 4;
  const start = payloadStart + 1 + packet[payloadStart]!;
  const length = ((packet[start + 1]! & 0x0f) << 8) | packet[start + 2]!;
  return packet.slice(start, start + 3 + length);
}

function patSection(programs: Map<number, number>): Uint8Array {
  const body = [...programs].flatMap(([program, pid]) => [program >> 8, program & 0xff, 0xe0 | (pid >> 8), pid & 0xff]);
  const length = 5 + body.length + 4;
  const section = new Uint8Array([
    0x00,
    0xb0 | (length >> 8),
    length & 0xff,
    0x00,
    0x01,
    0xc1,
    0x00,
    0x00,
    ...body,
    0,
    0,
    0,
    0,
  ]);
  const crc = crc32Mpeg(section.subarray(0, section.length - 4));
  section.set([crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff], section.length - 4);
  return section;
}

/** Packets carrying one section: whole in one packet, or its first `firstBytes` bytes then the rest. */
function sectionPackets(pid: number, section: Uint8Array, layout: PsiLayout, counter: () => number): Uint8Array[] {
  const payloads = layout === "spanning" ? [section.subarray(0, 7), section.subarray(7)] : [section];
  return payloads.map((chunk, i) => {
    const packet = new Uint8Array(PACKET).fill(0xff);
    const payload = i === 0 ? [0, ...chunk] : [...chunk];
    const stuffing = PACKET - 4 - payload.length;
    packet.set([0x47, (i === 0 ? 0x40 : 0) | (pid >> 8), pid & 0xff, (stuffing > 0 ? 0x30 : 0x10) | counter()]);
    if (stuffing > 0) {
      // An adaptation field of only stuffing pushes the section to the packet's end.
      packet[4] = stuffing - 1;
      if (stuffing > 1) packet[5] = 0x00;
    }
    packet.set(payload, PACKET - payload.length);
    return packet;
  });
}

/**
 * One multiplex of several single-service streams (distinct service ids, PMT and elementary PIDs, made
 * apart so that each has its own clock): their packets interleaved in proportion to their positions, their
 * own PAT and SDT dropped, one PAT listing every service and the PMTs written by `layout`.
 */
export function spliceServices(services: readonly Uint8Array[], layout: PsiLayout): Uint8Array {
  const lists = services.map(packets);
  const programs = new Map<number, number>();
  const pmts: { pid: number; section: Uint8Array }[] = [];
  for (const list of lists) {
    for (const [program, pid] of patPrograms(list)) {
      programs.set(program, pid);
      pmts.push({ pid, section: sectionIn(list.find((p) => pidOf(p) === pid && p[1]! & 0x40)!) });
    }
  }
  const psiPids = new Set([PAT_PID, SDT_PID, ...pmts.map((p) => p.pid)]);
  const media = lists
    .flatMap((list) =>
      list.filter((p) => !psiPids.has(pidOf(p))).map((packet, i, all) => ({ packet, at: i / all.length })),
    )
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.packet);
  const counters = new Map<number, number>();
  const counter = (pid: number) => () => {
    const value = counters.get(pid) ?? 0;
    counters.set(pid, (value + 1) & 0x0f);
    return value;
  };
  const pat = patSection(programs);
  const psi = () => [
    ...sectionPackets(PAT_PID, pat, layout, counter(PAT_PID)),
    ...pmts.flatMap(({ pid, section }) => sectionPackets(pid, section, layout, counter(pid))),
  ];
  const firstPsi = layout === "late" ? Math.floor(media.length * 0.6) : 0;
  const out: Uint8Array[] = [];
  media.forEach((packet, i) => {
    if (i >= firstPsi && (i - firstPsi) % 40 === 0) out.push(...psi());
    out.push(packet);
  });
  return concatBytes(out);
}

/** The same stream with 16 bytes of (zero) Reed-Solomon parity after each packet, as DVB-ASI captures. */
export function withParity204(ts: Uint8Array): Uint8Array {
  return concatBytes(packets(ts).flatMap((p) => [p, new Uint8Array(16)]));
}

/** The stream without PAT, PMTs and SDT: what a segment cut between two tables holds. */
export function withoutPsi(ts: Uint8Array): Uint8Array {
  const list = packets(ts);
  const pmtPids = new Set(patPrograms(list).values());
  return concatBytes(list.filter((p) => !pmtPids.has(pidOf(p)) && pidOf(p) !== PAT_PID && pidOf(p) !== SDT_PID));
}

/**
 * The PIDs that have at least one packet in a transport stream of 188, 192 or 204-byte packets, from its
 * first sync byte on (a cut may start mid-packet). A muxer may announce a stream in its PMT and write no
 * packet of it (ffmpeg drops the audio of a short stream when `-frames:v` ends the output first).
 */
export function pidsWithPackets(ts: Uint8Array): Set<number> {
  const pids = new Set<number>();
  for (let start = 0; start < 204 && start < ts.length; start++) {
    const size = [188, 192, 204].find((n) => [0, 1, 2].every((k) => ts[start + k * n] === 0x47));
    if (size === undefined) continue;
    for (let at = start; at + 3 <= ts.length; at += size) if (ts[at] === 0x47) pids.add(pidOf(ts.subarray(at)));
    break;
  }
  return pids;
}
