// Recording an event: one delivery row per subscribed endpoint and one queue entry per delivery, written
// by the same SQL statement or transaction as the state change, so an event exists exactly when its state
// change does (a crash loses neither, a rollback leaves neither).
import type pg from "pg";
import type { Prisma } from "../db/generated/client";
import { formatNs, nowNs } from "../time/clock";
import type { WebhookEvent } from "./event-types";
import { setting } from "../config/settings";

export const DELIVERY_TASK = "webhook_delivery";

/** Runs one statement with positional parameters: a pg client's query, or a Prisma transaction's $executeRawUnsafe. */
export type Execute = (sql: string, parameters: unknown[]) => Promise<unknown>;

export const inPrismaTransaction =
  (tx: Prisma.TransactionClient): Execute =>
  (sql, parameters) =>
    tx.$executeRawUnsafe(sql, ...parameters);
export const onPgClient =
  (client: pg.PoolClient): Execute =>
  (sql, parameters) =>
    client.query(sql, parameters);

export interface Event {
  type: WebhookEvent;
  /** The resource the event is about: deliveries of one resource reach an endpoint in order. */
  resourceId: string;
  /** The job's factory, for endpoints filtered by factory; absent for reservations. */
  factoryId?: string;
  /** The resource as the API shows it. */
  data: unknown;
}

/** SQL expressions (parameters or columns) an event's CTEs are built from. */
export interface EventSql {
  /** A CTE or table with one row per event: columns resource_id (text) and data (json). */
  events: string;
  type: string;
  factoryId: string;
  /** The event's instant as RFC 3339 text, and in nanoseconds. */
  timestamp: string;
  atNs: string;
  maxAttempts: string;
}

/**
 * Two CTEs, `webhook_deliveries` and `webhook_jobs`, that record the events of `sql.events` for every
 * subscribed endpoint. `webhook_jobs` runs only when the statement reads it (a SELECT CTE, unlike an
 * INSERT, is evaluated on demand): the outer query must select from it, e.g. `(SELECT count(*) FROM webhook_jobs)`.
 * The body is built as json (not jsonb) text so that its member order is fixed: id, type, timestamp, data.
 */
export function eventCtes(sql: EventSql): string {
  // The delivery id is drawn in a subquery's select list, once per (event, endpoint) row: drawn in an
  // uncorrelated LATERAL subquery, PostgreSQL evaluated it once for the whole statement, so a statement with
  // several deliveries failed on a duplicate id.
  return `webhook_deliveries AS (
  INSERT INTO webhook_delivery (id, endpoint_id, event_type, resource_id, body, status, created_at_ns)
  SELECT x.id, x.endpoint_id, x.type, x.resource_id,
    json_build_object('id', x.id, 'type', x.type, 'timestamp', x.ts, 'data', x.data)::text, 'Pending', x.at_ns
  FROM (
    SELECT replace(gen_random_uuid()::text, '-', '') AS id, e.id AS endpoint_id, ${sql.type} AS type, ev.resource_id, ev.data,
      ${sql.timestamp} AS ts, ${sql.atNs} AS at_ns
    FROM ${sql.events} ev CROSS JOIN webhook_endpoint e
    WHERE ${sql.type} = ANY (e.events) AND (e.factory_id IS NULL OR ${sql.factoryId} IS NULL OR e.factory_id = ${sql.factoryId})) x
  RETURNING id, endpoint_id, resource_id),
webhook_jobs AS (
  SELECT graphile_worker.add_job('${DELIVERY_TASK}', json_build_object('deliveryId', d.id),
    queue_name := 'webhook:' || d.endpoint_id || ':' || d.resource_id, job_key := d.id, max_attempts := ${sql.maxAttempts})
  FROM webhook_deliveries d)`;
}

const EMIT = `WITH ev AS (SELECT $2::text AS resource_id, $5::json AS data),
${eventCtes({ events: "ev", type: "$1::text", factoryId: "$3::text", timestamp: "$4::text", atNs: "$6::bigint", maxAttempts: "$7::int" })}
SELECT count(*) FROM webhook_jobs`;

export async function emitEvent(execute: Execute, event: Event): Promise<void> {
  const at = nowNs();
  await execute(EMIT, [
    event.type,
    event.resourceId,
    event.factoryId ?? null,
    formatNs(at),
    JSON.stringify(event.data),
    String(at),
    maxAttempts(),
  ]);
}

const EMIT_MANY = `WITH ev AS (
  SELECT x.type, x.resource_id, x.factory_id, x.data FROM json_to_recordset($1::json) AS x(type text, resource_id text, factory_id text, data json)),
${eventCtes({ events: "ev", type: "ev.type", factoryId: "ev.factory_id", timestamp: "$2::text", atNs: "$3::bigint", maxAttempts: "$4::int" })}
SELECT count(*) FROM webhook_jobs`;

/** Records many events in one statement (e.g. the occurrences of a revoked series), in their order. */
export async function emitEvents(execute: Execute, events: Event[]): Promise<void> {
  if (events.length === 0) return;
  const at = nowNs();
  const rows = events.map((e) => ({
    type: e.type,
    resource_id: e.resourceId,
    factory_id: e.factoryId ?? null,
    data: e.data,
  }));
  await execute(EMIT_MANY, [JSON.stringify(rows), formatNs(at), String(at), maxAttempts()]);
}

/** The queue of one resource's deliveries to one endpoint (also named by the SQL above): it runs them one at a time. */
export function deliveryQueue(endpointId: string, resourceId: string): string {
  return `webhook:${endpointId}:${resourceId}`;
}

/** Attempts per delivery before it is marked Failed (BROADMARK_WEBHOOK_MAX_ATTEMPTS). */
export function maxAttempts(): number {
  return setting("BROADMARK_WEBHOOK_MAX_ATTEMPTS");
}
