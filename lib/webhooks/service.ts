// Webhook endpoints and their delivery log (admin only).
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { db } from "../db/client";
import type { WebhookDelivery, WebhookEndpoint } from "../db/generated/client";
import { DELIVERY_TASK, deliveryQueue, maxAttempts } from "../events/emit";
import type { WebhookEvent } from "../events/event-types";
import { Problem, notFound } from "../http/problem";
import { newId } from "../ids/random-hex";
import { getFactory } from "../jobs/service";
import type { Actor } from "../keys/roles";
import { refusalOf } from "../net/address-policy";
import { formatNs, nowNs } from "../time/clock";
import type { PauseReason } from "./pausing";
import {
  TEST_EVENT,
  type DeliveryView,
  type SecretRotateRequest,
  type WebhookCreateRequest,
  type WebhookView,
} from "./schemas";
import { secretOverlapSeconds } from "./settings";

export async function createWebhook(actor: Actor, request: WebhookCreateRequest) {
  // A literal address is judged now; a host name is judged at each delivery, after DNS (as probe inputs).
  const host = new URL(request.url).hostname.replace(/^\[|\]$/g, "");
  const refused = isIP(host) ? refusalOf(host) : undefined;
  if (refused)
    throw new Problem(400, "validation_failed", `invalid body: url: ${refused}`, {
      errors: [{ path: "url", message: refused }],
    });
  if (request.factory_id) await getFactory(request.factory_id);
  const endpoint = await db().webhookEndpoint.create({
    data: {
      id: newId(),
      url: request.url,
      events: [...new Set(request.events)],
      factoryId: request.factory_id ?? null,
      secret: newSecret(),
      createdAt: nowNs(),
      createdByKeyId: actor.keyId,
    },
  });
  return { ...webhookView(endpoint), secret: endpoint.secret };
}

/** Deletes the endpoint and its delivery log; deliveries still queued find nothing to send. */
export async function deleteWebhook(id: string): Promise<WebhookEndpoint> {
  const endpoint = await getWebhook(id);
  await db().webhookEndpoint.deleteMany({ where: { id } });
  return endpoint;
}

/**
 * A new signing secret (shown only in this answer). Deliveries sent from now on are signed with it, and
 * also with the old one until `previous_secret_valid_seconds` have passed, so receivers can switch without
 * refusing a delivery; 0 drops the old secret at once (a leaked secret).
 */
export async function rotateSecret(id: string, request: SecretRotateRequest) {
  const endpoint = await getWebhook(id);
  const overlapSeconds = request?.previous_secret_valid_seconds ?? secretOverlapSeconds();
  const updated = await db().webhookEndpoint.update({
    where: { id },
    data: {
      secret: newSecret(),
      previousSecret: overlapSeconds > 0 ? endpoint.secret : null,
      previousSecretUntil: overlapSeconds > 0 ? nowNs() + BigInt(Math.round(overlapSeconds * 1e9)) : null,
    },
  });
  return { ...webhookView(updated), secret: updated.secret };
}

/**
 * Queues a `webhook.test` delivery to the endpoint, signed and logged as any other, and sent even while
 * the endpoint is paused: an admin checks a receiver before resuming it.
 */
export async function sendTestEvent(endpointId: string): Promise<DeliveryView> {
  await getWebhook(endpointId);
  const at = nowNs();
  const id = newId();
  const body = JSON.stringify({ id, type: TEST_EVENT, timestamp: formatNs(at), data: { webhook_id: endpointId } });
  const delivery = await db().$transaction(async (tx) => {
    const row = await tx.webhookDelivery.create({
      data: { id, endpointId, eventType: TEST_EVENT, resourceId: endpointId, body, status: "Pending", createdAt: at },
    });
    await tx.$executeRaw`SELECT graphile_worker.add_job(${DELIVERY_TASK}, json_build_object('deliveryId', ${id}::text),
      queue_name := ${deliveryQueue(endpointId, endpointId)}::text, job_key := ${id}::text, max_attempts := ${maxAttempts()}::int)`;
    return row;
  });
  return deliveryView(delivery);
}

function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

export async function listWebhooks(): Promise<WebhookView[]> {
  return (await db().webhookEndpoint.findMany({ orderBy: { createdAt: "desc" } })).map(webhookView);
}

export async function getWebhook(id: string): Promise<WebhookEndpoint> {
  const endpoint = await db().webhookEndpoint.findUnique({ where: { id } });
  if (!endpoint) throw notFound(`webhook ${id}`);
  return endpoint;
}

/** The endpoint's deliveries, newest first. */
export async function listDeliveries(endpointId: string, limit: number): Promise<DeliveryView[]> {
  await getWebhook(endpointId);
  const rows = await db().webhookDelivery.findMany({ where: { endpointId }, orderBy: { seq: "desc" }, take: limit });
  return rows.map(deliveryView);
}

/** "Send again": the same delivery (same id and body, newly signed) goes back to the queue with fresh attempts. */
export async function redeliver(endpointId: string, deliveryId: string): Promise<DeliveryView> {
  const delivery = await db().$transaction(async (tx) => {
    const row = await tx.webhookDelivery.findFirst({ where: { id: deliveryId, endpointId } });
    if (!row) throw notFound(`delivery ${deliveryId} of webhook ${endpointId}`);
    const updated = await tx.webhookDelivery.update({
      where: { id: deliveryId },
      data: { status: "Pending", attempts: 0 },
    });
    await tx.$executeRaw`SELECT graphile_worker.add_job(${DELIVERY_TASK}, json_build_object('deliveryId', ${deliveryId}::text),
      queue_name := ${deliveryQueue(endpointId, row.resourceId)}::text, job_key := ${deliveryId}::text, max_attempts := ${maxAttempts()}::int)`;
    return updated;
  });
  return deliveryView(delivery);
}

export function webhookView(endpoint: WebhookEndpoint): WebhookView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events as WebhookEvent[],
    ...(endpoint.factoryId ? { factory_id: endpoint.factoryId } : {}),
    created_at: formatNs(endpoint.createdAt),
    status: endpoint.pausedAt === null ? "Active" : "Paused",
    ...(endpoint.pausedAt !== null
      ? { paused: { reason: endpoint.pausedReason as PauseReason, since: formatNs(endpoint.pausedAt) } }
      : {}),
    consecutive_failures: endpoint.consecutiveFailures,
    ...(endpoint.failingSince !== null ? { failing_since: formatNs(endpoint.failingSince) } : {}),
    ...(endpoint.lastError !== null ? { last_error: endpoint.lastError } : {}),
    ...(endpoint.previousSecretUntil !== null && endpoint.previousSecretUntil > nowNs()
      ? { previous_secret_valid_until: formatNs(endpoint.previousSecretUntil) }
      : {}),
  };
}

function deliveryView(delivery: WebhookDelivery): DeliveryView {
  return {
    id: delivery.id,
    type: delivery.eventType as DeliveryView["type"],
    resource_id: delivery.resourceId,
    status: delivery.status as DeliveryView["status"],
    attempts: delivery.attempts,
    ...(delivery.lastStatusCode !== null ? { last_status_code: delivery.lastStatusCode } : {}),
    ...(delivery.lastError ? { last_error: delivery.lastError } : {}),
    ...(delivery.lastAttemptAt !== null ? { last_attempt_at: formatNs(delivery.lastAttemptAt) } : {}),
    created_at: formatNs(delivery.createdAt),
  };
}
