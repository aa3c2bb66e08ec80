"use server";
import type { z } from "zod";
import { settle } from "@/lib/client/problem";
import type { CalendarQuery } from "@/lib/reservations/schemas";
import type { WatermarkCreateRequest, WatermarkListQuery, WatermarkType } from "@/lib/watermarks/schemas";
import { signedInClient } from "../session";

export async function listWatermarks(query: Partial<z.input<typeof WatermarkListQuery>>) {
  return settle(async () => (await signedInClient()).watermarks.list(query));
}

export async function searchWatermarks(q: string, type?: WatermarkType) {
  return settle(async () => (await signedInClient()).watermarks.search(q, { type, limit: 20 }));
}

/** Names for exactly the watermarks on screen (none asked, none fetched). */
export async function lookupWatermarks(ids: readonly string[]) {
  return settle(async () =>
    ids.length === 0 ? { items: [], next_cursor: null } : (await signedInClient()).watermarks.lookup(ids),
  );
}

export async function getWatermark(id: string) {
  return settle(async () => (await signedInClient()).watermarks.get(id));
}

export async function createWatermark(body: WatermarkCreateRequest) {
  return settle(async () => (await signedInClient()).watermarks.create(body));
}

export async function watermarkReservations(id: string, query: Partial<z.input<typeof CalendarQuery>>) {
  return settle(async () => (await signedInClient()).reservations.ofWatermark(id, query));
}
