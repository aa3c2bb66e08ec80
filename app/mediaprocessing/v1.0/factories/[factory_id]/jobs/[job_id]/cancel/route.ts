import { routeHandler } from "@/lib/http/operation";
import { cancelJobOperation } from "@/lib/jobs/operations";

export const POST = routeHandler(cancelJobOperation);
