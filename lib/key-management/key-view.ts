// What the API and the CLI show of a key: never the key itself or its hash.
import type { ApiKey } from "../db/generated/client";
import type { Role } from "../keys/roles";
import { formatNs, nowNs } from "../time/clock";
import type { KeyView } from "./schemas";

export function keyView(record: ApiKey): KeyView {
  return {
    id: record.id,
    name: record.name,
    role: record.role as Role,
    prefix: record.keyPrefix,
    status:
      record.revokedAt !== null
        ? "Revoked"
        : record.expiresAt !== null && record.expiresAt <= nowNs()
          ? "Expired"
          : "Active",
    created_at: formatNs(record.createdAt),
    ...(record.revokedAt !== null ? { revoked_at: formatNs(record.revokedAt) } : {}),
    ...(record.expiresAt !== null ? { expires_at: formatNs(record.expiresAt) } : {}),
    ...(record.lastUsedAt !== null ? { last_used_at: formatNs(record.lastUsedAt) } : {}),
  };
}
