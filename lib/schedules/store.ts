// The kept schedule imports and as-run reports: one row each, their rows and totals as JSON.
import type pg from "pg";
import type { Prisma } from "../db/generated/client";
import { db } from "../db/client";
import { newestFirstAfter, page } from "../paging/cursor";
import { formatNs } from "../time/clock";
import type { AsRunReport, AsRunTotals, ImportListQuery, ScheduleImportTotals, ScheduleImportView } from "./schemas";

type Kept<View> = Omit<View, "created_at"> & { id: string; createdAt: bigint; createdByKeyId: string };
type AsRunColumns = "id" | "format" | "from" | "to" | "tolerance" | "totals" | "created_by" | "created_at";

const json = (value: unknown) => value as Prisma.InputJsonValue;

/** Kept on the transaction of the batch that booked the import's reservations (lib/reservations/batch.ts). */
export async function keepScheduleImport(
  client: pg.PoolClient,
  kept: Kept<Omit<ScheduleImportView, "dry_run">>,
): Promise<void> {
  await client.query({
    name: "schedule_import.insert",
    text: `INSERT INTO schedule_import (id, format, mode, totals, rows, created_at_ns, created_by_key_id, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    values: [
      kept.id,
      kept.format,
      kept.mode,
      JSON.stringify(kept.totals),
      JSON.stringify(kept.rows),
      kept.createdAt.toString(),
      kept.createdByKeyId,
      kept.created_by,
    ],
  });
}

export async function keepAsRunReport(kept: Kept<AsRunReport>): Promise<void> {
  await db().asRunImport.create({
    data: {
      id: kept.id,
      format: kept.format,
      windowFrom: kept.from,
      windowTo: kept.to,
      tolerance: kept.tolerance,
      totals: json(kept.totals),
      rows: json(kept.rows),
      createdAt: kept.createdAt,
      createdByKeyId: kept.createdByKeyId,
      createdBy: kept.created_by,
    },
  });
}

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof db>["scheduleImport"]["findFirstOrThrow"]>>;
type AsRunRowRecord = Awaited<ReturnType<ReturnType<typeof db>["asRunImport"]["findFirstOrThrow"]>>;

function scheduleSummary(row: Omit<ScheduleRow, "rows">) {
  return {
    id: row.id,
    format: row.format as "bxf" | "csv",
    mode: row.mode as "all" | "available",
    totals: row.totals as ScheduleImportTotals,
    created_at: formatNs(row.createdAt),
    created_by: row.createdBy,
  };
}

function asRunSummary(row: Omit<AsRunRowRecord, "rows">): Pick<AsRunReport, AsRunColumns> {
  return {
    id: row.id,
    format: row.format as "bxf" | "csv",
    from: row.windowFrom,
    to: row.windowTo,
    tolerance: row.tolerance,
    totals: row.totals as AsRunTotals,
    created_at: formatNs(row.createdAt),
    created_by: row.createdBy,
  };
}

export async function findScheduleImport(id: string): Promise<ScheduleImportView | null> {
  const row = await db().scheduleImport.findUnique({ where: { id } });
  return row && { ...scheduleSummary(row), dry_run: false, rows: row.rows as ScheduleImportView["rows"] };
}

export async function findAsRunReport(id: string): Promise<AsRunReport | null> {
  const row = await db().asRunImport.findUnique({ where: { id } });
  return row && { ...asRunSummary(row), rows: row.rows as AsRunReport["rows"] };
}

const SUMMARY = { rows: false } as const;

export async function listScheduleImports(query: ImportListQuery) {
  const rows = await db().scheduleImport.findMany({
    omit: SUMMARY,
    where: newestFirstAfter(query.cursor),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const { items, next } = page(rows, query.limit, (row) => ({ key: row.createdAt, id: row.id }));
  return { items: items.map(scheduleSummary), next_cursor: next };
}

export async function listAsRunReports(query: ImportListQuery) {
  const rows = await db().asRunImport.findMany({
    omit: SUMMARY,
    where: newestFirstAfter(query.cursor),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const { items, next } = page(rows, query.limit, (row) => ({ key: row.createdAt, id: row.id }));
  return { items: items.map(asRunSummary), next_cursor: next };
}
