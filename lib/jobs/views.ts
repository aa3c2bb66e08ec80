import type { Factory, Job, JobInput, JobOutput } from "../db/generated/client";
import { formatNs } from "../time/clock";
import type { JobStatus, JobView } from "./schemas";
import type { StaleMark } from "./stale";
import type { AnalysisName } from "../probe/analysis/analysis-schema";
import type { DetectRequest, DetectionView } from "./detection/schema";
import type { DeliverySpec } from "../probe/delivery-spec/spec-schema";

/** A job as the API shows it; `stale` marks the outputs whose reservation was revoked since (stale.ts). */
export function jobView(
  job: Job & { inputs: JobInput[]; outputs: JobOutput[] },
  stale = new Map<string, StaleMark>(),
): JobView {
  return {
    id: job.id,
    factory_id: job.factoryId,
    ...(job.name !== null ? { name: job.name } : {}),
    status: job.status as JobStatus,
    inputs: Object.fromEntries(
      [...job.inputs]
        .sort((a, b) => a.position - b.position)
        .map((input) => [
          input.name,
          {
            url: input.url,
            ...(input.fileName !== null ? { file_name: input.fileName } : {}),
            ...(input.analysis.length > 0 ? { analysis: input.analysis as AnalysisName[] } : {}),
            ...(input.spec !== null ? { spec: input.spec as DeliverySpec } : {}),
            status: input.status as "Pending" | "Completed" | "Failed",
            ...(input.error ? { error: input.error } : {}),
            ...(input.errorCode ? { error_code: input.errorCode } : {}),
          },
        ]),
    ),
    outputs: Object.fromEntries(
      [...job.outputs]
        .sort((a, b) => a.position - b.position)
        .map((output) => [
          output.name,
          {
            type: output.type,
            status: output.status as "Pending" | "Completed" | "Failed",
            ...(output.error ? { error: output.error } : {}),
            ...(stale.has(output.name) ? { stale: stale.get(output.name) } : {}),
          },
        ]),
    ),
    ...(job.composition !== null ? { composition: job.composition } : {}),
    ...(job.detect !== null ? { detection: detectionView(job.detect, job.detection) } : {}),
    progress: job.progress,
    ...(job.error ? { error: job.error } : {}),
    ...(job.errorCode ? { error_code: job.errorCode } : {}),
    created_at: formatNs(job.createdAt),
    ...(job.startedAt !== null ? { started_at: formatNs(job.startedAt) } : {}),
    ...(job.completedAt !== null ? { completed_at: formatNs(job.completedAt) } : {}),
  };
}

function detectionView(detect: Job["detect"], detection: Job["detection"]): DetectionView {
  return { reservations: (detect as DetectRequest).reservations, inputs: (detection ?? {}) as DetectionView["inputs"] };
}

export function factoryView(factory: Factory) {
  return { id: factory.id, name: factory.name, created_at: formatNs(factory.createdAt) };
}
