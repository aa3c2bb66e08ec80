// A job's move to a terminal status, written with its webhook event in one transaction.
import { db, type Prisma } from "../db/client";
import { emitEvent, inPrismaTransaction } from "../events/emit";
import { jobView } from "./views";

const EVENTS = { Completed: "job.completed", Failed: "job.failed", Canceled: "job.canceled" } as const;

/** Applies `data` (whose status is terminal) if the job is in one of `from`; false when it was not. */
export async function finishJob(
  jobId: string,
  from: string[],
  data: Omit<Prisma.JobUpdateManyMutationInput, "status"> & { status: keyof typeof EVENTS },
): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.job.updateMany({ where: { id: jobId, status: { in: from } }, data });
    if (count === 0) return false;
    const job = await tx.job.findUniqueOrThrow({ where: { id: jobId }, include: { inputs: true, outputs: true } });
    await emitEvent(inPrismaTransaction(tx), { type: EVENTS[data.status], resourceId: jobId, factoryId: job.factoryId, data: jobView(job) });
    return true;
  });
}
