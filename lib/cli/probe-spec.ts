// `broadmark probe --spec house.yaml FILE…`: each file checked against a delivery spec (docs/delivery-specs.md).
// One file: the checklist, a line per rule with the expected and the measured value. Several: one line per
// file with its verdict. Exit 1 when a file fails the spec (or a rule could not be measured).
import { readFile } from "node:fs/promises";
import type { AnalysisName } from "../probe/analysis/analysis-schema";
import {
  analysesFor,
  checkSpec,
  parseSpecText,
  SpecError,
  formatIssue,
  type DeliverySpec,
} from "../probe/delivery-spec";
import type { ContainerProbe } from "../probe/schema";

export { checklistText, verdictLine } from "../probe/delivery-spec/checklist-text";

/** The spec file's rules, or the lines saying what is wrong with it (each with its field path and line). */
export async function loadSpecFile(file: string): Promise<{ spec: DeliverySpec } | { error: string }> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    return {
      error: `${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`,
    };
  }
  try {
    return { spec: parseSpecText(text, file) };
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    return { error: error.issues.map((issue) => `${file}: ${formatIssue(issue)}`).join("\n") };
  }
}

/** The analyses to run: those asked for, and those the spec's rules need. */
export function analysesWithSpec(
  asked: readonly AnalysisName[] | undefined,
  spec: DeliverySpec | undefined,
): AnalysisName[] | undefined {
  const needed = spec ? analysesFor(spec) : [];
  const all = [...new Set([...(asked ?? []), ...needed])];
  return all.length > 0 ? all : undefined;
}

export function withCheck(result: ContainerProbe, spec: DeliverySpec): ContainerProbe {
  return { ...result, delivery_check: checkSpec(spec, result) };
}
