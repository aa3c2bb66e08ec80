// A dropped file becomes a report: a saved probe report (JSON) is read as is; media is probed here,
// in the browser, by the same prober the workers use, reading only the bytes it needs (no upload).
import { BlobSource, probe, type ContainerProbe } from "@/lib/probe";
import { ANALYSES } from "@/lib/probe/analysis/analysis-schema";
import { analyze } from "@/lib/probe/analysis/analyze";
import { analysesFor, checkSpec, type DeliverySpec } from "@/lib/probe/delivery-spec";
import { openDroppedPackage, type PackageFile } from "@/lib/probe/packages/blob-package-files";

export interface LoadedReport {
  name: string;
  report: unknown;
  /** For probed media: how much of the file the prober read, and how long it took. */
  stats?: { bytesRead: number; reads: number; milliseconds: number; size: number };
}

/** Run on media after the probe: the analysis pass over the whole file, and a delivery spec's check. */
export interface AnalyzeRequest {
  analyze?: boolean;
  spec?: DeliverySpec;
  onProgress?: (fraction: number) => void;
}

export async function loadReport(file: File, request: AnalyzeRequest = {}): Promise<LoadedReport> {
  if (file.type === "application/json" || file.name.toLowerCase().endsWith(".json")) {
    return { name: file.name, report: JSON.parse(await file.text()) };
  }
  const source = new BlobSource(file);
  const started = performance.now();
  const report = await analyzed(source, await probe(source), request);
  return {
    name: file.name,
    report,
    stats: {
      bytesRead: source.stats.bytesRead,
      reads: source.stats.reads,
      milliseconds: performance.now() - started,
      size: file.size,
    },
  };
}

/** Several files or a folder: a package (IMF, HLS, DASH), probed from its entry file. */
export async function loadPackage(files: readonly PackageFile[]): Promise<LoadedReport> {
  const { source, siblings } = await openDroppedPackage(files);
  const started = performance.now();
  const report = await probe(source, { siblings });
  const size = files.reduce((sum, { file }) => sum + file.size, 0);
  return {
    name: source.name,
    report,
    stats: {
      bytesRead: source.stats.bytesRead,
      reads: source.stats.reads,
      milliseconds: performance.now() - started,
      size,
    },
  };
}

/** Loudness needs ffmpeg: in the browser the pass says so under `not_analysed` (lib/probe/README.md, "The analysis pass"). */
async function analyzed(source: BlobSource, probed: ContainerProbe, request: AnalyzeRequest): Promise<ContainerProbe> {
  const analyses = [
    ...new Set([...(request.analyze ? ANALYSES : []), ...(request.spec ? analysesFor(request.spec) : [])]),
  ];
  const result =
    analyses.length > 0 ? await analyze(source, probed, { analyses, onProgress: request.onProgress }) : probed;
  return request.spec ? { ...result, delivery_check: checkSpec(request.spec, result) } : result;
}
