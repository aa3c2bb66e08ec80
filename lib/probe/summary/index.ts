// The probe summary: isomorphic (no Node built-ins), shared by the dashboard and `broadmark probe --summary`.
export { summarize, type ProbeSummary, type ProgramSummary, type StreamSummary } from "./summarize";
export type { PackageSummary } from "./package-summary";
export { programTitle, streamLine, summaryText } from "./summary-text";
