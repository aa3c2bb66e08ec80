// The `scte35.required` rule: splice cues a file carries. A transport stream's are SCTE-35 splice_info
// sections (`analysis.scte35`; splice_null, a heartbeat, left out). An MXF file has no
// SCTE-35 PID: its markers are SCTE 104 messages in ST 436 ANC data (`analysis.scte104`, SMPTE ST 2010),
// the messages an encoder turns into SCTE-35 cues (SCTE 104's request data operations): those with an operation that becomes a
// splice command other than splice_null. The measured value says which of the two it counted.
import { isMxfProbe } from "../analysis/mxf/mxf-analysis";
import type { ContainerProbe } from "../schema";
import { notAnalysed, verdict } from "./rule-result";
import type { RuleResult } from "./spec-schema";

/** SCTE 104 opIDs whose request becomes an SCTE-35 splice command: inject_section_data, splice_request, time_signal_request. */
const CUE_OPERATIONS = new Set([0x0100, 0x0101, 0x0104]);

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

export function scte35(required: boolean, probe: ContainerProbe): RuleResult {
  const expected = required ? "SCTE-35 cues" : "no SCTE-35 cues";
  const measured = isMxfProbe(probe) ? scte104Markers(probe) : scte35Cues(probe);
  const count = measured?.count;
  return verdict(
    "scte35.required",
    measured?.field ?? "analysis.scte35",
    expected,
    measured?.text,
    count !== undefined && count > 0 === required,
    notAnalysed(probe, "scte35"),
  );
}

function scte35Cues(probe: ContainerProbe) {
  const programs = probe.analysis?.scte35;
  if (!programs) return undefined;
  const count = programs.reduce(
    (sum, program) => sum + program.sections.filter((s) => s.command !== "splice_null").length,
    0,
  );
  return { count, field: "analysis.scte35", text: plural(count, "cue") };
}

/** An MXF file the scte35 analysis read: its SCTE 104 cue messages, none when it has no ANC data. */
function scte104Markers(probe: ContainerProbe) {
  const analysis = probe.analysis;
  if (!analysis?.analyses.includes("scte35")) return undefined;
  const messages = analysis.scte104?.messages ?? [];
  const count = messages.filter((m) => m.operations.some((op) => CUE_OPERATIONS.has(op.opID))).length;
  const where = analysis.scte104 ? "MXF ANC data" : "MXF file without ANC data";
  return { count, field: "analysis.scte104", text: `${plural(count, "SCTE-104 cue message")} (${where})` };
}
