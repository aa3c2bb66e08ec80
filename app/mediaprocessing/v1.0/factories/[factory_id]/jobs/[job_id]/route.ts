import { routeHandler } from "@/lib/http/operation";
import { getJobOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(getJobOperation);
