import { routeHandler } from "@/lib/http/operation";
import { uploadOperation } from "@/lib/jobs/operations";

export const POST = routeHandler(uploadOperation);
