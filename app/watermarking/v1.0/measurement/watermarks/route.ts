import { routeHandler } from "@/lib/http/operation";
import { createWatermarkOperation, listWatermarksOperation } from "@/lib/watermarks/operations";

export const POST = routeHandler(createWatermarkOperation);
export const GET = routeHandler(listWatermarksOperation);
