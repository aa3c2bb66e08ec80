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
  | "calendar_feed.issue";

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

export async function listAudit(fromNs: bigint | undefined, toNs: bigint | undefined, limit: number) {
  const rows = await db().auditEntry.findMany({
    where: { at: { ...(fromNs !== undefined ? { gte: fromNs } : {}), ...(toNs !== undefined ? { lt: toNs } : {}) } },
    orderBy: { at: "desc" },
    take: limit,
  });
  return rows.map((row) => ({
    id: row.id.toString(),
    at: formatNs(row.at),
    actor_key_id: row.actorKeyId,
    actor_name: row.actorName,
    action: row.action,
    target: row.target,
    outcome: row.outcome,
    detail: row.detail ?? null,
  }));
}
