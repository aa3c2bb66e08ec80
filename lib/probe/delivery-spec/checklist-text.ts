// A delivery check as plain text: the CLI's checklist and batch verdict lines, and the text report's first part.
import type { DeliveryCheck } from "./spec-schema";

const MARKS = { pass: "PASS", fail: "FAIL", not_measured: "N/M " } as const;

/** The checklist of one file: a line per rule, then the verdict. */
export function checklistText(file: string, check: DeliveryCheck): string {
  const width = Math.max(4, ...check.rules.map((rule) => rule.rule.length));
  const lines = check.rules.map(
    (rule) =>
      `${MARKS[rule.status]}  ${rule.rule.padEnd(width)}  expected ${rule.expected}; measured ${rule.measured}  (${rule.field})`,
  );
  return [`${file}: ${check.spec}`, ...lines, verdictLine(file, check), ""].join("\n");
}

/** `FAIL file.mxf: 2 of 24 rules failed (video.width, loudness.integrated_lufs)`. */
export function verdictLine(file: string, check: DeliveryCheck): string {
  const rules = `${check.rules.length} rule${check.rules.length === 1 ? "" : "s"}`;
  if (check.passed) return `PASS ${file}: ${rules} of ${check.spec} met`;
  const broken = check.rules.filter((rule) => rule.status !== "pass");
  const names = [...new Set(broken.map((rule) => rule.rule))].join(", ");
  const counts = [
    check.failed > 0 ? `${check.failed} failed` : "",
    check.not_measured > 0 ? `${check.not_measured} not measured` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return `FAIL ${file}: ${counts} of ${rules} of ${check.spec} (${names})`;
}
