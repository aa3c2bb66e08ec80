// The state of one pass over transport packets: the PSI tables (PAT, PMTs, SDT) and, per elementary PID,
// the payload handed to codec parsers and the timestamps (PTS, PCR) that give durations.
import type { AudioStream } from "../../schema";
import type { ElementaryStreamTrack } from "../mpeg-pes/elementary-stream-track";
import { ElementaryStreams } from "../mpeg-pes/elementary-streams";
import { parsePesPacketHeader, pesPayloadBytes } from "../mpeg-pes/pes-packet-header";
import { ticksSince, TimestampSamples } from "../mpeg-pes/timestamps";
import { descriptorSyntax, readDescriptors } from "./descriptors/registry";
import { parseServiceDescriptor, serviceDescriptor, type ServiceDescriptor } from "./descriptors/service-descriptor";
import { CRC_MISMATCH, parseLongFormSection, type LongFormSection } from "./psi-section";
import { DamagedSectionCopies } from "./section-copies";
import { SectionAssembler } from "./section-assembler";
import {
  programAssociationSection,
  type ProgramAssociation,
  type ProgramAssociationSection,
} from "./tables/program-association-section";
import { programMapSection, type ProgramMapSection } from "./tables/program-map-section";
import { ASSIGNED_TABLE_PIDS, tableOn } from "./tables/registry";
import { serviceDescriptionSection } from "./tables/service-description-section";
import { identifyPesPayload } from "./pes-identification";
import { formatIdentifiers, identifyStream } from "./stream-identification";
import { NULL_PID, type TransportPacket } from "./transport-packet";
import { opusChannelConfigStream } from "../../codecs/opus";
import type { Descriptor } from "./descriptors/descriptor-loop";
import { opusAudioDescriptor } from "./descriptors/opus-audio-descriptor";

/** Bounds what a damaged or hostile stream can make the demux hold. */
const MAX_PROGRAMS = 1024;

export class TransportStreamDemux {
  transport_stream_id: number | undefined;
  /** PAT entries with a program_number other than 0 (0 points at the network PID), in PAT order. */
  readonly programs: ProgramAssociation[] = [];
  readonly programMaps = new Map<number, ProgramMapSection>();
  readonly services = new Map<number, ServiceDescriptor>();
  /** By elementary PID. */
  readonly tracks = new ElementaryStreams();
  /** PCR samples by PCR_PID. */
  readonly clocks = new Map<number, TimestampSamples>();
  /** PCR_PIDs on which a packet signalled discontinuity_indicator: their time base restarted (2.4.3.5). */
  readonly clockDiscontinuities = new Set<number>();
  /**
   * By elementary PID: ticks from its program's latest PCR to its first PTS at the same file position.
   * A decoder holds an access unit at most about a second (2.4.2.3, 2.7.4), so far more is another clock.
   */
  readonly clockOffsets = new Map<number, number>();
  /** By elementary PID: the PCR_PID of the program that lists it. */
  private readonly pcrPidOf = new Map<number, number>();
  /** PIDs identified from their PES packets alone, in a stream without PAT (`identifyWithoutPsi`). */
  readonly unlistedPids: number[] = [];
  private withoutPsi = false;
  /** PIDs whose PMT was found without a PAT that lists it. */
  private readonly orphanPmtPids: number[] = [];
  private readonly orphanAssemblers = new Map<number, SectionAssembler>();
  private readonly earlyAssemblers = new Map<number, SectionAssembler>();
  /** By PID: the latest PMT section met before the first PAT. */
  private readonly earlyPmts = new Map<number, Uint8Array>();
  private readonly assemblers = new Map<number, SectionAssembler>();
  private readonly payloadStarted = new Set<number>();
  /** Payload bytes present of each PID's latest timestamped PES packet, to notice one cut by the end of file. */
  private readonly latestPesBytes = new Map<number, number>();
  private readonly reported = new Set<string>();
  private patSections = 0;
  private patVersion: number | undefined;
  private readonly pmtVersions = new Map<number, number>();
  /** By PMT PID: copies of a program's PMT that failed CRC_32 while the program had none that passed. */
  private readonly damagedPmts = new Map<number, DamagedSectionCopies>();
  private errorPackets = 0;

  constructor(private readonly diagnostics: string[]) {
    for (const pid of ASSIGNED_TABLE_PIDS) this.listen(pid);
  }

  /** PSI pass: sections of the PAT, the PMTs it lists and the SDT; before the first PAT, PMTs on any PID. */
  readSections(packet: TransportPacket): void {
    if (packet.transport_error_indicator) return;
    const assembler =
      this.assemblers.get(packet.PID) ?? (this.patSections === 0 ? this.earlyAssembler(packet.PID) : undefined);
    assembler?.push(packet.payload, packet.payload_unit_start_indicator, packet.continuity_counter);
  }

