"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { auditLog } from "@/app/actions/admin";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
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
      {entries.isPending ? (
        <Loading what="the audit log" />
      ) : entries.error ? (
        <ProblemAlert problem={entries.error} />
      ) : shown.length === 0 ? (
        <Empty>No entry.</Empty>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">At (UTC)</th>
                <th scope="col" className="py-2 pr-4">Who</th>
                <th scope="col" className="py-2 pr-4">Action</th>
                <th scope="col" className="py-2 pr-4">Outcome</th>
                <th scope="col" className="py-2 pr-4">Target</th>
                <th scope="col" className="py-2 pr-4">Detail</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200 align-top dark:border-slate-800">
                  <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{entry.at.slice(0, 23).replace("T", " ")}</td>
                  <td className="py-2 pr-4">{entry.actor_name}</td>
                  <td className="py-2 pr-4 font-mono">{entry.action}</td>
                  <td className="py-2 pr-4">{entry.outcome}</td>
                  <td className="py-2 pr-4 font-mono break-all">{entry.target ?? "—"}</td>
                  <td className="py-2 pr-4 font-mono text-xs break-all">{entry.detail ? JSON.stringify(entry.detail) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
