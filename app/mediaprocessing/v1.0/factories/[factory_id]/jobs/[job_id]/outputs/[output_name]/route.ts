import { routeHandler } from "@/lib/http/operation";
import { outputResultOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(outputResultOperation);
