import { z } from "zod";

/** The events the service records, and webhook endpoints subscribe to. */
export const WEBHOOK_EVENTS = [
  "job.completed",
  "job.failed",
  "job.canceled",
  "reservation.created",
  "reservation.revoked",
  "reservation.rescheduled",
  "output.stale",
] as const;
export const WebhookEvent = z.enum(WEBHOOK_EVENTS);
export type WebhookEvent = z.infer<typeof WebhookEvent>;
