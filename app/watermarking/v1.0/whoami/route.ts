import { routeHandler } from "@/lib/http/operation";
import { whoAmIOperation } from "@/lib/keys/operations";

export const GET = routeHandler(whoAmIOperation);
