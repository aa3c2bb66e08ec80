"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import { listWatermarks } from "@/app/actions/watermarks";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
import { inputClass, labelClass, linkClass, secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import { Csid, WatermarkType } from "@/lib/watermarks/schemas";

export function WatermarkList() {
  const [name, setName] = useState("");
  const [type, setType] = useState("");
  const [sid, setSid] = useState("");
  const [csid, setCsid] = useState("");
  // Filters the API would refuse are left out until they are complete, rather than shown as errors.
  const filters = useDeferredValue({
    name: name.trim() || undefined,
    type: WatermarkType.safeParse(type).data,
    sid: /^\d+$/.test(sid) ? Number(sid) : undefined,
    csid: Csid.safeParse(csid).data,
  });
  const query = useInfiniteQuery({
    queryKey: ["watermarks", filters],
    queryFn: async ({ pageParam }) => unwrap(await listWatermarks({ ...filters, cursor: pageParam, limit: 50 })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="space-y-4">
      <search className="grid gap-3 sm:grid-cols-4" aria-label="Filter watermarks">
        <label className={labelClass}>
          Search by name
          <input type="search" className={`${inputClass} mt-1`} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className={labelClass}>
          Type
          <select className={`${inputClass} mt-1`} value={type} onChange={(e) => setType(e.target.value)}>
            <option value="">Any</option>
            {WatermarkType.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          SID
          <input className={`${inputClass} mt-1`} inputMode="numeric" value={sid} onChange={(e) => setSid(e.target.value)} />
        </label>
        <label className={labelClass}>
          CSID
          <input className={`${inputClass} mt-1 font-mono`} value={csid} onChange={(e) => setCsid(e.target.value)} placeholder="0x1ABCD" />
        </label>
      </search>
      {query.isPending ? (
        <Loading what="watermarks" />
      ) : query.error ? (
        <ProblemAlert problem={query.error} />
      ) : items.length === 0 ? (
        <Empty>No watermark matches. Register one, or change the filters.</Empty>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Watermarks, newest first</caption>
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">Name</th>
                <th scope="col" className="py-2 pr-4">Type</th>
                <th scope="col" className="py-2 pr-4">SID</th>
                <th scope="col" className="py-2 pr-4">CSID</th>
                <th scope="col" className="py-2 pr-4">Registered (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {items.map((watermark) => (
                <tr key={watermark.id} className="border-b border-slate-200 dark:border-slate-800">
                  <td className="py-2 pr-4">
                    <Link className={linkClass} href={`/watermarks/${watermark.id}`}>
                      {watermark.name}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{watermark.type}</td>
                  <td className="py-2 pr-4 tabular-nums">{watermark.sid}</td>
                  <td className="py-2 pr-4 font-mono">{watermark.csid}</td>
                  <td className="py-2 pr-4 tabular-nums">{watermark.created_at.slice(0, 19).replace("T", " ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasNextPage && (
        <button type="button" className={secondaryButtonClass} onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? "Loading…" : "Load more"}
        </button>
      )}
    </div>
  );
}
