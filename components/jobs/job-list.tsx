"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { listJobs } from "@/app/actions/jobs";
import { Empty, Loading, ProblemAlert } from "@/components/ui/status";
import { inputClass, labelClass, linkClass, secondaryButtonClass } from "@/components/ui/styles";
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
        <label className={labelClass}>
          Status
          <select className={`${inputClass} mt-1`} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any</option>
            {JobStatus.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <Loading what="jobs" />
      ) : query.error ? (
        <ProblemAlert problem={query.error} />
      ) : jobs.length === 0 ? (
        <Empty>No job{filter ? ` is ${filter}` : " yet"}.</Empty>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Jobs, newest first</caption>
            <thead className="border-b border-slate-300 dark:border-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">Job</th>
                <th scope="col" className="py-2 pr-4">Status</th>
                <th scope="col" className="py-2 pr-4">Inputs</th>
                <th scope="col" className="py-2 pr-4">Progress</th>
                <th scope="col" className="py-2 pr-4">Submitted (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} className="border-b border-slate-200 dark:border-slate-800" data-job={job.id}>
                  <td className="py-2 pr-4 font-mono">
                    <Link className={linkClass} href={`/jobs/${factoryId}/${job.id}`} aria-label={`Job ${job.id}`}>
                      {job.id.slice(0, 8)}…
                    </Link>
                  </td>
                  <td className="py-2 pr-4">
                    <StatusBadge status={job.status} />
                  </td>
                  <td className="max-w-xs truncate py-2 pr-4" title={Object.keys(job.inputs).join(", ")}>
                    {Object.keys(job.inputs).join(", ")}
                  </td>
                  <td className="py-2 pr-4 tabular-nums">{job.progress}%</td>
                  <td className="py-2 pr-4 tabular-nums">{job.created_at.slice(0, 19).replace("T", " ")}</td>
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
    </section>
  );
}