  /**
   * Before the first PAT, sections on a PID that may carry a PMT: a multiplexer may send a program's PMT
   * before the PAT that names its PID (the PAT and each PMT repeat on their own schedules), and in a dense
   * multiplex the next copy may lie past the head. The latest PMT section of each PID waits for the PAT.
   */
  private earlyAssembler(pid: number): SectionAssembler | undefined {
    if (pid < 0x10 || pid === NULL_PID) return undefined;
    let assembler = this.earlyAssemblers.get(pid);
    if (!assembler && this.earlyAssemblers.size < MAX_PROGRAMS) {
      assembler = new SectionAssembler((section) => {
        if (section[0] === programMapSection.table_id) this.earlyPmts.set(pid, section.slice());
      });
      this.earlyAssemblers.set(pid, assembler);
    }
    return assembler;
  }

  /** Whether the PAT is known and a program it lists still lacks its PMT. */
  get pmtsMissing(): boolean {
    return this.patSections > 0 && !this.sectionsComplete;
  }

  /**
   * Whether the PAT and every PMT it lists have been read. A multiplex may repeat one program's PMT far
   * less often than the PAT, so only the head limit of the reader ends the wait for a missing one.
   */
  get sectionsComplete(): boolean {
    return this.patSections > 0 && this.programs.every((p) => this.programMaps.has(p.program_number));
  }

  /** Elementary pass: PES headers (timestamps), payload for the codec parsers (until headers parse), PCRs. */
  readElementary(packet: TransportPacket, inTail: boolean): void {
    if (packet.transport_error_indicator) {
      this.errorPackets++;
      return;
    }
    const clock = this.clocks.get(packet.PID);
    // A discontinuity before the first PCR read (often the stream's first packet) splits nothing read.
    if (packet.adaptation_field?.discontinuity_indicator && clock && !clock.empty)
      this.clockDiscontinuities.add(packet.PID);
    const pcr = packet.adaptation_field?.program_clock_reference_base;
    if (pcr !== undefined) clock?.add(pcr);
    let track = this.tracks.get(packet.PID);
    if (!track && this.withoutPsi && !inTail && packet.payload_unit_start_indicator) track = this.adopt(packet);
    if (!track) return;
    if (packet.transport_scrambling_control !== 0) {
      this.reportOnce(
        `${track.label}: scrambled (transport_scrambling_control ${packet.transport_scrambling_control})`,
      );
      return;
    }
    if (packet.payload_unit_start_indicator) {
      const header = parsePesPacketHeader(packet.payload);
      if (!header) {
        this.payloadStarted.delete(packet.PID);
        return;
      }
      const payload = packet.payload.subarray(header.payloadOffset);
      const bytes = pesPayloadBytes(header);
      const stamps = this.tracks.startPesPacket(
        packet.PID,
        { PTS: header.PTS, stampedBytes: bytes, continuedBytes: bytes, payload },
        inTail,
      );
      if (header.PTS !== undefined && !this.clockOffsets.has(packet.PID))
        this.measureClockOffset(packet.PID, header.PTS);
      if (stamps) this.latestPesBytes.set(packet.PID, payload.length);
      else this.addPresentBytes(packet.PID, payload.length);
      this.payloadStarted.add(packet.PID);
      track.addPayload(payload, true);
    } else if (this.payloadStarted.has(packet.PID)) {
      this.addPresentBytes(packet.PID, packet.payload.length);
      track.addStampedPayload(packet.payload, false);
      track.addPayload(packet.payload, false);
    }
  }

  private measureClockOffset(pid: number, PTS: number): void {
    const pcrPid = this.pcrPidOf.get(pid);
    const pcrs = pcrPid === undefined ? undefined : this.clocks.get(pcrPid);
    const pcr = pcrs?.last[pcrs.last.length - 1];
    if (pcr !== undefined) this.clockOffsets.set(pid, ticksSince(pcr, PTS));
  }

  private addPresentBytes(pid: number, bytes: number): void {
    const present = this.latestPesBytes.get(pid);
    if (present !== undefined) this.latestPesBytes.set(pid, present + bytes);
  }

  /** The last packet of the file has been read: PES packets still open were cut short. */
  finishFile(): void {
    for (const [pid, bytes] of this.latestPesBytes) this.tracks.get(pid)?.timestamps.truncateLast(bytes);
    // Last attempts at the codec headers: a stream that starts late may show them only in the tail.
    this.tracks.finish(this.diagnostics);
  }

  /**
   * Without a PAT in the head, PIDs are identified from their own PES packets in the passes that follow
   * (true when that mode starts).
   */
  identifyWithoutPsi(): boolean {
    this.withoutPsi = this.patSections === 0;
    return this.withoutPsi;
  }

