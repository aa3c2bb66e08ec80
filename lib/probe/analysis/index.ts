export { analyze, type AnalyzeOptions } from "./analyze";
export { ANALYSES, AnalysisName, ContainerAnalysis, StreamAnalysis } from "./analysis-schema";
export { MEASURED_BY, type LoudnessMeasurement, type LoudnessMeter } from "./loudness";
