import { routeHandler } from "@/lib/http/operation";
import { createFactoryOperation, listFactoriesOperation } from "@/lib/jobs/operations";

export const GET = routeHandler(listFactoriesOperation);
export const POST = routeHandler(createFactoryOperation);
