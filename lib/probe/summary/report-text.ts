// The report a QA engineer hands on, as plain text ("Copy as text" in the dashboard): the delivery check when
// the file was checked, the summary, then the analysis when the pass ran.
import { checklistText } from "../delivery-spec/checklist-text";
import type { ContainerProbe } from "../schema";
import { analysisSummary } from "./analysis-summary";
import { summarize } from "./summarize";
import { summaryText } from "./summary-text";

export function reportText(name: string, probe: ContainerProbe): string {
  const parts = [summaryText(name, summarize(probe))];
  if (probe.delivery_check) parts.unshift(`Delivery check\n${checklistText(name, probe.delivery_check)}`);
  const analysis = analysisSummary(probe);
  if (analysis) {
    const lines = [
      "Analysis",
      ...analysis.streams.flatMap((stream) => [`  ${stream.title}`, ...stream.lines.map((line) => `    ${line}`)]),
    ];
    if (analysis.cues.length > 0)
      lines.push(
        "  SCTE-35 cues",
        ...analysis.cues.map(
          (cue) =>
            `    ${cue.time}  program ${cue.program ?? "—"}  ${cue.command}  event ${cue.eventId ?? "—"}  ${cue.detail}`,
        ),
      );
    if (analysis.breaks.length > 0)
      lines.push(
        "  Breaks",
        ...analysis.breaks.map(
          (b) => `    event ${b.eventId}: out ${b.out}, in ${b.in}, ${b.duration}${b.matched ? "" : " (unmatched)"}`,
        ),
      );
    if (analysis.notAnalysed.length > 0)
      lines.push("  Not measured", ...analysis.notAnalysed.map((reason) => `    ${reason}`));
    parts.push(`${lines.join("\n")}\n`);
  }
  return parts.join("\n");
}
