import { routeHandler } from "@/lib/http/operation";
import { auditOperation } from "@/lib/keys/operations";

export const GET = routeHandler(auditOperation);
