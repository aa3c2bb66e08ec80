import { routeHandler } from "@/lib/http/operation";
import { createKeyOperation, listKeysOperation } from "@/lib/keys/operations";

export const GET = routeHandler(listKeysOperation);
export const POST = routeHandler(createKeyOperation);
