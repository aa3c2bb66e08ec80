"use server";
// Scheduling by more than one slot at a time: series, batches (a copied week) and moves.
import { settle } from "@/lib/client/problem";
import type { ReservationBatchRequest } from "@/lib/reservations/schemas";
import { signedInClient } from "../session";

export async function reserveBatch(body: ReservationBatchRequest, query: { dry_run: boolean; mode: "all" | "available" }) {
  return settle(async () => (await signedInClient()).reservations.batch(body, query));
}
