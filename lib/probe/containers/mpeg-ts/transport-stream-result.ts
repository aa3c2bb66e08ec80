// The container probe object (docs/api.md §2.5) of a transport stream: container properties from the PAT, PMT
// and SDT, one stream object per elementary PID, durations per program on that program's own clock.
import { formatDuration } from "../../annotate";
import type { ContainerProbe } from "../../schema";
import { emptyMultiplexProbe, placeStream } from "../mpeg-pes/container-result";
import { isPlausibleDuration, multiplexTiming, type MultiplexTiming } from "../mpeg-pes/multiplex-timing";
import { assembleStream } from "../mpeg-pes/stream-assembly";
import { CLOCK_HZ, presentationSpan } from "../mpeg-pes/timestamps";
import type { PacketAlignment } from "./packet-layout";
import type { ProgramMapSection } from "./tables/program-map-section";
import { streamFacts } from "./stream-facts";
import type { TransportStreamDemux } from "./transport-stream-demux";

const PACKET_NAMES: Readonly<Record<number, string>> = {
  188: "188-byte packets",
  192: "192-byte packets with TP_extra_header (BDAV)",
  204: "204-byte packets with Reed-Solomon parity",
};

/**
 * PTS this far from the program's PCR at the same position are on another clock (re-stamped, or a PID
 * from another service): the T-STD holds an access unit about a second at most (ISO/IEC 13818-1 2.4.2.3),
 * 10 s leaves room for still pictures and loose multiplexers.
 */
const MAX_PTS_PCR_TICKS = 10 * CLOCK_HZ;

/** Whether a PID's PTS are on its program's clock (unknown counts as on it). */
const onProgramClock = (demux: TransportStreamDemux, pid: number) =>
  Math.abs(demux.clockOffsets.get(pid) ?? 0) <= MAX_PTS_PCR_TICKS;

/**
 * A program's stream spans on its own clock; without any PTS, the span of its PCRs (2.4.2.2). A stream on
 * another clock is timed on its own, and left out of the program's duration.
 */
function programTiming(
  demux: TransportStreamDemux,
  pmt: ProgramMapSection,
  diagnostics: string[],
): MultiplexTiming<number> {
  const tracks = pmt.streams.flatMap((e) => {
    const track = demux.tracks.get(e.elementary_PID);
    return track ? [{ key: e.elementary_PID, track }] : [];
  });
  const offClock = tracks.filter(({ key }) => !onProgramClock(demux, key));
  const timing = multiplexTiming(
    tracks.filter(({ key }) => onProgramClock(demux, key)),
    diagnostics,
  );
  for (const offClockTrack of offClock) {
    const seconds = (demux.clockOffsets.get(offClockTrack.key)! / CLOCK_HZ).toFixed(1);
    diagnostics.push(
      `${offClockTrack.track.label}: its PTS lie ${seconds} s from program ${pmt.program_number}'s PCR at the same position (another clock): timed on its own, left out of the program's duration`,
    );
    const own = multiplexTiming([offClockTrack], diagnostics);
    const span = own.spans.get(offClockTrack.key);
    if (span && own.origin !== undefined)
      timing.spans.set(offClockTrack.key, { start: span.start - own.origin, end: span.end - own.origin });
  }
  if (demux.clockDiscontinuities.has(pmt.PCR_PID)) {
    // Head and tail may lie on different time bases; only the stretch between reads would tell.
    diagnostics.push(
      `program ${pmt.program_number}: the PCR on PID ${pmt.PCR_PID} has a discontinuity: no duration across it`,
    );
    return { spans: new Map() };
  }
  if (timing.duration !== undefined) return timing;
  const clock = demux.clocks.get(pmt.PCR_PID);
  const pcrSpan = clock && !clock.empty ? presentationSpan(clock, clock.first[0]!, { ticks: 0 }) : undefined;
  const pcrDuration = pcrSpan ? pcrSpan.end - pcrSpan.start : 0;
  return { spans: timing.spans, duration: isPlausibleDuration(pcrDuration) ? pcrDuration : undefined };
}

