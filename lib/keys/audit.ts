// The audit log: who did what to which target, and how it ended.
import { db, type Prisma } from "../db/client";
import { formatNs, nowNs } from "../time/clock";
import type { Actor } from "./roles";

export type AuditAction =
  | "watermark.create"
  | "reservation.create"
  | "reservation.revoke"
  | "key.create"
  | "key.revoke"
  | "calendar_feed.issue"
  | "webhook.create"
  | "webhook.delete"
  | "webhook.pause"
  | "webhook.resume"
  | "webhook.rotate_secret"
  | "delivery_spec.put"
  | "delivery_spec.delete";

/**
 * The audit_entry columns, for a writer whose audit row must go in the same SQL statement as its change
 * (lib/reservations/store.ts: a crash can never split a reservation from its audit record).
 */
export const AUDIT_COLUMNS = "at_ns, actor_key_id, actor_name, action, target, outcome, detail";

export async function audit(
  actor: Actor | null,
  action: AuditAction,
  target: string | null,
  outcome: string,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db().auditEntry.create({
    data: {
      at: nowNs(),
      actorKeyId: actor?.keyId ?? null,
      actorName: actor?.name ?? "system",
      action,
      target,
      outcome,
      detail: detail as Prisma.InputJsonValue | undefined,
    },
  });
}

/** Which entries to list; each condition set narrows the list. */
export interface AuditFilter {
  fromNs?: bigint;
  toNs?: bigint;
  /** A key's id, or null for the service's own entries (actor "system"). */
  actorKeyId?: string | null;
  /** An action (`reservation.revoke`), or a family when it ends with a dot (`reservation.`). */
  action?: string;
  target?: string;
  /** Only entries after this one in the listing's order (newest first): a cursor's position. */
  after?: { atNs: bigint; id: bigint };
}

export interface AuditRow {
  id: string;
  at: string;
  at_ns: bigint;
  actor_key_id: string | null;
  actor_name: string;
  action: string;
  target: string | null;
  target_name: string | null;
  outcome: string;
  detail: unknown;
}

/**
 * The target's name read beside its id: the key's, the watermark's (a refused reservation's target is its
 * watermark), the reserved watermark's, the endpoint's URL; else the name the entry recorded (a deleted
 * endpoint's URL).
 */
const TARGET_NAME = `coalesce(tk.name, tw.name, rw.name, we.url, a.detail->>'name', a.detail->>'url')`;
const TARGET_JOINS = `
  LEFT JOIN api_key tk ON (a.action LIKE 'key.%' OR a.action LIKE 'calendar_feed.%') AND tk.id = a.target::bpchar
  LEFT JOIN watermark tw ON (a.action LIKE 'watermark.%' OR a.action LIKE 'reservation.%') AND tw.id = a.target::bpchar
  LEFT JOIN linear_reservation r ON a.action LIKE 'reservation.%' AND r.id = a.target::bpchar
  LEFT JOIN watermark rw ON rw.id = r.watermark_id
  LEFT JOIN webhook_endpoint we ON a.action LIKE 'webhook.%' AND we.id = a.target::bpchar`;

/** Entries matching the filter, newest first (at, then id), at most `limit`. */
export async function listAudit(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (condition: (parameter: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(`$${values.length}`));
  };
  if (filter.fromNs !== undefined) add((p) => `a.at_ns >= ${p}::bigint`, filter.fromNs);
  if (filter.toNs !== undefined) add((p) => `a.at_ns < ${p}::bigint`, filter.toNs);
  if (filter.actorKeyId === null) conditions.push("a.actor_key_id IS NULL");
  else if (filter.actorKeyId !== undefined) add((p) => `a.actor_key_id = ${p}::bpchar`, filter.actorKeyId);
  if (filter.action?.endsWith(".")) add((p) => `a.action LIKE ${p} || '%'`, filter.action);
  else if (filter.action !== undefined) add((p) => `a.action = ${p}`, filter.action);
  if (filter.target !== undefined) add((p) => `a.target = ${p}`, filter.target);
  if (filter.after) {
    values.push(filter.after.atNs, filter.after.id);
    conditions.push(`(a.at_ns, a.id) < ($${values.length - 1}::bigint, $${values.length}::bigint)`);
  }
  values.push(limit);
  const rows = await db().$queryRawUnsafe<Array<Omit<AuditRow, "at" | "id"> & { id: bigint }>>(
    `SELECT a.id, a.at_ns, a.actor_key_id, a.actor_name, a.action, a.target, ${TARGET_NAME} AS target_name, a.outcome, a.detail
     FROM audit_entry a ${TARGET_JOINS}
     ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""}
     ORDER BY a.at_ns DESC, a.id DESC
     LIMIT $${values.length}::int`,
    ...values,
  );
  return rows.map((row) => ({
    ...row,
    id: row.id.toString(),
    at: formatNs(row.at_ns),
    actor_key_id: row.actor_key_id?.trim() ?? null,
    detail: row.detail ?? null,
  }));
}
