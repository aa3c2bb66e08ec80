// The analyses of the deep pass by name, without zod: the command line reads them at start-up
// (lib/cli/probe.ts loads the schemas only when a file is analysed).
export const ANALYSES = ["gop", "captions", "scte35", "loudness", "bitrate"] as const;
export type AnalysisName = (typeof ANALYSES)[number];
