import { defineOperation } from "../http/operation";
import {
  DeliveryList,
  DeliveryParams,
  DeliveryQuery,
  DeliveryView,
  WebhookCreated,
  WebhookCreateRequest,
  WebhookList,
  WebhookParams,
  WebhookView,
} from "./schemas";
import { createWebhook, getWebhook, listDeliveries, listWebhooks, redeliver, webhookView } from "./service";

const BASE = "/admin/v1.0/webhooks";

export const createWebhookOperation = defineOperation({
  method: "POST",
  path: BASE,
  summary: "Register a webhook endpoint",
  description:
    "Events (job.completed, job.failed, job.canceled, reservation.created, reservation.revoked) are POSTed as " +
    "`{id, type, timestamp, data}`, signed in the Broadmark-Signature header (`t=<unix s>,v1=<hex HMAC-SHA256 of \"<t>.<body>\">`).",
  area: "admin",
  body: WebhookCreateRequest,
  responses: { 201: { description: "The endpoint and its signing secret (shown only here)", schema: WebhookCreated } },
  handler: async ({ actor, body }) => ({ status: 201, body: await createWebhook(actor, body) }),
});

export const listWebhooksOperation = defineOperation({
  method: "GET",
  path: BASE,
  summary: "List webhook endpoints",
  area: "admin",
  responses: { 200: { description: "Every endpoint, newest first", schema: WebhookList } },
  handler: async () => ({ status: 200, body: { items: await listWebhooks() } }),
});

export const getWebhookOperation = defineOperation({
  method: "GET",
  path: `${BASE}/{webhook_id}`,
  summary: "Read a webhook endpoint",
  area: "admin",
  params: WebhookParams,
  responses: { 200: { description: "The endpoint", schema: WebhookView } },
  handler: async ({ params }) => ({ status: 200, body: webhookView(await getWebhook(params.webhook_id)) }),
});

export const listDeliveriesOperation = defineOperation({
  method: "GET",
  path: `${BASE}/{webhook_id}/deliveries`,
  summary: "Read a webhook endpoint's delivery log",
  area: "admin",
  params: WebhookParams,
  query: DeliveryQuery,
  responses: { 200: { description: "Deliveries, newest first", schema: DeliveryList } },
  handler: async ({ params, query }) => ({ status: 200, body: { items: await listDeliveries(params.webhook_id, query.limit) } }),
});

export const redeliverOperation = defineOperation({
  method: "POST",
  path: `${BASE}/{webhook_id}/deliveries/{delivery_id}/send-again`,
  summary: "Send a webhook delivery again",
  description: "The same delivery (same id and body, newly signed) is queued again with fresh attempts.",
  area: "admin",
  params: DeliveryParams,
  responses: { 202: { description: "The delivery, Pending again", schema: DeliveryView } },
  handler: async ({ params }) => ({ status: 202, body: await redeliver(params.webhook_id, params.delivery_id) }),
});