  /** Without a PAT: a PMT on any PID names its program (a capture may carry PMTs, or a PMT and a VCT, only). */
  readOrphanSections(packet: TransportPacket): void {
    if (!this.withoutPsi || packet.transport_error_indicator || packet.PID < 0x10 || packet.PID === NULL_PID) return;
    let assembler = this.orphanAssemblers.get(packet.PID);
    if (!assembler && this.orphanAssemblers.size < MAX_PROGRAMS) {
      assembler = new SectionAssembler((section) => this.onOrphanSection(packet.PID, section));
      this.orphanAssemblers.set(packet.PID, assembler);
    }
    assembler?.push(packet.payload, packet.payload_unit_start_indicator, packet.continuity_counter);
  }

  private onOrphanSection(pid: number, bytes: Uint8Array): void {
    if (bytes[0] !== programMapSection.table_id || this.programs.length >= MAX_PROGRAMS) return;
    const section = parseLongFormSection(bytes);
    if (typeof section === "string" || !section.current_next_indicator) return; // PES bytes that only look like a table
    const pmt = programMapSection.parse(section, this.diagnostics);
    if (this.programs.some((p) => p.program_number === pmt.program_number)) return;
    this.programs.push({ program_number: pmt.program_number, PID: pid });
    if (!this.orphanPmtPids.includes(pid)) this.orphanPmtPids.push(pid);
    this.onProgramMap(pid, pmt, section.version_number);
  }

  private adopt(packet: TransportPacket): ElementaryStreamTrack | undefined {
    // PIDs 0x0000–0x001F carry PSI and SI (Table 2-3, ETSI EN 300 468 5.1.3), never PES.
    if (packet.PID < 0x20 || packet.PID === NULL_PID || this.tracks.size >= MAX_PROGRAMS) return undefined;
    const identity = identifyPesPayload(packet.payload);
    if (!identity) return undefined;
    this.unlistedPids.push(packet.PID);
    return this.tracks.open(packet.PID, identity, `PID ${packet.PID}`);
  }

  /** The head pass is over: what was missing. */
  finishHead(): void {
    if (this.orphanPmtPids.length > 0) {
      this.diagnostics.push(
        `no program association table (PAT) found: programs taken from the program map tables on PIDs ${this.orphanPmtPids.join(", ")}`,
      );
    }
    if (this.patSections === 0 && (this.unlistedPids.length > 0 || this.orphanPmtPids.length === 0)) {
      this.diagnostics.push(
        this.unlistedPids.length > 0
          ? `no PSI found (no program association table): ${this.unlistedPids.length} streams identified from their PES packets' stream_id and payload headers`
          : "no program association table (PAT) found: streams cannot be identified",
      );
    }
    for (const program of this.programs) {
      if (!this.programMaps.has(program.program_number)) {
        this.diagnostics.push(`program ${program.program_number}: no program map table found on PID ${program.PID}`);
      }
    }
    if (this.errorPackets > 0) {
      this.diagnostics.push(`${this.errorPackets} packets flagged with transport_error_indicator were ignored`);
    }
  }

  private listen(pid: number): void {
    if (!this.assemblers.has(pid))
      this.assemblers.set(pid, new SectionAssembler((section) => this.onSection(pid, section)));
  }

  private reportOnce(message: string): void {
    if (this.reported.has(message)) return;
    this.reported.add(message);
    this.diagnostics.push(message);
  }

  /** A section on `pid`: read when it is of the table the registry finds on that PID (tables/registry.ts). */
  private onSection(pid: number, bytes: Uint8Array): void {
    const syntax = tableOn(pid);
    if (bytes[0] !== syntax.table_id) return; // other tables share these PIDs (e.g. SDT other, BAT on 0x11)
    const section = parseLongFormSection(bytes);
    if (typeof section === "string") {
      this.reportOnce(
        `PID ${pid}: table_id 0x${syntax.table_id.toString(16).padStart(2, "0")} section ignored: ${section}`,
      );
      if (section === CRC_MISMATCH && syntax === programMapSection) this.keepDamagedPmt(pid, bytes);
      return;
    }
    if (!section.current_next_indicator) return; // a table not yet applicable (2.4.4.5)
    if (syntax === programAssociationSection)
      this.onProgramAssociation(programAssociationSection.parse(section, this.diagnostics), section.version_number);
    else if (syntax === serviceDescriptionSection) this.onServiceDescription(section);
    else this.onProgramMap(pid, programMapSection.parse(section, this.diagnostics), section.version_number);
  }

