import { routeHandler } from "@/lib/http/operation";
import { inputResultOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(inputResultOperation);
