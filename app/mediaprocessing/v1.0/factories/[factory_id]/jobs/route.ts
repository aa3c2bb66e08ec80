import { routeHandler } from "@/lib/http/operation";
import { listJobsOperation, submitJobOperation } from "@/lib/jobs/operations";

export const POST = routeHandler(submitJobOperation);
export const GET = routeHandler(listJobsOperation);