export function transportStreamResult(
  demux: TransportStreamDemux,
  alignment: PacketAlignment,
  size: number,
  diagnostics: string[],
): ContainerProbe {
  const probe = emptyMultiplexProbe("m2ts", size, `MPEG-2 transport stream, ${PACKET_NAMES[alignment.packetSize]}`);
  const programNumbers = demux.programs.map((p) => p.program_number);
  const main =
    demux.programs.find((p) => (demux.programMaps.get(p.program_number)?.streams.length ?? 0) > 0) ?? demux.programs[0];
  if (demux.transport_stream_id !== undefined) probe.properties.Id = demux.transport_stream_id;
  if (demux.programs.length > 0) probe.properties.ProgramNumbers = programNumbers;
  if (main) {
    probe.properties.ProgramNumber = main.program_number;
    probe.properties.PmtPid = main.PID;
    const pcrPid = demux.programMaps.get(main.program_number)?.PCR_PID;
    if (pcrPid !== undefined) probe.properties.PcrPid = pcrPid;
    const service = demux.services.get(main.program_number);
    if (service?.service_name) probe.properties.ServiceName = service.service_name;
    if (service?.service_provider_name) probe.properties.ServiceProvider = service.service_provider_name;
  }
  probe.properties.PacketSize = alignment.packetSize;
  // Every service the SDT names (ETSI EN 300 468 5.2.3), also those of a multiplex that carries only tables.
  if (demux.services.size > 1) {
    probe.properties.Services = [...demux.services].map(([service_id, s]) => ({
      ProgramNumber: service_id,
      ...(s.service_name && { ServiceName: s.service_name }),
      ...(s.service_provider_name && { ServiceProvider: s.service_provider_name }),
    }));
  }

  let longest: number | undefined;
  const placed = new Set<number>();
  const programSpans: Record<string, unknown>[] = [];
  for (const program of demux.programs) {
    const pmt = demux.programMaps.get(program.program_number);
    if (!pmt) continue;
    // Each program is timed on its own clock: programs of one multiplex may come from unrelated encoders.
    const timing = programTiming(demux, pmt, diagnostics);
    if (timing.duration !== undefined) longest = Math.max(longest ?? 0, timing.duration);
    programSpans.push({
      ProgramNumber: program.program_number,
      PmtPid: program.PID,
      PcrPid: pmt.PCR_PID,
      // Every PID of its PMT, also those shared with another program (each stream object is listed once).
      ElementaryPids: pmt.streams.map((e) => e.elementary_PID),
      ...(timing.duration === undefined ? {} : { Duration: formatDuration(timing.duration / CLOCK_HZ) }),
    });
    for (const element of pmt.streams) {
      const track = demux.tracks.get(element.elementary_PID);
      if (!track || placed.has(element.elementary_PID)) continue;
      placed.add(element.elementary_PID);
      const facts = streamFacts(element, track.identity);
      if (demux.programs.length > 1) facts.properties.Mpeg2ProgramNumber = program.program_number;
      placeStream(
        probe,
        assembleStream(track, { ...facts, span: timing.spans.get(element.elementary_PID), origin: timing.origin }),
      );
    }
  }
  for (const pid of demux.unlistedPids) {
    // Without PSI nothing tells which streams share a clock: each is timed on its own.
    const track = demux.tracks.get(pid)!;
    const timing = multiplexTiming([{ key: pid, track }], diagnostics);
    if (timing.duration !== undefined) longest = Math.max(longest ?? 0, timing.duration);
    placeStream(
      probe,
      assembleStream(track, {
        properties: { Mpeg2TransportStreamPid: pid },
        span: timing.spans.get(pid),
        origin: timing.origin,
      }),
    );
  }
  if (programSpans.length > 1) probe.properties.Programs = programSpans;
  if (longest !== undefined) probe.duration = formatDuration(longest / CLOCK_HZ);
  return probe;
}
