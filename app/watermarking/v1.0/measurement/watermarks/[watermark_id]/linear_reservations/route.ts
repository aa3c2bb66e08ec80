import { routeHandler } from "@/lib/http/operation";
import { listWatermarkReservationsOperation, reserveOperation } from "@/lib/reservations/operations";

export const POST = routeHandler(reserveOperation);
export const GET = routeHandler(listWatermarkReservationsOperation);
