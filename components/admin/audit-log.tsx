"use client";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { auditLog, listKeys } from "@/lib/dashboard/actions/admin";
import { cellClass, DataTable, LoadMore, topRowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { inputClass, labelClass, linkClass, mutedTextClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import type { AuditEntryView } from "@/lib/key-management/schemas";

const PAGE = 50;
/** The action filter's choices: families (a trailing dot) and the actions an admin looks for most. */
const ACTIONS: [label: string, value: string][] = [
  ["Any", ""],
  ["Watermarks", "watermark."],
  ["Reservations", "reservation."],
  ["Reservation revocations", "reservation.revoke"],
  ["Keys", "key."],
  ["Webhooks", "webhook."],
  ["Calendar feeds", "calendar_feed."],
];

/** A datetime-local value (minutes, UTC) as the API's instant, or undefined when empty. */
const instant = (value: string) => (value ? `${value}:00Z` : undefined);

/** The admin's audit log: newest first, a page at a time, filtered by who, action, target and time range. */
export function AuditLog() {
  const [filters, setFilters] = useState({ actor: "", action: "", target: "", from: "", to: "" });
  const set = (name: keyof typeof filters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [name]: event.target.value });
  const query = {
    actor: filters.actor || undefined,
    action: filters.action || undefined,
    target: filters.target.trim() || undefined,
    from: instant(filters.from),
    to: instant(filters.to),
  };
  const keys = useQuery({ queryKey: ["keys"], queryFn: async () => unwrap(await listKeys()).items });
  const entries = useInfiniteQuery({
    queryKey: ["audit", query],
    queryFn: async ({ pageParam }) => unwrap(await auditLog({ ...query, cursor: pageParam, limit: PAGE })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const shown = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const exportHref = `/audit/export?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined))}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className={labelClass}>
          Who
          <select className={`${inputClass} mt-1`} value={filters.actor} onChange={set("actor")}>
            <option value="">Anyone</option>
            <option value="system">The service itself</option>
            {keys.data?.map((key) => (
              <option key={key.id} value={key.id}>
                {key.name} ({key.role})
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Action
          <select className={`${inputClass} mt-1`} value={filters.action} onChange={set("action")}>
            {ACTIONS.map(([label, value]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Target id
          <input
            className={`${inputClass} mt-1 font-mono`}
            value={filters.target}
            onChange={set("target")}
            maxLength={200}
            spellCheck={false}
          />
        </label>
        <label className={labelClass}>
          From (UTC)
          <input type="datetime-local" className={`${inputClass} mt-1`} value={filters.from} onChange={set("from")} />
        </label>
        <label className={labelClass}>
          Before (UTC)
          <input type="datetime-local" className={`${inputClass} mt-1`} value={filters.to} onChange={set("to")} />
        </label>
        <a className={`${linkClass} pb-2 text-sm`} href={exportHref} download>
          Download CSV
        </a>
      </div>
      <QueryStatus
        pending={entries.isPending}
        error={entries.error}
        what="the audit log"
        empty={shown.length === 0 && "No entry."}
      >
        {() => (
          <>
            <DataTable
              caption="Audit log, newest first"
              columns={["At (UTC)", "Who", "Action", "Outcome", "Target", "Detail"]}
            >
              {shown.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </DataTable>
            <p className={mutedTextClass}>
              {shown.length} {shown.length === 1 ? "entry" : "entries"} shown{entries.hasNextPage ? ", more below" : ""}
              .
            </p>
            <LoadMore query={entries} />
          </>
        )}
      </QueryStatus>
    </div>
  );
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  return (
    <tr className={topRowClass}>
      <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{utcText(entry.at, 23)}</td>
      <td className={cellClass}>{entry.actor_name}</td>
      <td className={`${cellClass} font-mono`}>{entry.action}</td>
      <td className={cellClass}>{entry.outcome}</td>
      <td className={cellClass}>
        {entry.target_name && <span className="block break-words">{entry.target_name}</span>}
        <span className="block font-mono text-xs break-all">{entry.target ?? "—"}</span>
      </td>
      <td className={`${cellClass} font-mono text-xs break-all`}>{entry.detail ? JSON.stringify(entry.detail) : ""}</td>
    </tr>
  );
}
