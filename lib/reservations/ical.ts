// Reservations as iCalendar (RFC 5545), for the dashboard's export and the subscribable feed: one event per
// reservation, times in UTC (no zone table needed), named by the show (its watermark's name), and a revoked
// slot kept as STATUS:CANCELLED so that a calendar that had it removes it.
import ical, { ICalEventStatus } from "ical-generator";
import type { ReservationView } from "./schemas";

/** Watermark names by watermark id; a reservation whose watermark has no name here is named by its code. */
export type WatermarkNames = ReadonlyMap<string, string>;

export function reservationsAsICal(
  items: readonly ReservationView[],
  names: WatermarkNames,
  options: { ttlSeconds?: number } = {},
): string {
  const calendar = ical({
    name: "Broadmark broadcast slots",
    prodId: { company: "Broadmark", product: "slot calendar" },
    ttl: options.ttlSeconds,
  });
  for (const reservation of items) {
    const code = `sid ${reservation.sid}, csid ${reservation.csid}`;
    const name = names.get(reservation.watermark_id);
    const revoked = reservation.status === "Revoked";
    calendar.createEvent({
      id: reservation.id,
      start: new Date(reservation.start),
      end: new Date(reservation.end),
      summary: name ? `${name} (${code})` : code,
      status: revoked ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: [
        `watermark ${reservation.watermark_id}, ${code}, ${reservation.duration} s`,
        revoked ? `revoked${reservation.revoke_reason ? `: ${reservation.revoke_reason}` : ""}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    });
  }
  return calendar.toString();
}
