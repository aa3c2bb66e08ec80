import { z } from "zod";
import { defineOperation } from "../http/operation";
import { getWatermark } from "../watermarks/service";
import { WatermarkIdParams } from "../watermarks/schemas";
import { listReservations, reserve, revoke } from "./service";
import { reserveBatchRequest } from "./batch";
import { reschedule } from "./reschedule";
import { createSeries, getSeries, revokeSeries } from "./series";
import {
  CalendarQuery,
  DryRunQuery,
  RescheduleCheck,
  RescheduleRequest,
  ReservationSeriesView,
  SeriesCreateRequest,
  SeriesParams,
  SeriesRevokeRequest,
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

export const createSeriesOperation = defineOperation({
  method: "POST",
  path: `${BASE}/watermarks/{watermark_id}/linear_reservation_series`,
  summary: "Reserve a series of spans",
  description:
    "Expands an RRULE (FREQ=DAILY|WEEKLY, INTERVAL, BYDAY, COUNT or UNTIL; at most 1000 occurrences) from start in " +
    "time_zone, keeping the local wall-clock time across daylight saving changes. An occurrence in a DST gap or fold is " +
    "refused (dst_gap, dst_fold), never moved. mode=all grants every occurrence or none (409 slot_unavailable listing " +
    "each occurrence); mode=available grants the free ones. Each occurrence is an ordinary reservation with its own token.",
  area: "watermarking",
  params: WatermarkIdParams,
  query: DryRunQuery,
  body: SeriesCreateRequest,
  responses: {
    200: { description: "Dry run: the occurrences and whether each is free (id null)", schema: ReservationSeriesView },
    201: { description: "The series and its occurrences", schema: ReservationSeriesView },
  },
  handler: async ({ actor, params, query, body }) => createSeries(actor, params.watermark_id, body, query.dry_run),
});

export const getSeriesOperation = defineOperation({
  method: "GET",
  path: `${BASE}/linear_reservation_series/{series_id}`,
  summary: "Get a series",
  description: "The series and its reservations in start order (outcome granted while Active, revoked after).",
  area: "watermarking",
  params: SeriesParams,
  responses: { 200: { description: "The series", schema: ReservationSeriesView } },
  handler: async ({ actor, params }) => ({ status: 200, body: await getSeries(actor, params.series_id) }),
});

export const revokeSeriesOperation = defineOperation({
  method: "POST",
  path: `${BASE}/linear_reservation_series/{series_id}/revoke`,
  summary: "Revoke a series",
  description:
    "Revokes the series' Active occurrences starting at or after from (all of them without from). Schedulers revoke " +
    "series made with their own key, admins any. The body is optional.",
  area: "watermarking",
  params: SeriesParams,
  body: SeriesRevokeRequest as z.ZodType<{ from?: string; reason?: string } | undefined>,
  responses: { 200: { description: "The series", schema: ReservationSeriesView } },
  handler: async ({ actor, params, body }) => ({
    status: 200,
    body: await revokeSeries(actor, params.series_id, body),
  }),
});

export const rescheduleOperation = defineOperation({
  method: "POST",
  path: `${BASE}/watermarks/linear_reservations/reschedule/{token}`,
  summary: "Move a reservation",
  description:
    "Revokes the reservation (reason rescheduled) and grants the new span in one statement, or changes nothing " +
    "(409 slot_unavailable with the clash). The new span may overlap the old one. duration and time_zone default to " +
    "the old reservation's. dry_run=true answers whether the new span is free.",
  area: "watermarking",
  params: TokenParams,
  query: DryRunQuery,
  body: RescheduleRequest,
  responses: {
    200: { description: "Dry run: the new span is free", schema: RescheduleCheck },
    201: { description: "The new reservation, with its new token and rescheduled_from", schema: ReservationView },
  },
  handler: async ({ actor, params, query, body }) => reschedule(actor, params.token, body, query.dry_run),
});
