// "Run again": a probe job's submission rebuilt from its record, so that the same inputs are probed again
// with the same analyses and delivery spec (the spec as the job kept it: a stored spec edited since does not
// change the copy), under the same name.
import type { z } from "zod";
import type { JobSubmitRequest, JobView } from "@/lib/jobs/schemas";

/** Whether a job can be sent again as it is: probe jobs (a composition or a detection reserves and renders). */
export const mayRunAgain = (job: JobView) => job.composition === undefined && job.detection === undefined;

export function runAgainRequest(job: JobView): z.input<typeof JobSubmitRequest> {
  return {
    ...(job.name ? { name: job.name } : {}),
    inputs: Object.fromEntries(
      Object.entries(job.inputs).map(([name, input]) => [
        name,
        {
          url: input.url,
          ...(input.analysis?.length ? { analysis: input.analysis } : {}),
          ...(input.spec ? { spec: input.spec } : {}),
        },
      ]),
    ),
  };
}
