"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { auditLog } from "@/lib/dashboard/actions/admin";
import { cellClass, DataTable, topRowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { inputClass, labelClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";

/** The admin's audit log: newest first, from a chosen day (UTC) on. */
export function AuditLog() {
  const [from, setFrom] = useState("");
  const [action, setAction] = useState("");
  const entries = useQuery({
    queryKey: ["audit", from],
    queryFn: async () => unwrap(await auditLog({ from: from ? `${from}T00:00:00Z` : undefined, limit: 1000 })).items,
  });
  const shown = entries.data?.filter((entry) => entry.action.includes(action)) ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <label className={labelClass}>
          From (UTC day)
          <input type="date" className={`${inputClass} mt-1`} value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className={labelClass}>
          Action
          <select className={`${inputClass} mt-1`} value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">Any</option>
            <option value="watermark.">Watermarks</option>
            <option value="reservation.">Reservations</option>
            <option value="key.">Keys</option>
          </select>
        </label>
      </div>
      <QueryStatus pending={entries.isPending} error={entries.error} what="the audit log" empty={shown.length === 0 && "No entry."}>
        {() => (
          <DataTable caption="Audit log, newest first" columns={["At (UTC)", "Who", "Action", "Outcome", "Target", "Detail"]}>
            {shown.map((entry) => (
              <tr key={entry.id} className={topRowClass}>
                <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{utcText(entry.at, 23)}</td>
                <td className={cellClass}>{entry.actor_name}</td>
                <td className={`${cellClass} font-mono`}>{entry.action}</td>
                <td className={cellClass}>{entry.outcome}</td>
                <td className={`${cellClass} font-mono break-all`}>{entry.target ?? "—"}</td>
                <td className={`${cellClass} font-mono text-xs break-all`}>{entry.detail ? JSON.stringify(entry.detail) : ""}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
    </div>
  );
}
