import { routeHandler } from "@/lib/http/operation";
import { getWatermarkOperation } from "@/lib/watermarks/operations";

export const GET = routeHandler(getWatermarkOperation);
