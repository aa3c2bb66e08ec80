// The analysis pass over an MPEG-2 transport stream: one read of the whole file, each PID's packets handed
// to what analyses it (video GOP structure and captions, subtitle pages, SCTE-35 cues, payload bytes for
// the measured bit rate). State per PID is bounded, so memory does not grow with the file.
import { findPacketAlignment } from "../containers/mpeg-ts/packet-layout";
import { SectionAssembler } from "../containers/mpeg-ts/section-assembler";
import type { ByteSource } from "../io/byte-source";
import type { ContainerProbe } from "../schema";
import type { AnalysisName, Scte35Analysis, StreamAnalysis } from "./analysis-schema";
import { ticksBetween } from "./pes-header";
import { PcrOnly, PesStream } from "./pes-stream";
import { openPesStream } from "./pes-stream-analyses";
import { SpliceCues } from "./scte35/splice-cues";
import type { AnyStream } from "./stream-rates";
import { readTransportPackets, type PacketConsumer } from "./transport-packets";

const PID_COUNT = 0x2000;

interface Program {
  number: number | undefined;
  pcrPid: number | undefined;
  pids: number[];
  cues?: SpliceCues;
}

export interface TransportStreamAnalysis {
  streams: Map<AnyStream, StreamAnalysis>;
  packets: number;
  bytesRead: number;
  scte35: Scte35Analysis[];
  notAnalysed: string[];
}

export async function analyzeTransportStream(
  source: ByteSource,
  probe: ContainerProbe,
  analyses: ReadonlySet<AnalysisName>,
  onProgress?: (fraction: number) => void,
): Promise<TransportStreamAnalysis> {
  const notAnalysed: string[] = [];
  const head = await source.read(0, Math.min(source.size, 64 * 1024));
  const alignment = findPacketAlignment(head);
  if (!alignment)
    return {
      streams: new Map(),
      packets: 0,
      bytesRead: head.length,
      scte35: [],
      notAnalysed: ["no transport packet framing found"],
    };

  const consumers: (PacketConsumer | undefined)[] = new Array(PID_COUNT);
  const pesStreams = new Map<number, PesStream>();
  const finishers: (() => void)[] = [];
  const results = new Map<AnyStream, StreamAnalysis>();
  const programs = programsOf(probe);
  const programOf = (stream: AnyStream) => programs.find((p) => p.pids.includes(pidOf(stream)!)) ?? programs[0];

  for (const stream of [...probe.video, ...probe.audio, ...probe.subtitle]) {
    const pid = pidOf(stream);
    if (pid === undefined || consumers[pid]) continue;
    const result: StreamAnalysis = {};
    results.set(stream, result);
    // Counted for its bit rate, or timed for the program's timeline (programOrigin).
    const timed = analyses.has("bitrate") || analyses.has("scte35");
    const languages = () => pageLanguages(stream);
    const pes = openPesStream({ stream, analyses, result, finishers, timed, pageLanguages: languages });
    if (!pes) continue; // a PID no analysis asked for is not even parsed
    consumers[pid] = pes;
    pesStreams.set(pid, pes);
  }

  if (analyses.has("scte35")) {
    for (const stream of probe.data ?? []) {
      const pid = pidOf(stream);
      if (pid === undefined || stream.format !== "cuei" || consumers[pid]) continue;
      const program = programOf(stream);
      if (!program) continue;
      program.cues ??= new SpliceCues(program.number);
      const cues = program.cues;
      const clock = () => {
        const pcr = program.pcrPid === undefined ? undefined : consumers[program.pcrPid];
        return pcr instanceof PesStream || pcr instanceof PcrOnly ? pcr.lastPcr : undefined;
      };
      const assembler = new SectionAssembler((section) => cues.section(pid, section, clock()));
      consumers[pid] = {
        payload: (bytes, start, end, unitStart, cc) => assembler.push(bytes.subarray(start, end), unitStart, cc),
      };
    }
    for (const program of programs)
      if (program.cues && program.pcrPid !== undefined) consumers[program.pcrPid] ??= new PcrOnly();
  }

  const pass = await readTransportPackets(source, alignment, consumers, (offset) => onProgress?.(offset / source.size));
  for (const finish of finishers) finish();
  const scte35 = programs.flatMap((program) =>
    program.cues ? [program.cues.finish(programOrigin(program, pesStreams))] : [],
  );
  if (analyses.has("scte35") && scte35.length === 0)
    notAnalysed.push("scte35: no SCTE-35 PID (stream_type 0x86 or CUEI registration) in the PMT");
  if (pass.lostSync > 0) notAnalysed.push(`${pass.lostSync} packet(s) without a sync byte were skipped`);
  return { streams: results, packets: pass.packets, bytesRead: pass.bytesRead + head.length, scte35, notAnalysed };
}

function pidOf(stream: AnyStream): number | undefined {
  const pid = stream.properties?.Mpeg2TransportStreamPid;
  return typeof pid === "number" ? pid : undefined;
}

/** The programs of the probe: `properties.Programs` of a multiplex, else the one program. */
function programsOf(probe: ContainerProbe): Program[] {
  const listed = probe.properties.Programs as
    { ProgramNumber: number; PcrPid: number; ElementaryPids: number[] }[] | undefined;
  if (listed) return listed.map((p) => ({ number: p.ProgramNumber, pcrPid: p.PcrPid, pids: p.ElementaryPids }));
  const all = [...probe.video, ...probe.audio, ...probe.subtitle, ...(probe.data ?? [])]
    .map(pidOf)
    .filter((pid) => pid !== undefined);
  const number = probe.properties.ProgramNumber;
  const pcrPid = probe.properties.PcrPid;
  return [
    {
      number: typeof number === "number" ? number : undefined,
      pcrPid: typeof pcrPid === "number" ? pcrPid : undefined,
      pids: all,
    },
  ];
}

/** The zero of a program's timeline: the earliest PTS among its streams (as the probe's StartTime counts). */
function programOrigin(program: Program, pesStreams: ReadonlyMap<number, PesStream>): number | undefined {
  let origin: number | undefined;
  for (const pid of program.pids) {
    const earliest = pesStreams.get(pid)?.earliestPts;
    if (earliest !== undefined && (origin === undefined || ticksBetween(origin, earliest) < 0)) origin = earliest;
  }
  return origin;
}

/** DVB subtitling and teletext descriptors name a language per page (EN 300 468 6.2.41, 6.2.43). */
function pageLanguages(stream: AnyStream): Map<string, string> {
  const languages = new Map<string, string>();
  for (const extension of ("extension" in stream ? stream.extension : undefined) ?? []) {
    for (const entry of [
      ...((extension.subtitling as object[] | undefined) ?? []),
      ...((extension.pages as object[] | undefined) ?? []),
    ]) {
      const page = entry as {
        ISO_639_language_code?: string;
        composition_page_id?: number;
        teletext_magazine_number?: number;
        teletext_page_number?: number;
      };
      if (!page.ISO_639_language_code) continue;
      if (page.composition_page_id !== undefined)
        languages.set(String(page.composition_page_id), page.ISO_639_language_code);
      if (page.teletext_page_number !== undefined) {
        const key = `${page.teletext_magazine_number || 8}${page.teletext_page_number.toString(16).toUpperCase().padStart(2, "0")}`;
        languages.set(key, page.ISO_639_language_code);
      }
    }
  }
  return languages;
}
