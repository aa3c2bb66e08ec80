import { routeHandler } from "@/lib/http/operation";
import { revokeKeyOperation } from "@/lib/keys/operations";

export const POST = routeHandler(revokeKeyOperation);
