// The probe summary: isomorphic (no Node built-ins), shared by the dashboard and `broadmark probe --summary`.
export { summarize, type ProbeSummary } from "./summarize";
export type { Fact } from "./bwf-summary";
export { programTitle, streamLine, summaryText } from "./summary-text";
export { analysisSummary, type AnalysisSummary } from "./analysis-summary";
export { reportText } from "./report-text";
