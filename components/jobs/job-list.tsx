"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { listJobs } from "@/app/actions/jobs";
import { AnySelect } from "@/components/ui/any-select";
import { cellClass, DataTable, LoadMore, rowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { linkClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import { JobStatus } from "@/lib/jobs/schemas";
import { isActive, POLL_MS, StatusBadge } from "./job-status";

/** A factory's jobs, newest first, with live status while any of them is Queued or Running. */
export function JobList({ factoryId }: { factoryId: string }) {
  const [status, setStatus] = useState("");
  const filter = JobStatus.safeParse(status).data;
  const query = useInfiniteQuery({
    queryKey: ["jobs", factoryId, filter],
    queryFn: async ({ pageParam }) => unwrap(await listJobs(factoryId, { status: filter, cursor: pageParam, limit: 25 })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: (current) => (current.state.data?.pages.some((page) => page.items.some((job) => isActive(job.status))) ? POLL_MS : false),
  });
  const jobs = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="jobs-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="jobs-heading" className="text-lg font-semibold">
          Jobs
        </h2>
        <AnySelect label="Status" options={JobStatus.options} value={status} onChange={setStatus} />
      </div>
      <QueryStatus pending={query.isPending} error={query.error} what="jobs" empty={jobs.length === 0 && <>No job{filter ? ` is ${filter}` : " yet"}.</>}>
        {() => (
          <DataTable caption="Jobs, newest first" columns={["Job", "Status", "Inputs", "Progress", "Submitted (UTC)"]}>
            {jobs.map((job) => (
              <tr key={job.id} className={rowClass} data-job={job.id}>
                <td className={`${cellClass} font-mono`}>
                  <Link className={linkClass} href={`/jobs/${factoryId}/${job.id}`} aria-label={`Job ${job.id}`}>
                    {job.id.slice(0, 8)}…
                  </Link>
                </td>
                <td className={cellClass}>
                  <StatusBadge status={job.status} />
                </td>
                <td className={`max-w-xs truncate ${cellClass}`} title={Object.keys(job.inputs).join(", ")}>
                  {Object.keys(job.inputs).join(", ")}
                </td>
                <td className={`${cellClass} tabular-nums`}>{job.progress}%</td>
                <td className={`${cellClass} tabular-nums`}>{utcText(job.created_at)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryStatus>
      <LoadMore query={query} />
    </section>
  );
}
