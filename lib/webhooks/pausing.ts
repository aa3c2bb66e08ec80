// Pausing an endpoint: by an admin, or automatically after a long run of failed attempts
// (autoPauseThreshold). A paused endpoint is sent nothing: its deliveries, queued or new, are Held as they
// come up in the queue, and resuming sends them all, in order, with fresh attempts. Nothing is lost.
import { db } from "../db/client";
import type { WebhookEndpoint } from "../db/generated/client";
import { DELIVERY_TASK, maxAttempts } from "../events/emit";
import { audit } from "../keys/audit";
import { log } from "../log/logger";
import { nowNs } from "../time/clock";
import { autoPauseThreshold } from "./settings";

export type PauseReason = "manual" | "failing";

/** Pauses the endpoint (an endpoint already paused stays paused as it was). */
export async function pauseEndpoint(id: string, reason: PauseReason): Promise<void> {
  await db().webhookEndpoint.updateMany({
    where: { id, pausedAt: null },
    data: { pausedAt: nowNs(), pausedReason: reason },
  });
}

/**
 * Resumes the endpoint and queues its Held deliveries with fresh attempts. The endpoint row is updated
 * first, so its lock orders this against holdIfPaused: a delivery held concurrently is either seen Held
 * here, or finds the endpoint active and is sent.
 */
export async function resumeEndpoint(id: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await tx.webhookEndpoint.update({
      where: { id },
      data: { pausedAt: null, pausedReason: null, consecutiveFailures: 0, failingSince: null },
    });
    await tx.$queryRaw`WITH held AS (
        UPDATE webhook_delivery SET status = 'Pending', attempts = 0 WHERE endpoint_id = ${id} AND status = 'Held'
        RETURNING id, resource_id, seq)
      SELECT count(*) FROM (
        SELECT graphile_worker.add_job(${DELIVERY_TASK}, json_build_object('deliveryId', held.id),
          queue_name := 'webhook:' || ${id}::text || ':' || held.resource_id, job_key := held.id, max_attempts := ${maxAttempts()}::int)
        FROM held ORDER BY held.seq) queued`;
  });
}

/**
 * Holds a Pending delivery when its endpoint is paused (read under a share lock, see resumeEndpoint);
 * true when held.
 */
export async function holdIfPaused(deliveryId: string, endpointId: string): Promise<boolean> {
  return db().$transaction(async (tx) => {
    const [endpoint] = await tx.$queryRaw<{ paused: boolean }[]>`
      SELECT paused_at_ns IS NOT NULL AS paused FROM webhook_endpoint WHERE id = ${endpointId} FOR SHARE`;
    if (!endpoint?.paused) return false;
    await tx.webhookDelivery.updateMany({ where: { id: deliveryId, status: "Pending" }, data: { status: "Held" } });
    return true;
  });
}

/**
 * Counts an attempt's outcome in the endpoint's run of failures, and pauses the endpoint when the run
 * reaches the threshold (in the same statement, so concurrent attempts count each once).
 */
export async function recordAttempt(
  endpoint: WebhookEndpoint,
  outcome: { delivered: true } | { delivered: false; error: string },
): Promise<boolean> {
  if (outcome.delivered) {
    if (endpoint.consecutiveFailures === 0 && endpoint.failingSince === null) return false;
    await db().webhookEndpoint.updateMany({
      where: { id: endpoint.id },
      data: { consecutiveFailures: 0, failingSince: null },
    });
    return false;
  }
  const threshold = autoPauseThreshold();
  const now = nowNs();
  const rows = await db().$queryRaw<{ paused_now: boolean }[]>`
    UPDATE webhook_endpoint SET
      consecutive_failures = consecutive_failures + 1,
      failing_since_ns = coalesce(failing_since_ns, ${now}),
      last_error = ${outcome.error},
      paused_reason = CASE WHEN paused_at_ns IS NULL AND consecutive_failures + 1 >= ${threshold.failures}
        AND ${now} - coalesce(failing_since_ns, ${now}) >= ${BigInt(Math.round(threshold.seconds * 1e9))} THEN 'failing' ELSE paused_reason END,
      paused_at_ns = CASE WHEN paused_at_ns IS NULL AND consecutive_failures + 1 >= ${threshold.failures}
        AND ${now} - coalesce(failing_since_ns, ${now}) >= ${BigInt(Math.round(threshold.seconds * 1e9))} THEN ${now} ELSE paused_at_ns END
    WHERE id = ${endpoint.id}
    RETURNING paused_at_ns = ${now} AND paused_reason = 'failing' AS paused_now`;
  const pausedNow = rows[0]?.paused_now ?? false;
  if (pausedNow) {
    log.warn(
      { endpoint: endpoint.id, url: endpoint.url, error: outcome.error },
      "webhook endpoint paused after failing for a long time",
    );
    await audit(null, "webhook.pause", endpoint.id, "paused: failing", {
      url: endpoint.url,
      last_error: outcome.error,
    });
  }
  return pausedNow;
}
