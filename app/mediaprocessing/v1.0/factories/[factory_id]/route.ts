import { routeHandler } from "@/lib/http/operation";
import { getFactoryOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(getFactoryOperation);
