"use server";
import { settle } from "@/lib/client/problem";
import type { DeliverySpecInput } from "@/lib/probe/delivery-spec/spec-schema";
import { signedInClient } from "../session";

export async function listSpecs(query: { cursor?: string; limit?: number }) {
  return settle(async () => (await signedInClient()).specs.list(query));
}

export async function getSpec(name: string) {
  return settle(async () => (await signedInClient()).specs.get(name));
}

export async function putSpec(name: string, spec: DeliverySpecInput) {
  return settle(async () => (await signedInClient()).specs.put(name, spec));
}

export async function deleteSpec(name: string) {
  return settle(async () => (await signedInClient()).specs.delete(name));
}
