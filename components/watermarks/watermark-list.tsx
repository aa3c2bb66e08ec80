"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import { listWatermarks } from "@/lib/dashboard/actions/watermarks";
import { AnySelect } from "@/components/ui/any-select";
import { cellClass, DataTable, LoadMore, rowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { inputClass, labelClass, linkClass } from "@/components/ui/styles";
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
          <input
            type="search"
            className={`${inputClass} mt-1`}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <AnySelect label="Type" options={WatermarkType.options} value={type} onChange={setType} />
        <label className={labelClass}>
          SID
          <input
            className={`${inputClass} mt-1`}
            inputMode="numeric"
            value={sid}
            onChange={(e) => setSid(e.target.value)}
          />
        </label>
        <label className={labelClass}>
          CSID
          <input
            className={`${inputClass} mt-1 font-mono`}
            value={csid}
            onChange={(e) => setCsid(e.target.value)}
            placeholder="0x1ABCD"
          />
        </label>
      </search>
      <QueryStatus
        pending={query.isPending}
        error={query.error}
        what="watermarks"
        empty={items.length === 0 && "No watermark matches. Register one, or change the filters."}
      >
        {() => (
          <DataTable caption="Watermarks, newest first" columns={["Name", "Type", "SID", "CSID", "Registered (UTC)"]}>
            {items.map((watermark) => (
              <tr key={watermark.id} className={rowClass}>
                <td className={cellClass}>
                  {/* House-ID names can be 200 characters without a space: cut, and whole on hover. */}
                  <Link
                    className={`${linkClass} block max-w-md truncate`}
                    href={`/watermarks/${watermark.id}`}
                    title={watermark.name}
                  >
                    {watermark.name}
                  </Link>
                </td>
                <td className={cellClass}>{watermark.type}</td>
                <td className={`${cellClass} tabular-nums`}>{watermark.sid}</td>
                <td className={`${cellClass} font-mono`}>{watermark.csid}</td>
                <td className={`${cellClass} tabular-nums`}>{utcText(watermark.created_at)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
      <LoadMore query={query} />
    </div>
  );
}
