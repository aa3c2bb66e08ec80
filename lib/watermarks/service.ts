import { db } from "../db/client";
import type { Watermark } from "../db/generated/client";
import { notFound } from "../http/problem";
import { newId } from "../ids/random-hex";
import { audit } from "../keys/audit";
import type { Actor } from "../keys/roles";
import { newestFirstAfter, page } from "../paging/cursor";
import { formatNs, nowNs } from "../time/clock";
import { searchWatermarks } from "./search";
import { checkDigitMismatches, checkDigitsMismatch } from "./check-digits";
import { csidValue, type WatermarkCreateRequest, type WatermarkListQuery, type WatermarkView } from "./schemas";

/**
 * Registers the watermark unless its check digits contradict those registered for its sid or csid
 * (409 check_digits_mismatch, nothing written). The insert skips a row the exclusion constraints refuse
 * (ON CONFLICT DO NOTHING), after waiting for a concurrent registration of the same code to commit.
 */
export async function createWatermark(actor: Actor, request: WatermarkCreateRequest): Promise<WatermarkView> {
  const [watermark] = await db().watermark.createManyAndReturn({
    skipDuplicates: true,
    data: {
      id: newId(),
      type: request.type,
      name: request.name,
      sid: request.sid,
      sidCheckDigits: request.sid_check_digits,
      csid: request.csid,
      csidValue: csidValue(request.csid),
      csidCheckDigits: request.csid_check_digits,
      houseNumber: request.house_number ?? null,
      status: "Active",
      createdAt: nowNs(),
      createdByKeyId: actor.keyId,
    },
  });
  if (!watermark) throw checkDigitsMismatch(request, await checkDigitMismatches(request));
  await audit(actor, "watermark.create", watermark.id, "created", { name: watermark.name, type: watermark.type });
  return watermarkView(watermark);
}

export async function getWatermark(id: string): Promise<Watermark> {
  const watermark = await findWatermark(id);
  if (!watermark) throw notFound(`watermark ${id}`);
  return watermark;
}

/** The watermark, or null: for callers that answer an unknown id with their own problem. */
export async function findWatermark(id: string): Promise<Watermark | null> {
  return db().watermark.findUnique({ where: { id } });
}

/** The registered watermark carrying a code (sid, csid value), or null: what a detected block names. */
export async function findWatermarkByCode(sid: number, csidValue: number): Promise<Watermark | null> {
  return db().watermark.findFirst({ where: { sid, csidValue }, orderBy: { createdAt: "asc" } });
}

export async function listWatermarks(query: WatermarkListQuery) {
  const limit = query.limit ?? query.ids?.length ?? 50;
  if (query.q) return { items: (await searchWatermarks(query.q, query, limit)).map(watermarkView), next_cursor: null };
  const rows = await db().watermark.findMany({
    where: {
      ...(query.type ? { type: query.type } : {}),
      ...(query.sid !== undefined ? { sid: query.sid } : {}),
      ...(query.csid ? { csidValue: csidValue(query.csid) } : {}),
      ...(query.name ? { name: { contains: query.name, mode: "insensitive" as const } } : {}),
      ...(query.ids ? { id: { in: query.ids } } : {}),
      ...newestFirstAfter(query.cursor),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const { items, next } = page(rows, limit, (row) => ({ key: row.createdAt, id: row.id }));
  return { items: items.map(watermarkView), next_cursor: next };
}

export function watermarkView(watermark: Watermark): WatermarkView {
  return {
    id: watermark.id,
    type: watermark.type as WatermarkView["type"],
    name: watermark.name,
    sid: watermark.sid,
    sid_check_digits: watermark.sidCheckDigits,
    csid: watermark.csid,
    csid_check_digits: watermark.csidCheckDigits,
    house_number: watermark.houseNumber,
    status: "Active",
    created_at: formatNs(watermark.createdAt),
  };
}
