// Waits for a job to reach a final status through the API (docs/api.md §3, §4.4), as a client polling it would.
import { call } from "../../api/testing/client";

const BASE = "/mediaprocessing/v1.0";
const FINAL = ["Completed", "Failed", "Canceled"];

/** The job's body once final; throws after `attempts` polls `intervalMs` apart. */
export async function finishedJob(
  factory: string,
  jobId: string,
  key: string,
  { attempts = 600, intervalMs = 100 } = {},
) {
  for (let i = 0; i < attempts; i++) {
    const job = await call("GET", `${BASE}/factories/${factory}/jobs/${jobId}`, { key });
    if (FINAL.includes(job.body.status)) return job.body;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`job ${jobId} did not finish`);
}
