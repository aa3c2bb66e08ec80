import { defineOperation } from "../http/operation";
import { audit } from "../keys/audit";
import { pauseEndpoint, resumeEndpoint } from "./pausing";
import {
  DeliveryList,
  DeliveryParams,
  DeliveryQuery,
  DeliveryView,
  SecretRotateRequest,
  WebhookCreated,
  WebhookCreateRequest,
  WebhookList,
  WebhookParams,
  WebhookView,
} from "./schemas";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  rotateSecret,
  sendTestEvent,
  webhookView,
} from "./service";

const BASE = "/admin/v1.0/webhooks";

export const createWebhookOperation = defineOperation({
  method: "POST",
  path: BASE,
  summary: "Register a webhook endpoint",
  description:
    "Events (job.completed, job.failed, job.canceled, reservation.created, reservation.revoked) are POSTed as " +
    '`{id, type, timestamp, data}`, signed in the Broadmark-Signature header (`t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>">`).',
  area: "admin",
  body: WebhookCreateRequest,
  responses: { 201: { description: "The endpoint and its signing secret (shown only here)", schema: WebhookCreated } },
  handler: async ({ actor, body }) => {
    const created = await createWebhook(actor, body);
    await audit(actor, "webhook.create", created.id, "created", { url: created.url });
    return { status: 201, body: created };
  },
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
  handler: async ({ params, query }) => ({
    status: 200,
    body: { items: await listDeliveries(params.webhook_id, query.limit) },
  }),
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

export const deleteWebhookOperation = defineOperation({
  method: "DELETE",
  path: `${BASE}/{webhook_id}`,
  summary: "Delete a webhook endpoint",
  description: "The endpoint and its delivery log go; deliveries not sent yet are dropped.",
  area: "admin",
  params: WebhookParams,
  responses: { 204: { description: "Deleted" } },
  handler: async ({ actor, params }) => {
    const deleted = await deleteWebhook(params.webhook_id);
    await audit(actor, "webhook.delete", deleted.id, "deleted", { url: deleted.url });
    return new Response(null, { status: 204 });
  },
});

export const pauseWebhookOperation = defineOperation({
  method: "POST",
  path: `${BASE}/{webhook_id}/pause`,
  summary: "Pause a webhook endpoint",
  description:
    "Nothing is sent to a paused endpoint: its deliveries are Held, new events included, and sent in order on resume. " +
    "An endpoint failing for a long time is paused automatically (reason `failing`). Pausing a paused endpoint changes nothing.",
  area: "admin",
  params: WebhookParams,
  responses: { 200: { description: "The endpoint, Paused", schema: WebhookView } },
  handler: async ({ actor, params }) => {
    await getWebhook(params.webhook_id);
    await pauseEndpoint(params.webhook_id, "manual");
    const endpoint = await getWebhook(params.webhook_id);
    await audit(actor, "webhook.pause", endpoint.id, `paused: ${endpoint.pausedReason}`, { url: endpoint.url });
    return { status: 200, body: webhookView(endpoint) };
  },
});

export const resumeWebhookOperation = defineOperation({
  method: "POST",
  path: `${BASE}/{webhook_id}/resume`,
  summary: "Resume a paused webhook endpoint",
  description:
    "Its Held deliveries are queued again with fresh attempts, in the order of their events; its failure count restarts.",
  area: "admin",
  params: WebhookParams,
  responses: { 200: { description: "The endpoint, Active", schema: WebhookView } },
  handler: async ({ actor, params }) => {
    const before = await getWebhook(params.webhook_id);
    await resumeEndpoint(params.webhook_id);
    const endpoint = await getWebhook(params.webhook_id);
    await audit(actor, "webhook.resume", endpoint.id, "resumed", { url: endpoint.url, was: before.pausedReason });
    return { status: 200, body: webhookView(endpoint) };
  },
});

export const testWebhookOperation = defineOperation({
  method: "POST",
  path: `${BASE}/{webhook_id}/test`,
  summary: "Send a test event to a webhook endpoint",
  description:
    "Queues a signed `webhook.test` delivery, `data: {webhook_id}`, logged like the others; sent to a paused endpoint too.",
  area: "admin",
  params: WebhookParams,
  responses: { 202: { description: "The test delivery, Pending", schema: DeliveryView } },
  handler: async ({ params }) => ({ status: 202, body: await sendTestEvent(params.webhook_id) }),
});

export const rotateWebhookSecretOperation = defineOperation({
  method: "POST",
  path: `${BASE}/{webhook_id}/rotate-secret`,
  summary: "Rotate a webhook endpoint's signing secret",
  description:
    "A new secret, shown only in this answer. Until `previous_secret_valid_until` every delivery carries two `v1=` signatures " +
    "(the new secret's, then the old one's), so a receiver still checking the old secret accepts it; then only the new one.",
  area: "admin",
  params: WebhookParams,
  body: SecretRotateRequest,
  responses: {
    200: { description: "The endpoint and its new signing secret (shown only here)", schema: WebhookCreated },
  },
  handler: async ({ actor, params, body }) => {
    const rotated = await rotateSecret(params.webhook_id, body);
    await audit(actor, "webhook.rotate_secret", rotated.id, "rotated", {
      url: rotated.url,
      previous_secret_valid_until: rotated.previous_secret_valid_until ?? null,
    });
    return { status: 200, body: rotated };
  },
});
