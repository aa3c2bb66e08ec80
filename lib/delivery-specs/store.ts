// The delivery_spec table: specs stored by name. This module is its only writer.
import { db } from "../db/client";
import { notFound } from "../http/problem";
import { nameAfter, pageByName } from "../paging/cursor";
import { DeliverySpec } from "../probe/delivery-spec/spec-schema";
import { formatNs, nowNs } from "../time/clock";
import type { StoredSpecSummary, StoredSpecView } from "./schemas";

/** Writes (or replaces) the spec stored under `name`. */
export async function putStoredSpec(name: string, spec: DeliverySpec): Promise<StoredSpecView> {
  const updatedAt = nowNs();
  await db().deliverySpecRecord.upsert({
    where: { name },
    create: { name, spec, updatedAt },
    update: { spec, updatedAt },
  });
  return { name, spec, updated_at: formatNs(updatedAt) };
}

/** The spec stored under `name`, or undefined. */
export async function findStoredSpec(name: string): Promise<DeliverySpec | undefined> {
  const row = await db().deliverySpecRecord.findUnique({ where: { name } });
  // Stored only after validation; parsed again for the schema's defaults and types.
  return row ? DeliverySpec.parse(row.spec) : undefined;
}

export async function getStoredSpec(name: string): Promise<StoredSpecView> {
  const row = await db().deliverySpecRecord.findUnique({ where: { name } });
  if (!row) throw notFound(`delivery spec ${name}`);
  return { name, spec: DeliverySpec.parse(row.spec), updated_at: formatNs(row.updatedAt) };
}

/** Stored specs in the order of their names, a page at a time. */
export async function listStoredSpecs(query: { cursor?: string; limit: number }) {
  const rows = await db().deliverySpecRecord.findMany({
    where: query.cursor ? { name: { gt: nameAfter(query.cursor) } } : {},
    orderBy: { name: "asc" },
    take: query.limit + 1,
  });
  const { items, next } = pageByName(rows, query.limit);
  return {
    items: items.map((row) => specSummary(row.name, DeliverySpec.parse(row.spec), row.updatedAt)),
    next_cursor: next,
  };
}

/** Removes the spec stored under `name` (jobs keep their copy of it); 404 when none is. */
export async function deleteStoredSpec(name: string): Promise<void> {
  const { count } = await db().deliverySpecRecord.deleteMany({ where: { name } });
  if (count === 0) throw notFound(`delivery spec ${name}`);
}

function specSummary(name: string, spec: DeliverySpec, updatedAt: bigint): StoredSpecSummary {
  const { name: title, description: _description, ...rules } = spec;
  return { name, title, rules: rulePaths(rules), updated_at: formatNs(updatedAt) };
}

/** `video.gop.closed`, `audio.languages`: the path of every rule a group of rules sets (lists are one rule). */
function rulePaths(rules: object, prefix = ""): string[] {
  return Object.entries(rules).flatMap(([key, value]) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? rulePaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
