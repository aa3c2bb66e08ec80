// Calendar exports: iCalendar (lib/reservations/ical.ts, shared with the subscribable feed) and CSV, both
// carrying the show's name (the watermark's) and the status, revoked slots included.
import { stringify } from "csv-stringify/sync";
import type { ReservationView } from "@/lib/reservations/schemas";
import type { WatermarkNames } from "@/lib/reservations/ical";

// New columns go last, so that a reader of the earlier columns by position keeps working.
const COLUMNS = [
  "id",
  "watermark_id",
  "sid",
  "csid",
  "start",
  "end",
  "duration",
  "time_zone",
  "status",
  "created_at",
  "revoked_at",
  "revoke_reason",
] as const;

export function reservationsAsCsv(items: readonly ReservationView[], names: WatermarkNames): string {
  return stringify(
    items.map((reservation) => [
      ...COLUMNS.map((column) => reservation[column] ?? ""),
      names.get(reservation.watermark_id) ?? "",
    ]),
    { header: true, columns: [...COLUMNS, "watermark_name"] },
  );
}

/** The names of the reservations' watermarks, each distinct id asked once, a few at a time. */
export async function watermarkNames(
  items: readonly ReservationView[],
  nameOf: (watermarkId: string) => Promise<string | undefined>,
): Promise<WatermarkNames> {
  const ids = [...new Set(items.map((reservation) => reservation.watermark_id))];
  const names = new Map<string, string>();
  const queue = ids.values();
  const worker = async () => {
    for (const id of queue) {
      const name = await nameOf(id);
      if (name !== undefined) names.set(id, name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, ids.length) }, worker));
  return names;
}
