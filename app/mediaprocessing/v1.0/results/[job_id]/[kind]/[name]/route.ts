import { routeHandler } from "@/lib/http/operation";
import { resultFileOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(resultFileOperation);
