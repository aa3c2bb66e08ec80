import { z } from "zod";
import { text } from "../http/text";
import { HEX32 } from "../ids/random-hex";
import { Role } from "../keys/roles";

export const KeyCreateRequest = z
  .strictObject({
    name: text("name").trim().min(1, "name must not be empty").max(200, "name must be at most 200 characters"),
    role: Role,
  })
  .meta({ id: "KeyCreateRequest" });

export const KeyView = z
  .object({
    id: z.string().regex(HEX32),
    name: z.string(),
    role: Role,
    prefix: z.string().describe("The key's first characters, to recognise it"),
    status: z.enum(["Active", "Revoked"]),
    created_at: z.string(),
    revoked_at: z.string().optional(),
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

const AuditEntryView = z
  .object({
    id: z.string(),
    at: z.string(),
    actor_key_id: z.string().nullable(),
    actor_name: z.string(),
    action: z.string(),
    target: z.string().nullable(),
    outcome: z.string(),
    detail: z.unknown().nullable(),
  })
  .meta({ id: "AuditEntry" });

export const AuditList = z.object({ items: z.array(AuditEntryView) }).meta({ id: "AuditList" });
