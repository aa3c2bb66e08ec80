// The `--summary` table of a batch: one row per input, in the order inputs finish; a failed input says
// why in its row. The input column is as wide as the longest input (all are known before the first
// probe), so rows line up although they are printed as they come.
import type { ContainerProbe } from "../../probe/schema";

export interface SummaryTable {
  header: string;
  row(input: string, result: ContainerProbe | { error: string }): string;
}

export function summaryTable(inputs: readonly string[]): SummaryTable {
  const widths = [Math.max(5, ...inputs.map((input) => input.length)), 9, 12];
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return {
    header: line(["input", "container", "duration", "streams"]),
    row(input, result) {
      if ("error" in result) return line([input, "failed", "", result.error]);
      return line([input, result.type, result.duration ?? "", streamList(result)]);
    },
  };
}

function streamList(result: ContainerProbe): string {
  return [
    ...result.video.map(
      (stream) => `V ${stream.format}${stream.width && stream.height ? ` ${stream.width}×${stream.height}` : ""}`,
    ),
    ...result.audio.map((stream) => `A ${stream.format}${stream.channels ? ` ${stream.channels}ch` : ""}`),
    ...result.subtitle.map((stream) => `S ${stream.format}`),
    ...(result.data ?? []).map((stream) => `D ${stream.format}`),
  ].join(", ");
}
