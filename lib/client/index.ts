// The typed client of the service API used by the dashboard's server actions. It speaks HTTP only,
// to this server or any other deployment of the same API, and validates every answer with the zod
// schemas the API itself answers with.
import { z } from "zod";
import {
  AuditFilterQuery,
  AuditList,
  AuditQuery,
  KeyCreated,
  KeyCreateRequest,
  KeyList,
  KeyView,
  WhoAmI,
} from "../key-management/schemas";
import { CalendarFeedIssued } from "../reservations/feed-schemas";
import {
  RescheduleCheck,
  ReservationBatchResult,
  ReservationList,
  ReservationSeriesView,
  ReservationView,
} from "../reservations/schemas";
import type {
  CalendarQuery,
  RescheduleRequest,
  ReservationBatchRequest,
  ReservationCreateRequest,
  SeriesCreateRequest,
} from "../reservations/schemas";
import { WatermarkList, WatermarkView } from "../watermarks/schemas";
import type { WatermarkCreateRequest, WatermarkListQuery, WatermarkType } from "../watermarks/schemas";
import { DeliveryList, DeliveryView, WebhookCreated, WebhookList, WebhookView } from "../webhooks/schemas";
import type { SecretRotateRequest, WebhookCreateRequest } from "../webhooks/schemas";
import { request, requestText, type Transport } from "./http";
import { mediaProcessingApi } from "./jobs";
import { schedulesApi } from "./schedules";

const WATERMARKS = "/watermarking/v1.0/measurement/watermarks";

export function createApiClient(transport: Transport) {
  const get = <T>(path: string, schema: z.ZodType<T>, query?: object) =>
    request(transport, "GET", path, schema, { query });
  const post = <T>(path: string, schema: z.ZodType<T>, body?: unknown) =>
    request(transport, "POST", path, schema, { body });
  const id = encodeURIComponent;
  return {
    whoAmI: () => get("/watermarking/v1.0/whoami", WhoAmI),
    watermarks: {
      list: (query: Partial<z.input<typeof WatermarkListQuery>> = {}) => get(WATERMARKS, WatermarkList, query),
      get: (watermarkId: string) => get(`${WATERMARKS}/${id(watermarkId)}`, WatermarkView),
      create: (body: WatermarkCreateRequest) => post(WATERMARKS, WatermarkView, body),
      /** The best matches of a name, house number, sid or csid. */
      search: (q: string, query: { type?: WatermarkType; limit?: number } = {}) =>
        get(WATERMARKS, WatermarkList, { ...query, q }),
      /** Exactly the watermarks of these ids (at most MAX_PAGE; unknown ids are absent). */
      lookup: (ids: readonly string[]) => get(WATERMARKS, WatermarkList, { ids: [...new Set(ids)].join(",") }),
    },
    reservations: {
      ofWatermark: (watermarkId: string, query: Partial<z.input<typeof CalendarQuery>> = {}) =>
        get(`${WATERMARKS}/${id(watermarkId)}/linear_reservations`, ReservationList, query),
      calendar: (query: Partial<z.input<typeof CalendarQuery>> = {}) =>
        get("/watermarking/v1.0/measurement/linear_reservations", ReservationList, query),
      reserve: (watermarkId: string, body: ReservationCreateRequest) =>
        post(`${WATERMARKS}/${id(watermarkId)}/linear_reservations`, ReservationView, body),
      revoke: (token: string, reason?: string) =>
        post(`${WATERMARKS}/linear_reservations/revoke/${id(token)}`, ReservationView, reason ? { reason } : undefined),
      issueFeed: () => post("/watermarking/v1.0/measurement/calendar_feed", CalendarFeedIssued),
      batch: (body: ReservationBatchRequest, query: { dry_run?: boolean; mode?: "all" | "available" } = {}) =>
        request(
          transport,
          "POST",
          "/watermarking/v1.0/measurement/linear_reservation_batches",
          ReservationBatchResult,
          { body, query },
        ),
      createSeries: (
        watermarkId: string,
        body: z.input<typeof SeriesCreateRequest>,
        query: { dry_run?: boolean } = {},
      ) =>
        request(
          transport,
          "POST",
          `${WATERMARKS}/${id(watermarkId)}/linear_reservation_series`,
          ReservationSeriesView,
          { body, query },
        ),
      series: (seriesId: string) =>
        get(`/watermarking/v1.0/measurement/linear_reservation_series/${id(seriesId)}`, ReservationSeriesView),
      revokeSeries: (seriesId: string, body: { from?: string; reason?: string } = {}) =>
        post(
          `/watermarking/v1.0/measurement/linear_reservation_series/${id(seriesId)}/revoke`,
          ReservationSeriesView,
          body,
        ),
      reschedule: (token: string, body: RescheduleRequest) =>
        post(`${WATERMARKS}/linear_reservations/reschedule/${id(token)}`, ReservationView, body),
      checkReschedule: (token: string, body: RescheduleRequest) =>
        request(transport, "POST", `${WATERMARKS}/linear_reservations/reschedule/${id(token)}`, RescheduleCheck, {
          body,
          query: { dry_run: true },
        }),
    },
    audit: (query: Partial<z.input<typeof AuditQuery>> = {}) => get("/watermarking/v1.0/audit", AuditList, query),
    /** The audit log's entries matching the filters, as CSV text. */
    auditCsv: (query: Partial<z.input<typeof AuditFilterQuery>> = {}) =>
      requestText(transport, "/watermarking/v1.0/audit/export", query),
    keys: {
      list: () => get("/admin/v1.0/keys", KeyList),
      create: (body: z.input<typeof KeyCreateRequest>) => post("/admin/v1.0/keys", KeyCreated, body),
      revoke: (keyId: string) => post(`/admin/v1.0/keys/${id(keyId)}/revoke`, KeyView),
    },
    webhooks: {
      list: () => get("/admin/v1.0/webhooks", WebhookList),
      get: (webhookId: string) => get(`/admin/v1.0/webhooks/${id(webhookId)}`, WebhookView),
      create: (body: WebhookCreateRequest) => post("/admin/v1.0/webhooks", WebhookCreated, body),
      deliveries: (webhookId: string, limit?: number) =>
        get(`/admin/v1.0/webhooks/${id(webhookId)}/deliveries`, DeliveryList, limit ? { limit } : {}),
      sendAgain: (webhookId: string, deliveryId: string) =>
        post(`/admin/v1.0/webhooks/${id(webhookId)}/deliveries/${id(deliveryId)}/send-again`, DeliveryView),
      delete: (webhookId: string) =>
        request(transport, "DELETE", `/admin/v1.0/webhooks/${id(webhookId)}`, z.undefined()),
      pause: (webhookId: string) => post(`/admin/v1.0/webhooks/${id(webhookId)}/pause`, WebhookView),
      resume: (webhookId: string) => post(`/admin/v1.0/webhooks/${id(webhookId)}/resume`, WebhookView),
      test: (webhookId: string) => post(`/admin/v1.0/webhooks/${id(webhookId)}/test`, DeliveryView),
      rotateSecret: (webhookId: string, body?: SecretRotateRequest) =>
        post(`/admin/v1.0/webhooks/${id(webhookId)}/rotate-secret`, WebhookCreated, body),
    },
    ...mediaProcessingApi(transport),
    ...schedulesApi(transport),
  };
}
