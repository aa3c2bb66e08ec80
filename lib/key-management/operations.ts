import { z } from "zod";
import { Problem, notFound } from "../http/problem";
import { defineOperation } from "../http/operation";
import { parseInstantNs } from "../time/clock";
import { Instant } from "../time/instant";
import { audit, listAudit } from "../keys/audit";
import { createKey, findKey, listKeys, revokeKey } from "../keys/keys";
import { keyView } from "./key-view";
import { AuditList, KeyCreated, KeyCreateRequest, KeyIdParams, KeyList, KeyView, WhoAmI } from "./schemas";

export const listKeysOperation = defineOperation({
  method: "GET",
  path: "/admin/v1.0/keys",
  summary: "List API keys",
  area: "admin",
  responses: { 200: { description: "Every key, newest first (never the keys themselves)", schema: KeyList } },
  handler: async () => ({ status: 200, body: { items: (await listKeys()).map(keyView) } }),
});

export const createKeyOperation = defineOperation({
  method: "POST",
  path: "/admin/v1.0/keys",
  summary: "Create an API key",
  area: "admin",
  body: KeyCreateRequest,
  responses: { 201: { description: "The new key, shown only in this response", schema: KeyCreated } },
  handler: async ({ actor, body }) => {
    const { key, record } = await createKey(body.name, body.role);
    await audit(actor, "key.create", record.id, "created", { name: record.name, role: record.role });
    return { status: 201, body: { ...keyView(record), key } };
  },
});

export const revokeKeyOperation = defineOperation({
  method: "POST",
  path: "/admin/v1.0/keys/{key_id}/revoke",
  summary: "Revoke an API key",
  area: "admin",
  params: KeyIdParams,
  responses: { 200: { description: "The key, now Revoked", schema: KeyView } },
  handler: async ({ actor, params }) => {
    const revoked = await revokeKey(params.key_id);
    if (!revoked) {
      if (!(await findKey(params.key_id))) throw notFound(`key ${params.key_id}`);
      throw new Problem(409, "already_revoked", "this key was already revoked");
    }
    await audit(actor, "key.revoke", revoked.id, "revoked", { name: revoked.name });
    return { status: 200, body: keyView(revoked) };
  },
});

const AuditQuery = z.strictObject({
  from: Instant("from", "Only entries at or after this instant").optional(),
  to: Instant("to", "Only entries before this instant").optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(1000),
});

export const auditOperation = defineOperation({
  method: "GET",
  path: "/watermarking/v1.0/audit",
  summary: "Read the audit log",
  area: "admin",
  query: AuditQuery,
  responses: {
    200: { description: "Entries in [from, to), newest first", schema: AuditList },
  },
  handler: async ({ query }) => ({
    status: 200,
    body: {
      items: await listAudit(
        query.from ? parseInstantNs(query.from) : undefined,
        query.to ? parseInstantNs(query.to) : undefined,
        query.limit,
      ),
    },
  }),
});

export const whoAmIOperation = defineOperation({
  method: "GET",
  path: "/watermarking/v1.0/whoami",
  summary: "Describe the calling key",
  description: "The key's id, name and role, for any active key: how a client learns what its key may do.",
  area: "account",
  responses: { 200: { description: "The calling key", schema: WhoAmI } },
  handler: async ({ actor }) => ({ status: 200, body: { key_id: actor.keyId, name: actor.name, role: actor.role } }),
});
