// The delivery_spec table: specs stored by name. This module is its only writer.
import { db } from "../db/client";
import { notFound } from "../http/problem";
import { DeliverySpec } from "../probe/delivery-spec/spec-schema";
import { formatNs, nowNs } from "../time/clock";
import type { StoredSpecView } from "./schemas";

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
