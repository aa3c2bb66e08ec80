// The batched job statements on their own: several jobs' starts, and several probe jobs' ends, each in one
// statement, every request answered in order; and the queue task a job is enqueued under.
import { beforeAll, describe, expect, it } from "vitest";
import { keyFor } from "../api/testing/client";
import { db, pool } from "../db/client";
import { newId } from "../ids/random-hex";
import {
  finishProbeJobs,
  insertJob,
  startJobs,
  type InputOutcome,
  type JobRecord,
  type ProbeJobEnd,
} from "./job-store";
import { COMPOSITION_TASK, PROBE_TASK } from "./queue";
import type { JobView } from "./schemas";
import { jobView } from "./views";

let keyId: string;
let factoryId: string;

beforeAll(async () => {
  await keyFor("qa");
  keyId = (await db().apiKey.findFirstOrThrow({ orderBy: { createdAt: "desc" } })).id;
  factoryId = (await db().factory.findFirstOrThrow()).id;
});

async function queuedJob(composition: object | null = null): Promise<string> {
  const id = newId();
  const inputs = [{ name: "only", url: "file:///media/only.ts" }];
  expect(
    await insertJob({
      id,
      factoryId,
      createdAt: 1n,
      createdByKeyId: keyId,
      composition,
      inputs,
      outputs: [],
      watermarks: [],
    }),
  ).toBeDefined();
  return id;
}

/** The end of a started job, as the worker writes it: Completed or Failed with its only input's outcome. */
function ended(job: JobRecord, outcome: InputOutcome, at: bigint): ProbeJobEnd {
  const failed = outcome.status === "Failed";
  const view = jobView({
    ...job,
    status: failed ? "Failed" : "Completed",
    progress: 100,
    error: failed ? "1 of 1 input(s) failed" : null,
    completedAt: at,
  });
  return { view: view as JobView & { status: "Completed" | "Failed" }, lastInput: { name: "only", outcome }, at };
}

describe("startJobs and finishProbeJobs", () => {
  it("start the Queued jobs of one batch and answer every request in order: a missing job, a canceled one", async () => {
    const [first, canceled, second] = [await queuedJob(), await queuedJob(), await queuedJob()];
    await db().job.update({ where: { id: canceled }, data: { status: "Canceled" } });
    const started = await startJobs([
      { jobId: first, at: 10n },
      { jobId: newId(), at: 10n },
      { jobId: canceled, at: 10n },
      { jobId: second, at: 11n },
    ]);
    expect(started.map((job) => job?.status)).toEqual(["Running", undefined, "Canceled", "Running"]);
    expect(started[3]).toMatchObject({
      composed: false,
      job: { id: second, status: "Running", startedAt: 11n, inputs: [{ name: "only", status: "Pending" }] },
    });
    // A job delivered again (at least once) while it runs is answered as it is, and starts no second time.
    const again = await startJobs([{ jobId: first, at: 12n }]);
    expect(again[0]).toMatchObject({ status: "Running", job: { startedAt: 10n } });
  });

  it("end each Running job of one batch with its input's outcome, and none that was canceled meanwhile", async () => {
    const ids = [await queuedJob(), await queuedJob(), await queuedJob()];
    const [completed, failed, canceled] = (await startJobs(ids.map((jobId) => ({ jobId, at: 10n })))).map(
      (started) => started!.job,
    );
    await db().job.update({ where: { id: canceled!.id }, data: { status: "Canceled" } });
    const finished = await finishProbeJobs([
      ended(completed!, { status: "Completed", resultKey: "jobs/a/inputs/only.json", resultEtag: "etag-a" }, 20n),
      ended(failed!, { status: "Failed", error: "no transport stream", errorCode: "media_unrecognized" }, 21n),
      ended(canceled!, { status: "Completed", resultKey: "jobs/c/inputs/only.json", resultEtag: "etag-c" }, 22n),
    ]);
    expect(finished).toEqual([true, true, false]);
    const jobs = await db().job.findMany({ where: { id: { in: ids } }, include: { inputs: true } });
    const byId = new Map(jobs.map((job) => [job.id, job]));
    expect(byId.get(completed!.id)).toMatchObject({
      status: "Completed",
      progress: 100,
      completedAt: 20n,
      inputs: [{ status: "Completed", resultKey: "jobs/a/inputs/only.json", resultEtag: "etag-a" }],
    });
    expect(byId.get(failed!.id)).toMatchObject({
      status: "Failed",
      error: "1 of 1 input(s) failed",
      completedAt: 21n,
      inputs: [{ status: "Failed", errorCode: "media_unrecognized" }],
    });
    expect(byId.get(canceled!.id)).toMatchObject({
      status: "Canceled",
      completedAt: null,
      inputs: [{ status: "Pending", resultKey: null }],
    });
  });
});

describe("insertJob", () => {
  it("enqueues a probe job and a composition job under their own tasks", async () => {
    const [probeJob, compositionJob] = [await queuedJob(), await queuedJob({ outputs: [] })];
    const { rows } = await pool().query<{ key: string; task_identifier: string }>(
      "SELECT key, task_identifier FROM graphile_worker.jobs WHERE key = ANY($1::text[]) ORDER BY key = $2 DESC",
      [[probeJob, compositionJob], probeJob],
    );
    expect(rows).toEqual([
      { key: probeJob, task_identifier: PROBE_TASK },
      { key: compositionJob, task_identifier: COMPOSITION_TASK },
    ]);
  });
});
