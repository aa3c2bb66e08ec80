"use server";
import type { z } from "zod";
import { settle } from "@/lib/client/problem";
import type { KeyCreateRequest } from "@/lib/key-management/schemas";
import { signedInClient } from "../session";

export async function listKeys() {
  return settle(async () => (await signedInClient()).keys.list());
}

export async function createKey(body: z.input<typeof KeyCreateRequest>) {
  return settle(async () => (await signedInClient()).keys.create(body));
}

export async function revokeKey(id: string) {
  return settle(async () => (await signedInClient()).keys.revoke(id));
}

export async function auditLog(query: { from?: string; to?: string; limit?: number }) {
  return settle(async () => (await signedInClient()).audit(query));
}
