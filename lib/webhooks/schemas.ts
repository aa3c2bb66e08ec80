import { z } from "zod";
import { WEBHOOK_EVENTS, WebhookEvent } from "../events/event-types";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";

const hex = (field: string) => z.string().regex(HEX32, `${field} must be 32 lowercase hex digits`);

export const WebhookCreateRequest = z
  .strictObject({
    url: text("url")
      .max(2000, "url must be at most 2000 characters")
      .refine(
        (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
        "url must be an http:// or https:// URL",
      ),
    events: z.array(WebhookEvent).min(1, "events must name at least one event").max(WEBHOOK_EVENTS.length),
    factory_id: hex("factory_id")
      .optional()
      .describe("Only job events of this factory (reservation events always match)"),
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
    status: z.enum(["Active", "Paused"]).describe("Paused: nothing is sent; events are Held and sent on resume"),
    paused: z
      .object({
        reason: z
          .enum(["manual", "failing"])
          .describe("manual: an admin paused it; failing: paused automatically after failing for a long time"),
        since: z.string(),
      })
      .optional(),
    consecutive_failures: z.number().int().describe("Failed attempts in a row (0 after a success)"),
    failing_since: z.string().optional().describe("When the current run of failed attempts began"),
    last_error: z.string().optional().describe("The last failed attempt's error"),
    previous_secret_valid_until: z
      .string()
      .optional()
      .describe("Until then deliveries also carry the signature of the secret before the last rotation"),
  })
  .meta({ id: "Webhook" });
export type WebhookView = z.infer<typeof WebhookView>;

export const WebhookCreated = WebhookView.extend({
  secret: z.string().describe("The signing secret. Shown only in this response."),
}).meta({ id: "WebhookCreated" });
export type WebhookCreated = z.infer<typeof WebhookCreated>;

export const SecretRotateRequest = z
  .strictObject({
    previous_secret_valid_seconds: z
      .number()
      .int("previous_secret_valid_seconds must be a whole number")
      .min(0, "previous_secret_valid_seconds must be at least 0")
      .max(604_800, "previous_secret_valid_seconds must be at most 604800 (7 days)")
      .optional()
      .describe(
        "How long the old secret still signs deliveries (default BROADMARK_WEBHOOK_SECRET_OVERLAP_SECONDS); 0 for a leaked secret",
      ),
  })
  .optional()
  .meta({ id: "WebhookSecretRotateRequest" });
export type SecretRotateRequest = z.infer<typeof SecretRotateRequest>;

export const WebhookList = z.object({ items: z.array(WebhookView) }).meta({ id: "WebhookList" });

export const WebhookParams = z.object({ webhook_id: hex("webhook_id") });
export const DeliveryParams = WebhookParams.extend({ delivery_id: hex("delivery_id") });

/** The event of a test delivery: sent on request, to paused endpoints too, subscribed to by none. */
export const TEST_EVENT = "webhook.test";

export const DeliveryView = z
  .object({
    id: z
      .string()
      .regex(HEX32)
      .describe("Stable across attempts: the `id` of the body and the receiver's deduplication key"),
    type: z.union([WebhookEvent, z.literal(TEST_EVENT)]),
    resource_id: z.string(),
    status: z
      .enum(["Pending", "Held", "Delivered", "Failed"])
      .describe("Held: its endpoint is paused (sent on resume); Failed: no attempts left (send again to retry)"),
    attempts: z.number().int(),
    last_status_code: z
      .number()
      .int()
      .optional()
      .describe("The HTTP status of the last attempt; absent when it got no answer"),
    last_error: z.string().optional(),
    last_attempt_at: z.string().optional(),
    created_at: z.string(),
  })
  .meta({ id: "WebhookDelivery" });
export type DeliveryView = z.infer<typeof DeliveryView>;

export const DeliveryQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(1000).default(100) });
export const DeliveryList = z.object({ items: z.array(DeliveryView) }).meta({ id: "WebhookDeliveryList" });
