// The SCTE-35 cues of one program over the whole file: each distinct splice_info_section in arrival order
// (a splicer repeats a cue until its splice time: repeats are counted, not listed), its splice time on the
// container's timeline, and out/in pairs matched by event id (splice_insert out_of_network_indicator 1 then 0;
// segmentation descriptors of a start type and its end type, SCTE 35 Table 22).
import { formatDuration as timeline } from "../../annotate";
import { AdBreaks } from "../ad-breaks";
import type { Scte35Analysis, SpliceInfoSection } from "../analysis-schema";
import { parseSpliceInfoSection, SPLICE_COMMANDS, type SpliceInfo } from "./splice-info-section";
import { SEGMENTATION_TYPES, type SegmentationDescriptor } from "./segmentation-descriptor";

const MAX_SECTIONS = 1000;
const CLOCK_HZ = 90_000;
const WRAP = 2 ** 33;

/** A section as read: its time still in ticks, mapped once the program's first timestamp is known. */
interface Cue {
  pid: number;
  bytes: string;
  info: SpliceInfo;
  /** pts_time + pts_adjustment, or where the section arrived (the program clock) for an immediate splice. */
  ticks: number | undefined;
  immediate: boolean;
  repeats: number;
}

export class SpliceCues {
  private readonly cues: Cue[] = [];
  private crcErrors = 0;
  private readonly lastBytes = new Map<number, string>();

  constructor(private readonly programNumber: number | undefined) {}

  /** A whole section from `pid`; `clock` is the program's latest PCR or PTS when it arrived (90 kHz). */
  section(pid: number, section: Uint8Array, clock: number | undefined): void {
    let info;
    try {
      info = parseSpliceInfoSection(section);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return;
    }
    if (info === "crc") this.crcErrors++;
    if (!info || info === "crc") return;
    const bytes = hex(section);
    if (this.lastBytes.get(pid) === bytes) {
      const last = this.cues.findLast((cue) => cue.pid === pid);
      if (last) last.repeats++;
      return;
    }
    this.lastBytes.set(pid, bytes);
    if (this.cues.length >= MAX_SECTIONS) return;
    const pts = info.splice_insert?.pts_time ?? info.time_signal_pts;
    const immediate = info.splice_insert?.splice_immediate_flag === true;
    const ticks = pts !== undefined ? (pts + info.pts_adjustment) % WRAP : immediate ? clock : undefined;
    this.cues.push({ pid, bytes, info, ticks, immediate, repeats: 0 });
  }

  /** `origin`: the program's first timestamp (90 kHz), the zero of its timeline. */
  finish(origin: number | undefined): Scte35Analysis {
    const time = (ticks: number | undefined) =>
      ticks === undefined || origin === undefined ? undefined : ((((ticks - origin) % WRAP) + WRAP) % WRAP) / CLOCK_HZ;
    const sections = this.cues.map((cue) => describe(cue, time(cue.ticks)));
    return {
      program_number: this.programNumber,
      sections,
      breaks: matchBreaks(this.cues, time),
      crc_errors: this.crcErrors,
    };
  }
}

function describe(cue: Cue, seconds: number | undefined): SpliceInfoSection {
  const { info } = cue;
  const insert = info.splice_insert;
  return {
    pid: cue.pid,
    splice_command_type: info.splice_command_type,
    command: SPLICE_COMMANDS[info.splice_command_type] ?? `reserved (0x${info.splice_command_type.toString(16)})`,
    pts_adjustment: info.pts_adjustment,
    pts_time: cue.immediate ? undefined : cue.ticks,
    time: seconds === undefined ? undefined : timeline(seconds),
    splice_immediate: insert ? cue.immediate : undefined,
    splice_event_id: insert?.splice_event_id,
    splice_event_cancel_indicator: insert?.splice_event_cancel_indicator,
    out_of_network_indicator: insert?.out_of_network_indicator,
    break_duration: insert?.duration === undefined ? undefined : insert.duration / CLOCK_HZ,
    auto_return: insert?.auto_return,
    segmentation: info.segmentation.length === 0 ? undefined : info.segmentation.map(describeSegmentation),
    repeats: cue.repeats,
  };
}

/** A segmentation descriptor as the report lists it (SCTE-35 sections and SCTE-104 operations alike). */
export function describeSegmentation(d: SegmentationDescriptor) {
  return {
    segmentation_event_id: d.segmentation_event_id,
    segmentation_event_cancel_indicator: d.segmentation_event_cancel_indicator,
    segmentation_type_id: d.segmentation_type_id,
    segmentation_type: d.segmentation_type_id === undefined ? undefined : SEGMENTATION_TYPES[d.segmentation_type_id],
    segmentation_duration: d.segmentation_duration === undefined ? undefined : d.segmentation_duration / CLOCK_HZ,
    segmentation_upid_type: d.segmentation_upid_type,
    segmentation_upid:
      d.segmentation_upid && d.segmentation_upid.length > 0 ? upidText(d.segmentation_upid) : undefined,
    segment_num: d.segment_num,
    segments_expected: d.segments_expected,
  };
}

type Break = Scte35Analysis["breaks"][number];

function matchBreaks(cues: readonly Cue[], time: (ticks: number | undefined) => number | undefined): Break[] {
  const breaks = new AdBreaks<"splice_insert">();
  for (const cue of cues) {
    const at = time(cue.ticks);
    const insert = cue.info.splice_insert;
    if (insert && !insert.splice_event_cancel_indicator) {
      if (!insert.out_of_network_indicator) breaks.in("splice_insert", insert.splice_event_id, at);
      else
        breaks.out(
          "splice_insert",
          insert.splice_event_id,
          at,
          insert.duration === undefined ? undefined : insert.duration / CLOCK_HZ,
        );
    }
    for (const d of cue.info.segmentation) breaks.segmentation(d, at);
  }
  return breaks.breaks;
}

function hex(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}

/** A UPID as text when every byte is printable ASCII (ISCI, Ad-ID, URI, ...), else hexadecimal. */
function upidText(bytes: Uint8Array): string {
  return bytes.every((b) => b >= 0x20 && b < 0x7f) ? String.fromCharCode(...bytes) : hex(bytes);
}
