import { routeHandler } from "@/lib/http/operation";
import { calendarOperation } from "@/lib/reservations/operations";

export const GET = routeHandler(calendarOperation);
