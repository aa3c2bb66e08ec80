import { z } from "zod";
import { WEBHOOK_EVENTS, WebhookEvent } from "../events/event-types";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";

const hex = (field: string) => z.string().regex(HEX32, `${field} must be 32 lowercase hex digits`);

export const WebhookCreateRequest = z
  .strictObject({
    url: text("url")
      .max(2000, "url must be at most 2000 characters")
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), "url must be an http:// or https:// URL"),
    events: z.array(WebhookEvent).min(1, "events must name at least one event").max(WEBHOOK_EVENTS.length),
    factory_id: hex("factory_id").optional().describe("Only job events of this factory (reservation events always match)"),
  })
  .meta({ id: "WebhookCreateRequest" });
export type WebhookCreateRequest = z.infer<typeof WebhookCreateRequest>;

export const WebhookView = z
  .object({
    id: z.string().regex(HEX32),
    url: z.string(),
    events: z.array(WebhookEvent),
    factory_id: z.string().optional(),
    created_at: z.string(),
  })
  .meta({ id: "Webhook" });
export type WebhookView = z.infer<typeof WebhookView>;

export const WebhookCreated = WebhookView.extend({
  secret: z.string().describe("The signing secret. Shown only in this response."),
}).meta({ id: "WebhookCreated" });

export const WebhookList = z.object({ items: z.array(WebhookView) }).meta({ id: "WebhookList" });

export const WebhookParams = z.object({ webhook_id: hex("webhook_id") });
export const DeliveryParams = WebhookParams.extend({ delivery_id: hex("delivery_id") });

export const DeliveryView = z
  .object({
    id: z.string().regex(HEX32).describe("Stable across attempts: the `id` of the body and the receiver's deduplication key"),
    type: WebhookEvent,
    resource_id: z.string(),
    status: z.enum(["Pending", "Delivered", "Failed"]).describe("Failed: no attempts left (send again to retry)"),
    attempts: z.number().int(),
    last_status_code: z.number().int().optional().describe("The HTTP status of the last attempt; absent when it got no answer"),
    last_error: z.string().optional(),
    last_attempt_at: z.string().optional(),
    created_at: z.string(),
  })
  .meta({ id: "WebhookDelivery" });
export type DeliveryView = z.infer<typeof DeliveryView>;

export const DeliveryQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(1000).default(100) });
export const DeliveryList = z.object({ items: z.array(DeliveryView) }).meta({ id: "WebhookDeliveryList" });