  /** The services the SDT names, by service_id. */
  private onServiceDescription(section: LongFormSection): void {
    for (const service of serviceDescriptionSection.parse(section, this.diagnostics).services) {
      const descriptor = service.descriptors.find((d) => descriptorSyntax(d) === serviceDescriptor);
      const parsed = descriptor && parseServiceDescriptor(descriptor.body);
      if (parsed) this.services.set(service.service_id, parsed);
    }
  }

  /** A PMT copy failing CRC_32 of a program without a valid one: kept, and the majority of the copies tried. */
  private keepDamagedPmt(pid: number, bytes: Uint8Array): void {
    const header = parseLongFormSection(bytes, false);
    const program =
      typeof header === "string"
        ? undefined
        : this.programs.find((p) => p.PID === pid && p.program_number === header.table_id_extension);
    if (!program || this.programMaps.has(program.program_number)) return;
    const copies = this.damagedPmts.get(pid) ?? new DamagedSectionCopies();
    this.damagedPmts.set(pid, copies);
    const recovered = copies.add(bytes);
    if (!recovered) return;
    this.diagnostics.push(
      `program ${program.program_number}: every copy of its PMT on PID ${pid} failed CRC_32; the byte-wise majority of ${copies.count} copies verifies and was used`,
    );
    this.onSection(pid, recovered);
  }

  /**
   * The PSI window is over: a program whose PMT copies all failed, without a verified majority, is
   * described from the best copy (before the elementary pass, which then reads its streams).
   */
  describeFromDamagedPmts(): void {
    for (const [pid, copies] of this.damagedPmts) {
      const program = this.programs.find((p) => p.PID === pid);
      const best = copies.best();
      if (!program || !best || this.programMaps.has(program.program_number)) continue;
      const section = parseLongFormSection(best.section, false);
      if (typeof section === "string" || section.table_id_extension !== program.program_number) continue;
      this.diagnostics.push(
        `program ${program.program_number}: every copy of its PMT on PID ${pid} failed CRC_32 (${best.copies} read, no majority verifies); ` +
          "the service is described from the best copy and may be wrong",
      );
      this.onProgramMap(pid, programMapSection.parse(section, this.diagnostics), section.version_number);
    }
  }

  private onProgramAssociation(pat: ProgramAssociationSection, version_number: number): void {
    this.patSections++;
    this.transport_stream_id ??= pat.transport_stream_id;
    if (this.patVersion !== undefined && version_number !== this.patVersion) {
      // A new version of the table supersedes the one before (2.4.4.5): programs it no longer lists go.
      const listed = new Map(pat.programs.map((p) => [p.program_number, p.PID]));
      for (let i = this.programs.length - 1; i >= 0; i--) {
        const { program_number, PID } = this.programs[i]!;
        if (listed.get(program_number) === PID) continue;
        this.programs.splice(i, 1);
        this.programMaps.delete(program_number);
        this.pmtVersions.delete(program_number);
      }
    }
    this.patVersion = version_number;
    for (const program of pat.programs) {
      if (program.program_number === 0 || this.programs.length >= MAX_PROGRAMS) continue;
      if (this.programs.some((p) => p.program_number === program.program_number)) continue;
      this.programs.push(program);
      this.listen(program.PID);
      const early = this.earlyPmts.get(program.PID);
      if (early) this.onSection(program.PID, early);
    }
    this.earlyAssemblers.clear();
  }

  private onProgramMap(pid: number, pmt: ProgramMapSection, version_number: number): void {
    const listed = this.programs.find((p) => p.program_number === pmt.program_number && p.PID === pid);
    if (!listed || this.pmtVersions.get(pmt.program_number) === version_number) return;
    // The first PMT, or a new version of it, which supersedes the one before (2.4.4.5).
    this.pmtVersions.set(pmt.program_number, version_number);
    this.programMaps.set(pmt.program_number, pmt);
    if (!this.clocks.has(pmt.PCR_PID)) this.clocks.set(pmt.PCR_PID, new TimestampSamples());
    const programFormats = formatIdentifiers(pmt.descriptors);
    for (const element of pmt.streams) {
      if (!this.pcrPidOf.has(element.elementary_PID)) this.pcrPidOf.set(element.elementary_PID, pmt.PCR_PID);
      if (this.tracks.has(element.elementary_PID)) continue;
      const track = this.tracks.open(
        element.elementary_PID,
        identifyStream(element, programFormats),
        `PID ${element.elementary_PID}`,
      );
      // Opus in a TS carries no identification header: the PMT's descriptor is its only configuration.
      if (track.identity.format === "Opus") track.parsed = opusStreamFromDescriptors(element.descriptors);
    }
  }
}

function opusStreamFromDescriptors(descriptors: readonly Descriptor[]): AudioStream | undefined {
  const [opus] = readDescriptors(descriptors, opusAudioDescriptor);
  return opus && opusChannelConfigStream(opus.channel_config_code);
}
