// The summary as plain text (`broadmark probe --summary`): warnings first, the container line and the file's
// start timecode, one line per stream, a Broadcast Wave's bext and iXML, a package's structure and files,
// the PSI map of a transport stream and each stream's start and end.
import type { Fact } from "./bwf-summary";
import type { ProbeSummary, StreamSummary } from "./summarize";

export function streamLine(stream: StreamSummary): string {
  return `${stream.title}${stream.id ? ` [${stream.id}]` : ""}: ${stream.fields.join(", ")}`;
}

/** `Start timecode: 10:00:00:00`, MediaInfo's `name : value` without its column padding. */
const factLine = (fact: Fact) => `${fact.label}: ${fact.value}`;

export function summaryText(name: string, summary: ProbeSummary): string {
  const lines = [
    name,
    ...summary.warnings.map((warning) => `WARNING: ${warning}`),
    summary.container,
    ...summary.facts.map(factLine),
    ...summary.streams.map((s) => `  ${streamLine(s)}`),
  ];
  if (summary.bwf) lines.push("Broadcast Wave (bext, iXML):", ...summary.bwf.map((fact) => `  ${factLine(fact)}`));
  if (summary.package) {
    lines.push(
      `Package: ${summary.package.facts.join(", ")}`,
      `  Files (${summary.package.files.length}):`,
      ...summary.package.files.map((file) => `    ${file}`),
    );
  }
  if (summary.programs) {
    lines.push("PSI map:");
    for (const program of summary.programs) {
      lines.push(`  ${programTitle(program)}`);
      for (const key of program.streams) {
        const stream = summary.streams.find((s) => s.key === key)!;
        lines.push(`    ${stream.id} → ${stream.title}: ${stream.fields[0]}`);
      }
    }
  }
  const timed = summary.streams.filter((s) => s.end !== undefined);
  if (timed.length > 0) {
    lines.push(`Timeline${summary.duration !== undefined ? ` (container ${summary.duration.toFixed(3)} s)` : ""}:`);
    for (const s of timed)
      lines.push(
        `  ${s.title}: ${s.start!.toFixed(3)} → ${s.end!.toFixed(3)} s${s.startKnown ? "" : " (start assumed)"}`,
      );
  }
  return `${lines.join("\n")}\n`;
}

export function programTitle(program: {
  number: number;
  serviceName?: string;
  serviceProvider?: string;
  pmtPid?: number;
  pcrPid?: number;
}): string {
  if (program.number === 0) return "Streams without PSI";
  const hex = (pid: number) => `0x${pid.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = program.serviceName
    ? ` "${program.serviceName}"${program.serviceProvider ? ` (${program.serviceProvider})` : ""}`
    : "";
  const pids = [
    program.pmtPid !== undefined ? `PMT ${hex(program.pmtPid)}` : "",
    program.pcrPid !== undefined ? `PCR ${hex(program.pcrPid)}` : "",
  ].filter(Boolean);
  return `Program ${program.number}${name}${pids.length ? `, ${pids.join(", ")}` : ""}`;
}
