import { routeHandler } from "@/lib/http/operation";
import { revokeOperation } from "@/lib/reservations/operations";

export const POST = routeHandler(revokeOperation);
