// Many spans reserved at once (a copied week, a series, an imported schedule): one transaction and one
// insert statement for the whole batch, under the same exclusion constraint as single reservations, with
// the same audit rows and reservation.created events. A dry run, or mode "all" with a span refused, runs the
// same statements and rolls them back, so what it answers is what a real run would have done.
import type pg from "pg";
import { pool } from "../db/client";
import { maxAttempts } from "../events/emit";
import { Problem } from "../http/problem";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { endText } from "../time/broadcast-time";
import { nowNs } from "../time/clock";
import { reservationView } from "./service";
import { reservedSpan, reserveBatch, type NewReservation, type ReserveOutcome } from "./store";
import type { ReservationBatchRequest, ReservationBatchResult, ReservationView } from "./schemas";

export interface SpanRequest {
  watermarkId: string;
  start: string;
  duration: number;
  timeZone?: string | null;
}

export type SpanOutcome =
  | { outcome: "granted"; reservation: ReservationView }
  | { outcome: "free" }
  | { outcome: "conflict"; conflicts: BatchConflict[] }
  | { outcome: "unknown_watermark" }
  | { outcome: "not_linear" };

/** A span a refused one overlaps; request_index when it is another span of the same batch. */
export interface BatchConflict {
  start: string;
  end: string;
  watermark_id: string;
  request_index?: number;
}

export interface BatchOptions {
  mode: "all" | "available";
  dryRun: boolean;
  seriesId?: string;
}

export interface BatchResult {
  committed: boolean;
  outcomes: SpanOutcome[];
}

export function reserveMany(actor: Actor, spans: SpanRequest[], options: BatchOptions): Promise<BatchResult> {
  return reserveManyWithin(actor, spans, options, {});
}

/** Writes that belong to a batch and are kept or rolled back with it, on the batch's own transaction. */
export interface BatchWrites {
  /** Run first (e.g. the series row its reservations name). */
  before?: (client: pg.PoolClient) => Promise<void>;
  /** Run before COMMIT, when the batch commits, with its outcomes (e.g. the record of an imported schedule). */
  beforeCommit?: (client: pg.PoolClient, outcomes: SpanOutcome[]) => Promise<void>;
}

/** reserveMany, with the writes that belong to it in the same transaction, so a crash never splits them. */
export async function reserveManyWithin(
  actor: Actor,
  spans: SpanRequest[],
  options: BatchOptions,
  writes: BatchWrites,
): Promise<BatchResult> {
  const createdAt = nowNs();
  const requests = spans.map((span) => newReservation(actor, span, createdAt, options.seriesId ?? null));
  const client = await pool().connect();
  try {
    await client.query("BEGIN");
    await writes.before?.(client);
    const reserved = requests.length > 0 ? await reserveBatch(client, requests, maxAttempts()) : [];
    const allGranted = reserved.every((o) => o.outcome === "granted");
    const committed = !options.dryRun && (options.mode === "available" || allGranted);
    const outcomes = reserved.map((o) => spanOutcome(o, committed, actor));
    if (committed) await writes.beforeCommit?.(client, outcomes);
    await client.query(committed ? "COMMIT" : "ROLLBACK");
    return { committed, outcomes };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function newReservation(actor: Actor, span: SpanRequest, createdAt: bigint, seriesId: string | null): NewReservation {
  return {
    actor,
    id: newId(),
    token: newId(),
    watermarkId: span.watermarkId,
    ...reservedSpan(span.start, span.duration, span.timeZone),
    createdAt,
    seriesId,
  };
}

function spanOutcome(reserved: ReserveOutcome, committed: boolean, actor: Actor): SpanOutcome {
  switch (reserved.outcome) {
    case "no_watermark":
      return { outcome: "unknown_watermark" };
    case "not_linear":
      return { outcome: "not_linear" };
    case "granted":
      return committed
        ? { outcome: "granted", reservation: reservationView(reserved.reservation, actor) }
        : { outcome: "free" };
    case "refused":
      return {
        outcome: "conflict",
        conflicts: reserved.conflicts.map((c) => ({
          start: c.start,
          end: endText(c.start, c.duration),
          watermark_id: c.watermarkId,
          ...(c.requestIndex !== undefined ? { request_index: c.requestIndex } : {}),
        })),
      };
  }
}

/** The batch operation's answer; mode "all" with a span neither granted nor free is 409 slot_unavailable with the same results. */
export async function reserveBatchRequest(
  actor: Actor,
  request: ReservationBatchRequest,
  query: { dry_run: boolean; mode: "all" | "available" },
) {
  const spans = request.reservations.map((r) => ({
    watermarkId: r.watermark_id,
    start: r.start,
    duration: r.duration,
    timeZone: r.time_zone,
  }));
  const { committed, outcomes } = await reserveMany(actor, spans, { mode: query.mode, dryRun: query.dry_run });
  const totals = { granted: 0, free: 0, conflict: 0, unknown_watermark: 0, not_linear: 0 };
  for (const o of outcomes) totals[o.outcome]++;
  const results = outcomes.map((o, index) => ({ index, ...o }));
  const refused = outcomes.length - totals.granted - totals.free;
  if (query.mode === "all" && refused > 0) {
    throw new Problem(
      409,
      "slot_unavailable",
      `${refused} of ${outcomes.length} spans cannot be reserved; nothing was reserved`,
      { totals, results },
    );
  }
  const body: ReservationBatchResult = { dry_run: query.dry_run, mode: query.mode, committed, totals, results };
  return { status: query.dry_run ? 200 : 201, body };
}
