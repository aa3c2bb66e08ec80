import { Problem, notFound } from "../http/problem";
import { defineOperation } from "../http/operation";
import { page } from "../paging/cursor";
import { parseInstantNs } from "../time/clock";
import { audit, listAudit } from "../keys/audit";
import { auditCsv, auditEntryView, auditFilter, auditPosition } from "./audit-view";
import { createKey, findKey, listKeys, revokeKey } from "../keys/keys";
import { keyView } from "./key-view";
import {
  AuditFilterQuery,
  AuditList,
  AuditQuery,
  KeyCreated,
  KeyCreateRequest,
  KeyIdParams,
  KeyList,
  KeyView,
  WhoAmI,
} from "./schemas";

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
    const expiresAt = body.expires_at ? parseInstantNs(body.expires_at) : undefined;
    const { key, record } = await createKey(body.name, body.role, undefined, expiresAt);
    await audit(actor, "key.create", record.id, "created", {
      name: record.name,
      role: record.role,
      ...(body.expires_at ? { expires_at: body.expires_at } : {}),
    });
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

export const auditOperation = defineOperation({
  method: "GET",
  path: "/watermarking/v1.0/audit",
  summary: "Read the audit log",
  description:
    "Filtered by instant range, actor, action (or family) and target; pages of `limit` entries, the next one at `next_cursor`.",
  area: "admin",
  query: AuditQuery,
  responses: {
    200: { description: "Entries in [from, to), newest first", schema: AuditList },
  },
  handler: async ({ query }) => {
    const after = query.cursor ? auditPosition(query.cursor) : undefined;
    const rows = await listAudit({ ...auditFilter(query), after }, query.limit + 1);
    const { items, next } = page(rows, query.limit, (row) => ({ key: row.at_ns, id: row.id }));
    return { status: 200, body: { items: items.map(auditEntryView), next_cursor: next } };
  },
});

export const auditExportOperation = defineOperation({
  method: "GET",
  path: "/watermarking/v1.0/audit/export",
  summary: "Export the audit log as CSV",
  description:
    "Every entry matching the filters, newest first, as CSV (RFC 4180) with a header line; `detail` is JSON.",
  area: "admin",
  query: AuditFilterQuery,
  responses: { 200: { description: "The entries as CSV", contentType: "text/csv" } },
  handler: async ({ query }) => {
    const filter = auditFilter(query);
    return new Response(auditCsv(filter), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="audit.csv"' },
    });
  },
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
