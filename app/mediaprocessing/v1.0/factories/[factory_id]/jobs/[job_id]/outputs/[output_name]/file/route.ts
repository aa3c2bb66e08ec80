import { routeHandler } from "@/lib/http/operation";
import { outputFileOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(outputFileOperation);
