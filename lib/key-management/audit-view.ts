// The audit log as the API shows it: query → filter, cursor → position, rows → entries and CSV.
import { stringify } from "csv-stringify/sync";
import type { z } from "zod";
import { Problem } from "../http/problem";
import { decodeCursor } from "../paging/cursor";
import { listAudit, type AuditFilter, type AuditRow } from "../keys/audit";
import { parseInstantNs } from "../time/clock";
import type { AuditEntryView, AuditFilterQuery } from "./schemas";

export function auditFilter(query: z.infer<typeof AuditFilterQuery>): AuditFilter {
  return {
    fromNs: query.from ? parseInstantNs(query.from) : undefined,
    toNs: query.to ? parseInstantNs(query.to) : undefined,
    actorKeyId: query.actor === "system" ? null : query.actor,
    action: query.action,
    target: query.target,
  };
}

/** A cursor's position in the audit log; audit entries' ids are serial numbers. */
export function auditPosition(cursor: string): AuditFilter["after"] {
  const { key, id } = decodeCursor(cursor);
  if (!/^\d+$/.test(id)) {
    throw new Problem(400, "validation_failed", "invalid query: cursor: not a cursor of the audit log", {
      errors: [{ path: "cursor", message: "not a cursor of the audit log" }],
    });
  }
  return { atNs: key, id: BigInt(id) };
}

export function auditEntryView(row: AuditRow): AuditEntryView {
  const { at_ns: _atNs, ...view } = row;
  return view;
}

const CSV_COLUMNS = [
  "id",
  "at",
  "actor_key_id",
  "actor_name",
  "action",
  "target",
  "target_name",
  "outcome",
  "detail",
] as const;
/** Entries read per statement while exporting: the export holds one page in memory at a time. */
const EXPORT_PAGE = 1000;

/** Every entry of the filter as CSV, read page by page as the client reads the stream. */
export function auditCsv(filter: AuditFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: AuditFilter["after"];
  let header = true;
  let done = false;
  return new ReadableStream({
    async pull(controller) {
      if (done) return controller.close();
      const rows = await listAudit({ ...filter, after }, EXPORT_PAGE);
      const last = rows[rows.length - 1];
      if (last) after = { atNs: last.at_ns, id: BigInt(last.id) };
      done = rows.length < EXPORT_PAGE;
      const records = rows.map((row) =>
        CSV_COLUMNS.map((column) =>
          column === "detail" ? (row.detail === null ? "" : JSON.stringify(row.detail)) : (row[column] ?? ""),
        ),
      );
      controller.enqueue(encoder.encode(stringify(records, { header, columns: [...CSV_COLUMNS] })));
      header = false;
    },
  });
}
