import { routeHandler } from "@/lib/http/operation";
import { compositionOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(compositionOperation);
