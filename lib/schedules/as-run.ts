// As-run reconciliation: what aired (an as-run log) against the Active reservations of the window it
// covers. A reservation and an aired event pair when they are of the same code (sid, csid) and their spans
// overlap; pairs are taken closest starts first, each reservation and each event at most once. A pair is
// "aired as reserved" when both its start and its end differ by at most the tolerance, else "aired at
// another time" with the offsets; an unpaired reservation was "not aired", an unpaired event "unreserved".
import { Temporal } from "temporal-polyfill";
import { Problem } from "../http/problem";
import { newId } from "../ids/random-hex";
import type { Actor } from "../keys/roles";
import { listReservations } from "../reservations/service";
import type { ReservationView } from "../reservations/schemas";
import { nowNs, formatNs } from "../time/clock";
import { endText } from "../time/broadcast-time";
import { isInvalid, refText, type FileEvent, type TimedEvent } from "./event";
import { readEventsFile } from "./file";
import { WatermarkIndex } from "./resolve";
import type { AsRunQuery, AsRunReport, AsRunRow, AsRunTotals } from "./schemas";
import { keepAsRunReport } from "./store";
import { candidatesFor, codeKey, csidValue, type Candidate } from "./watermark-lookup";

interface Aired {
  event: TimedEvent;
  watermark: Candidate;
  startMs: number;
  endMs: number;
}

export async function importAsRun(actor: Actor, request: Request, query: AsRunQuery): Promise<AsRunReport> {
  const { format, events } = await readEventsFile(request, query.time_zone);
  const { aired, rows } = await resolveAired(events);
  const from = query.from ?? earliest(aired);
  const to = query.to ?? latest(aired);
  if (!from || !to)
    throw new Problem(400, "no_window", "the log has no aired event to set the window: give from and to");
  const [fromMs, toMs] = [Date.parse(from), Date.parse(to)];
  if (toMs <= fromMs)
    throw new Problem(400, "validation_failed", "to must be after from", {
      errors: [{ path: "to", message: "to must be after from" }],
    });
  const inWindow = aired.filter((item) => item.startMs < toMs && item.endMs > fromMs);
  const reservations = await activeReservations(actor, from, to);
  rows.push(...(await reconcile(reservations, inWindow, query.tolerance)));
  const report: AsRunReport = {
    id: newId(),
    format,
    from,
    to,
    tolerance: query.tolerance,
    totals: totalsOf(rows),
    rows: rows.sort(byTimeThenLine),
    created_at: "",
    created_by: actor.name,
  };
  const createdAt = nowNs();
  await keepAsRunReport({ ...report, createdAt, createdByKeyId: actor.keyId });
  return { ...report, created_at: formatNs(createdAt) };
}

async function resolveAired(events: FileEvent[]): Promise<{ aired: Aired[]; rows: AsRunRow[] }> {
  const index = new WatermarkIndex(await candidatesFor(events.map((event) => event.ref)));
  const aired: Aired[] = [];
  const rows: AsRunRow[] = [];
  for (const event of events) {
    if (isInvalid(event)) {
      rows.push({ outcome: "invalid", line: event.line, reason: event.invalid });
      continue;
    }
    const resolved = index.resolve(event.ref);
    if ("unknown" in resolved)
      rows.push({
        outcome: "unknown_code",
        line: event.line,
        aired: span(event),
        reason: `no watermark matches ${refText(event.ref)}`,
      });
    else if ("ambiguous" in resolved)
      rows.push({ outcome: "invalid", line: event.line, aired: span(event), reason: resolved.ambiguous });
    else
      aired.push({
        event,
        watermark: resolved.watermark,
        startMs: Date.parse(event.start),
        endMs: Date.parse(event.start) + event.duration * 1000,
      });
  }
  return { aired, rows };
}

