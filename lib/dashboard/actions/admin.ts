"use server";
import type { z } from "zod";
import { settle } from "@/lib/client/problem";
import type { AuditQuery, KeyCreateRequest } from "@/lib/key-management/schemas";
import type { WebhookCreateRequest } from "@/lib/webhooks/schemas";
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

export async function auditLog(query: Partial<z.input<typeof AuditQuery>>) {
  return settle(async () => (await signedInClient()).audit(query));
}

export async function listWebhooks() {
  return settle(async () => (await signedInClient()).webhooks.list());
}

export async function createWebhook(body: WebhookCreateRequest) {
  return settle(async () => (await signedInClient()).webhooks.create(body));
}

export async function webhookDeliveries(webhookId: string) {
  return settle(async () => (await signedInClient()).webhooks.deliveries(webhookId));
}

export async function sendDeliveryAgain(webhookId: string, deliveryId: string) {
  return settle(async () => (await signedInClient()).webhooks.sendAgain(webhookId, deliveryId));
}

export async function deleteWebhook(webhookId: string) {
  return settle(async () => (await signedInClient()).webhooks.delete(webhookId));
}

export async function pauseWebhook(webhookId: string) {
  return settle(async () => (await signedInClient()).webhooks.pause(webhookId));
}

export async function resumeWebhook(webhookId: string) {
  return settle(async () => (await signedInClient()).webhooks.resume(webhookId));
}

export async function testWebhook(webhookId: string) {
  return settle(async () => (await signedInClient()).webhooks.test(webhookId));
}

export async function rotateWebhookSecret(webhookId: string) {
  return settle(async () => (await signedInClient()).webhooks.rotateSecret(webhookId));
}
