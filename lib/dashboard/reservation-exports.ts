// Calendar exports: iCalendar (one event per reservation, times in UTC so no zone table is needed) and CSV.
import { stringify } from "csv-stringify/sync";
import ical from "ical-generator";
import type { ReservationView } from "@/lib/reservations/schemas";

export function reservationsAsICal(items: readonly ReservationView[]): string {
  const calendar = ical({ name: "Broadmark broadcast slots", prodId: { company: "Broadmark", product: "slot calendar" } });
  for (const reservation of items) {
    calendar.createEvent({
      id: reservation.id,
      start: new Date(reservation.start),
      end: new Date(reservation.end),
      summary: `sid ${reservation.sid} csid ${reservation.csid} (${reservation.status})`,
      description: `watermark ${reservation.watermark_id}, ${reservation.duration} s`,
    });
  }
  return calendar.toString();
}

const COLUMNS = ["id", "watermark_id", "sid", "csid", "start", "end", "duration", "time_zone", "status", "created_at", "revoked_at"] as const;

export function reservationsAsCsv(items: readonly ReservationView[]): string {
  return stringify(
    items.map((reservation) => COLUMNS.map((column) => reservation[column] ?? "")),
    { header: true, columns: [...COLUMNS] },
  );
}
