"use server";
// Scheduling by more than one slot at a time: series, batches (a copied week) and moves.
import type { z } from "zod";
import { settle } from "@/lib/client/problem";
import type { RescheduleRequest, ReservationBatchRequest, SeriesCreateRequest } from "@/lib/reservations/schemas";
import { signedInClient } from "../session";

export async function reserveSeries(watermarkId: string, body: z.input<typeof SeriesCreateRequest>, dryRun: boolean) {
  return settle(async () => (await signedInClient()).reservations.createSeries(watermarkId, body, { dry_run: dryRun }));
}

export async function getSeries(seriesId: string) {
  return settle(async () => (await signedInClient()).reservations.series(seriesId));
}

export async function revokeSeries(seriesId: string, body: { from?: string; reason?: string }) {
  return settle(async () => (await signedInClient()).reservations.revokeSeries(seriesId, body));
}

export async function reserveBatch(
  body: ReservationBatchRequest,
  query: { dry_run: boolean; mode: "all" | "available" },
) {
  return settle(async () => (await signedInClient()).reservations.batch(body, query));
}

/** The move's dry run: the new span if it is free (else the 409 with its clash). */
export async function checkReschedule(token: string, body: RescheduleRequest) {
  return settle(async () => (await signedInClient()).reservations.checkReschedule(token, body));
}

export async function rescheduleReservation(token: string, body: RescheduleRequest) {
  return settle(async () => (await signedInClient()).reservations.reschedule(token, body));
}
