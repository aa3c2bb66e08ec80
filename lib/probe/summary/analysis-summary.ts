// The analysis pass's results as a QA engineer reads them (lib/probe/README.md, "The analysis pass"): one line per measurement of each
// stream (GOP, captions, subtitle pages, loudness, measured bit rate), the SCTE-35 cues of each program and
// the SCTE 104 operations of an MXF file's ANC data as rows with their timeline times, and what could not
// be measured.
import { formatBitRate } from "../annotate";
import type { SpliceInfoSection, StreamAnalysis } from "../analysis/analysis-schema";
import type { ContainerProbe } from "../schema";
import { captionsFound, loudnessFigures } from "./analysis-figures";
import { KIND_TITLES, type StreamKind } from "./stream-line";

export interface AnalysisSummary {
  streams: { key: string; title: string; lines: string[] }[];
  cues: { program?: number; time: string; command: string; eventId?: number; detail: string }[];
  breaks: { eventId: number; out: string; in: string; duration: string; matched: boolean }[];
  notAnalysed: string[];
}

const KINDS: readonly StreamKind[] = ["video", "audio", "subtitle", "data"];

export function analysisSummary(probe: ContainerProbe): AnalysisSummary | undefined {
  if (!probe.analysis) return undefined;
  const streams = KINDS.flatMap((kind) =>
    (kind === "data" ? (probe.data ?? []) : probe[kind]).flatMap((stream, index) => {
      const lines = stream.analysis ? streamLines(stream.analysis) : [];
      return lines.length > 0 ? [{ key: `${kind} ${index}`, title: `${KIND_TITLES[kind]} #${index}`, lines }] : [];
    }),
  );
  const programs = probe.analysis.scte35 ?? [];
  const scte104 = probe.analysis.scte104;
  return {
    streams,
    cues: [
      ...programs.flatMap((program) =>
        program.sections.map((section) => ({
          program: program.program_number,
          time: section.time ?? "—",
          command: section.command,
          eventId: section.splice_event_id ?? section.segmentation?.[0]?.segmentation_event_id,
          detail: cueDetail(section),
        })),
      ),
      ...(scte104?.messages ?? []).flatMap((message) =>
        message.operations.map((op) => ({
          time: op.splice_time ?? message.time ?? "—",
          command: `SCTE 104 ${op.splice_insert ?? op.operation}`,
          eventId: op.splice_event_id ?? op.segmentation?.segmentation_event_id,
          detail: scte104Detail(message, op),
        })),
      ),
    ],
    breaks: [...programs.flatMap((program) => program.breaks), ...(scte104?.breaks ?? [])].map((b) => ({
      eventId: b.event_id,
      out: b.out ?? "—",
      in: b.in ?? "—",
      duration: b.duration === undefined ? "—" : `${b.duration.toFixed(3)} s`,
      matched: b.matched,
    })),
    notAnalysed: probe.analysis.not_analysed ?? [],
  };
}

function streamLines(analysis: StreamAnalysis): string[] {
  const lines: string[] = [];
  const { gop, captions, subtitle_pages: pages, loudness, bitrate } = analysis;
  if (gop) {
    const length = gop.length_frames
      ? `${gop.length_frames.typical} frames (${gop.length_seconds?.typical.toFixed(2)} s${gop.length_frames.min !== gop.length_frames.max ? `, ${gop.length_frames.min}–${gop.length_frames.max}` : ""})`
      : "one GOP";
    const parts = [
      `GOP ${length}`,
      gop.pattern,
      `${gop.closed} closed, ${gop.open} open`,
      gop.regular === undefined ? undefined : gop.regular ? "regular" : "irregular",
      gop.coding && `${gop.coding} coding`,
      gop.first_timecode && `starts ${gop.first_timecode}`,
    ];
    lines.push(parts.filter(Boolean).join(", "));
  }
  if (captions)
    lines.push(
      `Captions: ${captionsFound(captions)}${captions.carriage.length > 0 ? ` in ${captions.carriage.join(", ")}` : ""}`,
    );
  if (pages)
    lines.push(
      `${pages.kind === "teletext" ? "Teletext" : "DVB subtitle"} pages: ${pages.pages.map((p) => `${p.page}${p.language ? ` (${p.language})` : ""}`).join(", ") || "none"}`,
    );
  if (loudness) {
    const dialnorm =
      loudness.dialnorm_db === undefined
        ? ""
        : `, dialnorm ${loudness.dialnorm_db} dB (${loudness.dialnorm_matches ? "matches" : `${loudness.dialnorm_difference_db} dB off`})`;
    lines.push(`Loudness ${loudnessFigures(loudness)}${dialnorm}`);
  }
  if (bitrate) {
    const header =
      bitrate.header_nominal === undefined
        ? ""
        : `; header ${bitrate.header_kind ?? "nominal"} ${formatBitRate(bitrate.header_nominal)}`;
    lines.push(
      `Bit rate measured ${formatBitRate(bitrate.measured_average)} over ${bitrate.seconds.toFixed(2)} s${header}`,
    );
  }
  return lines;
}

type Scte104Message = NonNullable<ContainerProbe["analysis"]>["scte104"] & {};

/** An SCTE 104 operation's row: where the message was (time code, VANC line), then what it asks for. */
function scte104Detail(
  message: Scte104Message["messages"][number],
  op: Scte104Message["messages"][number]["operations"][number],
): string {
  const parts = [
    message.timecode && `at ${message.timecode}`,
    `line ${message.line_number}`,
    op.pre_roll_time !== undefined && `pre-roll ${op.pre_roll_time} ms`,
    op.break_duration !== undefined && op.break_duration > 0 && `break ${op.break_duration.toFixed(3)} s`,
    op.segmentation && segmentationDetail(op.segmentation),
    message.repeats > 0 && `repeated ${message.repeats}×`,
  ];
  return parts.filter(Boolean).join(", ");
}

function segmentationDetail(descriptor: NonNullable<SpliceInfoSection["segmentation"]>[number]): string {
  return [
    descriptor.segmentation_type,
    descriptor.segmentation_duration !== undefined && `${descriptor.segmentation_duration.toFixed(3)} s`,
    descriptor.segmentation_upid && `UPID ${descriptor.segmentation_upid}`,
  ]
    .filter(Boolean)
    .join(" ");
}

function cueDetail(section: SpliceInfoSection): string {
  const parts: string[] = [];
  if (section.out_of_network_indicator !== undefined)
    parts.push(section.out_of_network_indicator ? "out of network" : "return");
  if (section.break_duration !== undefined) parts.push(`break ${section.break_duration.toFixed(3)} s`);
  for (const descriptor of section.segmentation ?? []) parts.push(segmentationDetail(descriptor));
  if (section.repeats > 0) parts.push(`repeated ${section.repeats}×`);
  return parts.join(", ");
}