/** Every Active reservation overlapping [from, to), page by page. */
async function activeReservations(actor: Actor, from: string, to: string): Promise<ReservationView[]> {
  const all: ReservationView[] = [];
  let cursor: string | undefined;
  do {
    const page = await listReservations(actor, { from, to, status: "Active", limit: 5000, cursor });
    all.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return all;
}

async function reconcile(reservations: ReservationView[], aired: Aired[], tolerance: number): Promise<AsRunRow[]> {
  const names = new Map(
    (await candidatesFor(reservations.map((r) => ({ watermarkId: r.watermark_id })))).map((w) => [w.id, w.name]),
  );
  const byCode = new Map<string, Aired[]>();
  for (const item of aired) {
    const key = codeKey(item.watermark.sid, item.watermark.csidValue);
    byCode.set(key, [...(byCode.get(key) ?? []), item]);
  }
  const pairs: { reservation: ReservationView; item: Aired; distance: number }[] = [];
  for (const reservation of reservations) {
    const [startMs, endMs] = [Date.parse(reservation.start), Date.parse(reservation.end)];
    for (const item of byCode.get(codeKey(reservation.sid, csidValue(reservation.csid))) ?? []) {
      if (item.startMs < endMs && item.endMs > startMs)
        pairs.push({ reservation, item, distance: Math.abs(item.startMs - startMs) });
    }
  }
  pairs.sort((a, b) => a.distance - b.distance);
  const pairedWith = new Map<ReservationView, Aired>();
  const used = new Set<Aired>();
  for (const { reservation, item } of pairs) {
    if (pairedWith.has(reservation) || used.has(item)) continue;
    pairedWith.set(reservation, item);
    used.add(item);
  }
  const rows: AsRunRow[] = reservations.map((reservation) => {
    const reserved = {
      id: reservation.id,
      start: reservation.start,
      end: reservation.end,
      duration: reservation.duration,
    };
    const base = {
      watermark_id: reservation.watermark_id,
      watermark_name: names.get(reservation.watermark_id),
      reservation: reserved,
    };
    const item = pairedWith.get(reservation);
    if (!item) return { outcome: "not_aired", ...base };
    const startOffset = Math.round((item.startMs - Date.parse(reservation.start)) / 1000);
    const endOffset = Math.round((item.endMs - Date.parse(reservation.end)) / 1000);
    const asReserved = Math.abs(startOffset) <= tolerance && Math.abs(endOffset) <= tolerance;
    return {
      outcome: asReserved ? "aired_as_reserved" : "aired_at_other_time",
      line: item.event.line,
      ...base,
      aired: span(item.event),
      start_offset: startOffset,
      end_offset: endOffset,
    };
  });
  for (const item of aired) {
    if (used.has(item)) continue;
    rows.push({
      outcome: "unreserved",
      line: item.event.line,
      watermark_id: item.watermark.id,
      watermark_name: item.watermark.name,
      aired: span(item.event),
      reason: `no Active reservation of its code (sid ${item.watermark.sid}, csid ${item.watermark.csid}) overlaps it`,
    });
  }
  return rows;
}

const span = (event: TimedEvent) => ({
  start: event.start,
  end: endText(event.start, event.duration),
  duration: event.duration,
});

function earliest(aired: Aired[]): string | undefined {
  const first = aired.reduce<Aired | undefined>(
    (best, item) => (!best || item.startMs < best.startMs ? item : best),
    undefined,
  );
  return first && Temporal.Instant.fromEpochMilliseconds(first.startMs).toString();
}

function latest(aired: Aired[]): string | undefined {
  const last = aired.reduce<Aired | undefined>(
    (best, item) => (!best || item.endMs > best.endMs ? item : best),
    undefined,
  );
  return last && Temporal.Instant.fromEpochMilliseconds(last.endMs).toString();
}

function totalsOf(rows: AsRunRow[]): AsRunTotals {
  const totals: AsRunTotals = {
    aired_as_reserved: 0,
    aired_at_other_time: 0,
    not_aired: 0,
    unreserved: 0,
    unknown_code: 0,
    invalid: 0,
  };
  for (const row of rows) totals[row.outcome]++;
  return totals;
}

/** Rows in broadcast order (the reserved start, else the aired one); rows without a time last, by line. */
function byTimeThenLine(a: AsRunRow, b: AsRunRow): number {
  const time = (row: AsRunRow) => Date.parse(row.reservation?.start ?? row.aired?.start ?? "") || Infinity;
  return time(a) - time(b) || (a.line ?? 0) - (b.line ?? 0);
}
