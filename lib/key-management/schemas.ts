import { z } from "zod";
import { text } from "../http/text";
import { CursorParam } from "../paging/cursor";
import { parseInstant } from "../time/broadcast-time";
import { Instant } from "../time/instant";
import { HEX32 } from "../ids/random-hex";
import { Role } from "../keys/roles";

export const KeyCreateRequest = z
  .strictObject({
    name: text("name").trim().min(1, "name must not be empty").max(200, "name must be at most 200 characters"),
    role: Role,
    expires_at: Instant(
      "expires_at",
      "The key is refused (401 key_expired) from this instant on; absent: it never expires",
    )
      // (Refinements run after a failed format check too: an unreadable text is left to the checks above.)
      .refine((text) => (parseInstant(text)?.epochMilliseconds ?? Infinity) > Date.now(), {
        error: "expires_at must be in the future",
      })
      .optional(),
  })
  .meta({ id: "KeyCreateRequest" });

export const KeyView = z
  .object({
    id: z.string().regex(HEX32),
    name: z.string(),
    role: Role,
    prefix: z.string().describe("The key's first characters, to recognise it"),
    status: z.enum(["Active", "Revoked", "Expired"]),
    created_at: z.string(),
    revoked_at: z.string().optional(),
    expires_at: z.string().optional(),
    last_used_at: z
      .string()
      .optional()
      .describe("The last authenticated request, precise to about a minute; absent: never used"),
  })
  .meta({ id: "ApiKey" });
export type KeyView = z.infer<typeof KeyView>;

export const KeyCreated = KeyView.extend({
  key: z.string().describe("The API key itself. Shown only in this response; only its hash is stored."),
}).meta({ id: "ApiKeyCreated" });

export const KeyList = z.object({ items: z.array(KeyView) }).meta({ id: "ApiKeyList" });

export const KeyIdParams = z.object({ key_id: z.string().regex(HEX32, "must be 32 lowercase hex digits") });

export const WhoAmI = z
  .object({ key_id: z.string().regex(HEX32), name: z.string(), role: Role })
  .meta({ id: "WhoAmI" });
export type WhoAmI = z.infer<typeof WhoAmI>;

export const AuditEntryView = z
  .object({
    id: z.string(),
    at: z.string(),
    actor_key_id: z.string().nullable().describe("The acting key; null for the service itself (actor_name `system`)"),
    actor_name: z.string().describe("The acting key's name when it acted"),
    action: z.string(),
    target: z.string().nullable(),
    target_name: z
      .string()
      .nullable()
      .describe(
        "The target's name: the key's, the watermark's (of a reservation: its watermark's), the webhook endpoint's URL",
      ),
    outcome: z.string(),
    detail: z.unknown().nullable(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryView = z.infer<typeof AuditEntryView>;

export const AuditList = z
  .object({
    items: z.array(AuditEntryView),
    next_cursor: z.string().nullable().describe("The next page's `cursor`; null on the last page"),
  })
  .meta({ id: "AuditList" });

/** The audit log's filters, shared by the listing and the CSV export. */
export const AuditFilterQuery = z.strictObject({
  from: Instant("from", "Only entries at or after this instant").optional(),
  to: Instant("to", "Only entries before this instant").optional(),
  actor: z
    .string()
    .regex(/^([0-9a-f]{32}|system)$/, "actor must be a key id (32 lowercase hex digits) or system")
    .optional()
    .describe("Only entries of this key, or `system` for the service's own (e.g. an endpoint paused automatically)"),
  action: z
    .string()
    .regex(
      /^[a-z_]+\.([a-z_]+)?$/,
      "action must be an action (reservation.revoke) or a family ending with a dot (reservation.)",
    )
    .optional()
    .describe("An action, or every action of a family: `reservation.`"),
  target: text("target")
    .max(200, "target must be at most 200 characters")
    .optional()
    .describe("Only entries about this id"),
});

export const AuditQuery = AuditFilterQuery.extend({
  cursor: CursorParam,
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
