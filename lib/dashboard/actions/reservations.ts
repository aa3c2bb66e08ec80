"use server";
import type { z } from "zod";
import { ApiProblem, settle } from "@/lib/client/problem";
import { reservationsAsICal } from "@/lib/reservations/ical";
import type { CalendarQuery, ReservationCreateRequest, ReservationView } from "@/lib/reservations/schemas";
import { signedInClient } from "../session";
import { reservationsAsCsv, watermarkNames } from "../reservation-exports";

/** Every reservation overlapping the range, following the API's pages (the calendar shows them all). */
async function allReservations(query: Partial<z.input<typeof CalendarQuery>>): Promise<ReservationView[]> {
  const client = await signedInClient();
  const items: ReservationView[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.reservations.calendar({ ...query, cursor, limit: 5000 });
    items.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return items;
}

export async function calendarReservations(query: Partial<z.input<typeof CalendarQuery>>) {
  return settle(() => allReservations(query));
}

export async function reserve(watermarkId: string, body: ReservationCreateRequest) {
  return settle(async () => (await signedInClient()).reservations.reserve(watermarkId, body));
}

export async function revokeReservation(token: string, reason?: string) {
  return settle(async () => (await signedInClient()).reservations.revoke(token, reason || undefined));
}

/**
 * The range's reservations as an iCalendar or CSV file's text, for the browser to save: revoked ones
 * included (as cancelled), each named by its watermark.
 */
export async function exportReservations(format: "ics" | "csv", query: Partial<z.input<typeof CalendarQuery>>) {
  return settle(async () => {
    const client = await signedInClient();
    const items = await allReservations({ ...query, status: undefined });
    const names = await watermarkNames(items, async (id) => {
      try {
        return (await client.watermarks.get(id)).name;
      } catch (error) {
        if (error instanceof ApiProblem && error.status === 404) return undefined;
        throw error;
      }
    });
    return format === "ics" ? reservationsAsICal(items, names) : reservationsAsCsv(items, names);
  });
}

/** A new URL for the signed-in key's calendar feed (the previous one stops working). */
export async function issueCalendarFeed() {
  return settle(async () => (await signedInClient()).reservations.issueFeed());
}
