// Recording an event: one delivery row per subscribed endpoint and one queue entry per delivery, written
// by one SQL statement inside the caller's transaction, so an event exists exactly when its state change
// does (a crash loses neither, a rollback leaves neither).
import type pg from "pg";
import type { Prisma } from "../db/generated/client";
import { formatNs, nowNs } from "../time/clock";
import type { WebhookEvent } from "./schemas";

export const DELIVERY_TASK = "webhook_delivery";

/** Runs one statement with positional parameters: a pg client's query, or a Prisma transaction's $executeRawUnsafe. */
export type Execute = (sql: string, parameters: unknown[]) => Promise<unknown>;

export const inPrismaTransaction = (tx: Prisma.TransactionClient): Execute => (sql, parameters) => tx.$executeRawUnsafe(sql, ...parameters);
export const onPgClient = (client: pg.PoolClient): Execute => (sql, parameters) => client.query(sql, parameters);

export interface Event {
  type: WebhookEvent;
  /** The resource the event is about: deliveries of one resource reach an endpoint in order. */
  resourceId: string;
  /** The job's factory, for endpoints filtered by factory; absent for reservations. */
  factoryId?: string;
  /** The resource as the API shows it. */
  data: unknown;
}

// The body is built as json (not jsonb) text so that its member order is fixed: id, type, timestamp, data.
const EMIT = `
WITH d AS (
  INSERT INTO webhook_delivery (id, endpoint_id, event_type, resource_id, body, status, created_at_ns)
  SELECT x.id, e.id, $1::text, $2::text,
    json_build_object('id', x.id, 'type', $1::text, 'timestamp', $4::text, 'data', $5::json)::text, 'Pending', $6::bigint
  FROM webhook_endpoint e CROSS JOIN LATERAL (SELECT replace(gen_random_uuid()::text, '-', '') AS id) x
  WHERE $1::text = ANY (e.events) AND (e.factory_id IS NULL OR $3::text IS NULL OR e.factory_id = $3::text)
  RETURNING id, endpoint_id, resource_id)
SELECT graphile_worker.add_job('${DELIVERY_TASK}', json_build_object('deliveryId', d.id),
  queue_name := 'webhook:' || d.endpoint_id || ':' || d.resource_id, job_key := d.id, max_attempts := $7::int)
FROM d`;

export async function emitEvent(execute: Execute, event: Event): Promise<void> {
  const at = nowNs();
  await execute(EMIT, [event.type, event.resourceId, event.factoryId ?? null, formatNs(at), JSON.stringify(event.data), String(at), maxAttempts()]);
}

/** The queue of one resource's deliveries to one endpoint (also named by the SQL above): it runs them one at a time. */
export function deliveryQueue(endpointId: string, resourceId: string): string {
  return `webhook:${endpointId}:${resourceId}`;
}

/** Attempts per delivery before it is marked Failed (BROADMARK_WEBHOOK_MAX_ATTEMPTS). */
export function maxAttempts(): number {
  return Number(process.env.BROADMARK_WEBHOOK_MAX_ATTEMPTS ?? 10);
}
