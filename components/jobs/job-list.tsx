"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import { listJobs } from "@/lib/dashboard/actions/jobs";
import { AnySelect } from "@/components/ui/any-select";
import { cellClass, DataTable, LoadMore, topRowClass, utcText } from "@/components/ui/data-table";
import { QueryStatus } from "@/components/ui/status";
import { inputClass, labelClass, linkClass, mutedTextClass } from "@/components/ui/styles";
import { useNow } from "@/components/ui/use-now";
import { unwrap } from "@/lib/client/problem";
import { JobStatus, type JobView } from "@/lib/jobs/schemas";
import { ageText, inputFileName, jobMatches, jobTitle } from "./job-inputs";
import { isActive, POLL_MS, StatusBadge } from "./job-status";

/** "Submitted within" choices: the list's age filter (ms; empty: any age). */
const AGES: Record<string, number> = {
  "the last hour": 3_600_000,
  "the last 24 hours": 86_400_000,
  "the last 7 days": 7 * 86_400_000,
};

/** A factory's jobs, newest first, with live status while any of them is Queued or Running. */
export function JobList({ factoryId }: { factoryId: string }) {
  const [status, setStatus] = useState("");
  const [inputText, setInputText] = useState("");
  const [age, setAge] = useState("");
  const search = useDeferredValue(inputText);
  const now = useNow();
  const filter = JobStatus.safeParse(status).data;
  const query = useInfiniteQuery({
    queryKey: ["jobs", factoryId, filter],
    queryFn: async ({ pageParam }) =>
      unwrap(await listJobs(factoryId, { status: filter, cursor: pageParam, limit: 25 })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    refetchInterval: (current) =>
      current.state.data?.pages.some((page) => page.items.some((job) => isActive(job.status))) ? POLL_MS : false,
  });
  const loaded = query.data?.pages.flatMap((page) => page.items) ?? [];
  const maxAge = AGES[age];
  // The search (a job name or an input alike) and the age filter the pages loaded so far; the service filters status.
  const jobs = loaded.filter(
    (job) =>
      jobMatches(job, search) && (maxAge === undefined || now === null || now - Date.parse(job.created_at) <= maxAge),
  );
  const narrowed = Boolean(search.trim() || maxAge);

  return (
    <section aria-labelledby="jobs-heading" className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="jobs-heading" className="text-lg font-semibold">
          Jobs
        </h2>
        <search className="flex flex-wrap items-end gap-3" aria-label="Filter jobs">
          <label className={labelClass}>
            Job name, input file or URL
            <input
              type="search"
              className={`${inputClass} mt-1 w-64`}
              value={inputText}
              onChange={(e) => setInputText(e.target.value)}
            />
          </label>
          <AnySelect label="Status" options={JobStatus.options} value={status} onChange={setStatus} />
          <AnySelect label="Submitted within" options={Object.keys(AGES)} value={age} onChange={setAge} />
        </search>
      </div>
      <QueryStatus
        pending={query.isPending}
        error={query.error}
        what="jobs"
        empty={
          jobs.length === 0 && (
            <>
              No job{filter ? ` is ${filter}` : narrowed ? " matches" : " yet"}
              {narrowed && query.hasNextPage ? " among those loaded" : ""}.
            </>
          )
        }
      >
        {() => (
          <DataTable caption="Jobs, newest first" columns={["Job", "Inputs", "Status", "Progress", "Submitted"]}>
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} factoryId={factoryId} now={now} />
            ))}
          </DataTable>
        )}
      </QueryStatus>
      <LoadMore query={query} />
    </section>
  );
}

function JobRow({ job, factoryId, now }: { job: JobView; factoryId: string; now: number | null }) {
  return (
    <tr className={topRowClass} data-job={job.id}>
      <td className={`${cellClass} ${job.name ? "max-w-xs break-words" : "font-mono"}`}>
        <Link className={linkClass} href={`/jobs/${factoryId}/${job.id}`} aria-label={`Job ${job.name ?? job.id}`}>
          {jobTitle(job)}
        </Link>
      </td>
      <td className={cellClass}>
        <ul className="space-y-0.5" aria-label="Inputs">
          {Object.entries(job.inputs).map(([name, input]) => (
            <li key={name} className="flex max-w-md items-baseline gap-2" title={input.url} data-testid="job-input">
              <span className={`${mutedTextClass} shrink-0 font-mono text-xs`}>{name}</span>
              <span className="truncate">{inputFileName(input)}</span>
            </li>
          ))}
        </ul>
      </td>
      <td className={cellClass}>
        <StatusBadge status={job.status} />
      </td>
      <td className={`${cellClass} tabular-nums`}>{job.progress}%</td>
      <td className={`${cellClass} tabular-nums`}>
        <time dateTime={job.created_at} title={`${utcText(job.created_at)} UTC`} data-testid="job-age">
          {now === null ? `${utcText(job.created_at)} UTC` : ageText(job.created_at, now)}
        </time>
      </td>
    </tr>
  );
}
