"use client";
// The outputs to render again, newest first, a page at a time; each links to its job.
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { listStaleOutputs } from "@/lib/dashboard/actions/jobs";
import { cellClass, DataTable, topRowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { linkClass, secondaryButtonClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import { STALE_REASON } from "./stale-reason";

export function StaleOutputs() {
  const pages = useInfiniteQuery({
    queryKey: ["stale-outputs"],
    queryFn: async ({ pageParam }) => unwrap(await listStaleOutputs({ cursor: pageParam, limit: 100 })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <QueryStatus
      pending={pages.isPending}
      error={pages.error}
      what="stale outputs"
      empty={items.length === 0 && "Nothing to render again: no watermarked output lost its reservation."}
    >
      {() => (
        <div className="space-y-3">
          <DataTable
            caption="Outputs to render again"
            columns={["Job", "Output", "Reservation", "Reason", "When (UTC)"]}
          >
            {items.map((item) => (
              <tr
                key={`${item.job_id}-${item.output}-${item.reservation_id}`}
                className={topRowClass}
                data-stale-job={item.job_id}
              >
                <td className={cellClass}>
                  <Link
                    className={`${linkClass} font-mono text-xs break-all`}
                    href={`/jobs/${item.factory_id}/${item.job_id}`}
                  >
                    <span className="sr-only">Job </span>
                    {item.job_id}
                  </Link>
                </td>
                <td className={`${cellClass} font-medium`}>{item.output}</td>
                <td className={`${cellClass} font-mono text-xs break-all`}>{item.reservation_id}</td>
                <td className={cellClass}>{STALE_REASON[item.reason]}</td>
                <td className={`${cellClass} tabular-nums`}>{utcText(item.at)}</td>
              </tr>
            ))}
          </DataTable>
          {pages.hasNextPage && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={pages.isFetchingNextPage}
              onClick={() => pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? "Loading…" : "Show more"}
            </button>
          )}
        </div>
      )}
    </QueryStatus>
  );
}
