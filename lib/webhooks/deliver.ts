// The queue task that sends one delivery: a signed JSON POST through the same address guard as probe
// inputs (PROBE_URL_ALLOW applies). A 2xx answer delivers it; anything else (another status, no answer
// within BROADMARK_WEBHOOK_TIMEOUT_SECONDS, a refused address) is recorded and retried with the queue's
// exponential backoff until BROADMARK_WEBHOOK_MAX_ATTEMPTS, after which the delivery is Failed. A delivery
// whose endpoint is paused is Held instead (pausing.ts), except a test event, which checks the receiver.
import type { Task } from "graphile-worker";
import { db } from "../db/client";
import type { WebhookEndpoint } from "../db/generated/client";
import { DELIVERY_TASK, deliveryQueue, maxAttempts } from "../events/emit";
import { log } from "../log/logger";
import { webhookDeliveries } from "../metrics/metrics";
import { guardedFetch } from "../net/guarded-fetch";
import { nowNs } from "../time/clock";
import { holdIfPaused, recordAttempt } from "./pausing";
import { TEST_EVENT } from "./schemas";
import { SIGNATURE_HEADER, signatureHeader } from "./signature";
import { setting } from "../config/settings";

/** How long a receiver may take to answer (BROADMARK_WEBHOOK_TIMEOUT_SECONDS). */
const timeoutMs = () => setting("BROADMARK_WEBHOOK_TIMEOUT_SECONDS") * 1000;
/** How long a delivery waits for an earlier one of the same resource before looking again. */
const ORDER_WAIT_MS = 2000;
/**
 * Deliveries to one endpoint in flight at once in this process (BROADMARK_WEBHOOK_ENDPOINT_CONCURRENCY):
 * past it a delivery goes back to the queue for a moment instead of holding a slot, so one slow
 * receiver can hold only this many of the delivery runner's slots and the others' events keep flowing.
 */
const endpointConcurrency = () => setting("BROADMARK_WEBHOOK_ENDPOINT_CONCURRENCY");
const ENDPOINT_BUSY_WAIT_MS = 1000;
const inFlight = new Map<string, number>();

export const deliverWebhook: Task = async (payload, helpers) => {
  const { deliveryId } = payload as { deliveryId: string };
  const delivery = await db().webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } });
  if (!delivery || delivery.status !== "Pending") return;
  if (
    delivery.endpoint.pausedAt !== null &&
    delivery.eventType !== TEST_EVENT &&
    (await holdIfPaused(deliveryId, delivery.endpointId))
  )
    return;
  // In order per resource: an earlier delivery of the same resource to this endpoint goes first.
  const earlier = await db().webhookDelivery.findFirst({
    where: {
      endpointId: delivery.endpointId,
      resourceId: delivery.resourceId,
      seq: { lt: delivery.seq },
      status: "Pending",
    },
    select: { id: true },
  });
  const busy = (inFlight.get(delivery.endpointId) ?? 0) >= endpointConcurrency();
  if (earlier || busy) {
    const runAt = new Date(Date.now() + (earlier ? ORDER_WAIT_MS : ENDPOINT_BUSY_WAIT_MS));
    await helpers.addJob(
      DELIVERY_TASK,
      { deliveryId },
      { queueName: deliveryQueue(delivery.endpointId, delivery.resourceId), jobKey: deliveryId, runAt },
    );
    return;
  }

  inFlight.set(delivery.endpointId, (inFlight.get(delivery.endpointId) ?? 0) + 1);
  const { status, error } = await post(
    delivery.endpoint.url,
    signingSecrets(delivery.endpoint),
    delivery.body,
    delivery.id,
    delivery.eventType,
  ).finally(() => {
    const left = inFlight.get(delivery.endpointId)! - 1;
    if (left === 0) inFlight.delete(delivery.endpointId);
    else inFlight.set(delivery.endpointId, left);
  });
  const delivered = status !== undefined && status >= 200 && status < 300;
  const attempts = delivery.attempts + 1;
  const exhausted = !delivered && attempts >= maxAttempts();
  const failure = delivered ? undefined : (error ?? `answered ${status}`);
  await db().webhookDelivery.updateMany({
    where: { id: deliveryId },
    data: {
      status: delivered ? "Delivered" : exhausted ? "Failed" : "Pending",
      attempts,
      lastStatusCode: status ?? null,
      lastError: failure ?? null,
      lastAttemptAt: nowNs(),
    },
  });
  await recordAttempt(
    delivery.endpoint,
    failure === undefined ? { delivered: true } : { delivered: false, error: failure },
  );
  webhookDeliveries.inc({ outcome: delivered ? "delivered" : exhausted ? "abandoned" : "failed" });
  if (!delivered && !exhausted) throw new Error(`webhook delivery ${deliveryId}: ${failure}`);
  if (exhausted)
    log.warn({ delivery: deliveryId, endpoint: delivery.endpointId }, "webhook delivery failed after its last attempt");
};

/** The current secret, and the one before the last rotation while its overlap lasts. */
function signingSecrets(endpoint: WebhookEndpoint): string[] {
  const previousValid =
    endpoint.previousSecret !== null && endpoint.previousSecretUntil !== null && endpoint.previousSecretUntil > nowNs();
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

async function post(url: string, secrets: string[], body: string, deliveryId: string, type: string) {
  try {
    const response = await guardedFetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Broadmark-Webhooks",
        "broadmark-delivery": deliveryId,
        "broadmark-event": type,
        [SIGNATURE_HEADER]: signatureHeader(secrets, body, Math.floor(Date.now() / 1000)),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs()),
    });
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
