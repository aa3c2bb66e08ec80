// One rule's verdict, and the wording shared by the checks: the expected value as a QA engineer reads it.
import type { AnalysisName } from "../analysis/analysis-schema";
import type { ContainerProbe } from "../schema";
import type { RuleResult } from "./spec-schema";

/** A rule's verdict; `measured` undefined means the file did not tell (not measured, and why). */
export function verdict(
  rule: string,
  field: string,
  expected: string,
  measured: string | undefined,
  passes: boolean,
  why = "not found in the file",
): RuleResult {
  if (measured === undefined) return { rule, field, status: "not_measured", expected, measured: why };
  return { rule, field, status: passes ? "pass" : "fail", expected, measured };
}

export const list = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

export const oneOf = (values: readonly unknown[]) => values.map(String).join(" or ");

export function rangeText(range: { min?: number; max?: number }, unit = ""): string {
  if (range.min !== undefined && range.max !== undefined)
    return range.min === range.max ? `${range.min}${unit}` : `${range.min} to ${range.max}${unit}`;
  if (range.min !== undefined) return `at least ${range.min}${unit}`;
  return range.max === undefined ? "any" : `at most ${range.max}${unit}`;
}

export const inRange = (value: number, range: { min?: number; max?: number }) =>
  (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);

/** Why an analysis result is missing: the pass's own reason where it gave one, else that it was not asked for. */
export function notAnalysed(probe: ContainerProbe, name: AnalysisName): string {
  const reason = probe.analysis?.not_analysed?.find((text) => text.includes(name));
  if (reason) return reason;
  if (probe.analysis?.analyses.includes(name)) return `the ${name} analysis found nothing to measure`;
  return `not analysed: run the ${name} analysis (broadmark probe --analyze=${name})`;
}
