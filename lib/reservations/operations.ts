import { z } from "zod";
import { defineOperation } from "../http/operation";
import { getWatermark } from "../watermarks/service";
import { WatermarkIdParams } from "../watermarks/schemas";
import { listReservations, reserve, revoke } from "./service";
import { reserveBatchRequest } from "./batch";
import {
  CalendarQuery,
  ReservationBatchQuery,
  ReservationBatchRequest,
  ReservationBatchResult,
  ReservationCreateRequest,
  ReservationList,
  ReservationView,
  RevokeRequest,
  TokenParams,
  WatermarkReservationsQuery,
} from "./schemas";

const BASE = "/watermarking/v1.0/measurement";

export const reserveOperation = defineOperation({
  method: "POST",
  path: `${BASE}/watermarks/{watermark_id}/linear_reservations`,
  summary: "Reserve a broadcast date",
  description:
    "Granted only when the whole half-open span [start, start + duration) is free for the watermark's code " +
    "(sid, csid); otherwise 409 slot_unavailable lists the conflicting spans.",
  area: "watermarking",
  params: WatermarkIdParams,
  body: ReservationCreateRequest,
  responses: { 201: { description: "The reservation, with its token", schema: ReservationView } },
  handler: async ({ actor, params, body }) => ({ status: 201, body: await reserve(actor, params.watermark_id, body) }),
});

export const listWatermarkReservationsOperation = defineOperation({
  method: "GET",
  path: `${BASE}/watermarks/{watermark_id}/linear_reservations`,
  summary: "List a watermark's reservations",
  area: "watermarking",
  params: WatermarkIdParams,
  query: WatermarkReservationsQuery,
  responses: { 200: { description: "Reservations in start order", schema: ReservationList } },
  handler: async ({ actor, params, query }) => {
    await getWatermark(params.watermark_id);
    return { status: 200, body: await listReservations(actor, { ...query, watermarkId: params.watermark_id }) };
  },
});

export const calendarOperation = defineOperation({
  method: "GET",
  path: `${BASE}/linear_reservations`,
  summary: "List reservations of all codes",
  description: "For the slot calendar: every reservation overlapping [from, to), optionally for one sid/csid.",
  area: "watermarking",
  query: CalendarQuery,
  responses: { 200: { description: "Reservations in start order", schema: ReservationList } },
  handler: async ({ actor, query }) => ({ status: 200, body: await listReservations(actor, query) }),
});

export const revokeOperation = defineOperation({
  method: "POST",
  path: `${BASE}/watermarks/linear_reservations/revoke/{token}`,
  summary: "Revoke a reservation",
  description:
    "Schedulers revoke reservations made with their own key, admins any. The span is free again at once. " +
    "The body is optional.",
  area: "watermarking",
  params: TokenParams,
  body: RevokeRequest as z.ZodType<{ reason?: string } | undefined>,
  responses: { 200: { description: "The reservation, now Revoked", schema: ReservationView } },
  handler: async ({ actor, params, body }) => ({ status: 200, body: await revoke(actor, params.token, body?.reason) }),
});

export const reserveBatchOperation = defineOperation({
  method: "POST",
  path: `${BASE}/linear_reservation_batches`,
  summary: "Reserve many spans at once",
  description:
    "Up to 1000 spans of any watermarks in one transaction. mode=all grants every span or none (409 slot_unavailable " +
    "with the results); mode=available grants the free ones. A span overlapping an earlier span of the same batch is a " +
    "conflict naming it (request_index). dry_run=true answers the same results and writes nothing.",
  area: "watermarking",
  query: ReservationBatchQuery,
  body: ReservationBatchRequest,
  responses: {
    200: { description: "Dry run: what would be granted", schema: ReservationBatchResult },
    201: { description: "The batch's results", schema: ReservationBatchResult },
  },
  handler: async ({ actor, query, body }) => reserveBatchRequest(actor, body, query),
});
