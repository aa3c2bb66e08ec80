"use client";
// The compare page's reports of jobs: each side a completed input or output of any job, named in the address
// (`?first=…&second=…`, compare-address.ts) so that "Compare with…" on a job's report links here, and a
// comparison can be shared. A side not given yet is picked from the factory's completed jobs.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { getJob } from "@/lib/dashboard/actions/jobs";
import { Loading, ProblemAlert } from "@/components/ui/status";
import { cardClass, linkClass } from "@/components/ui/styles";
import { unwrap } from "@/lib/client/problem";
import { parseReportAddress, reportAddress, type ReportAddress } from "./compare-address";
import { inputFileName, jobTitle } from "./job-inputs";
import { JobReportPicker } from "./job-report-picker";
import { JobReports, reportTitle, type JobReportRef } from "./job-reports";
import { useCurrentFactory } from "./use-current-factory";

const SIDES = [
  { param: "first", label: "First job report" },
  { param: "second", label: "Second job report" },
] as const;

export function CompareJobReports() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const addresses = SIDES.map((side) => parseReportAddress(params.get(side.param) ?? undefined));
  const { current } = useCurrentFactory(addresses.find(Boolean)?.factoryId);
  const refs = [useJobReport(addresses[0]), useJobReport(addresses[1])];
  const choose = (param: string, address?: ReportAddress) => {
    const next = new URLSearchParams(params);
    if (address) next.set(param, reportAddress(address));
    else next.delete(param);
    router.replace(`${pathname}?${next}`);
  };
  const ready = refs.every((ref) => ref.data);
  return (
    <section aria-labelledby="job-reports-heading" className="space-y-4">
      <h2 id="job-reports-heading" className="text-lg font-semibold">
        Reports of jobs
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {SIDES.map((side, index) => {
          const address = addresses[index];
          const ref = refs[index]!;
          return (
            <div key={side.param} className={cardClass} data-testid={`${side.param}-side`}>
              {address ? (
                <div className="space-y-1">
                  <p className="font-medium">{side.label}</p>
                  {ref.error && <ProblemAlert problem={ref.error} />}
                  {ref.data && <p data-testid={`${side.param}-title`}>{reportTitle(ref.data)}</p>}
                  <button type="button" className={linkClass} onClick={() => choose(side.param)}>
                    Choose another<span className="sr-only"> {side.label.toLowerCase()}</span>
                  </button>
                </div>
              ) : current ? (
                <JobReportPicker
                  factoryId={current.id}
                  label={side.label}
                  onPick={(picked) => choose(side.param, picked)}
                />
              ) : (
                <Loading what="factories" />
              )}
            </div>
          );
        })}
      </div>
      {ready && <JobReports refs={refs.map((ref) => ref.data!)} />}
      {addresses.every(Boolean) && !ready && refs.every((ref) => !ref.error) && <Loading what="the jobs" />}
      {addresses.some(Boolean) && (
        <Link className={linkClass} href={pathname}>
          Compare local files instead
        </Link>
      )}
    </section>
  );
}

/** The job a report address names, read for its title and the input's file name. */
function useJobReport(address: ReportAddress | undefined) {
  return useQuery({
    queryKey: ["job", address?.factoryId, address?.jobId],
    queryFn: async () => unwrap(await getJob(address!.factoryId, address!.jobId)),
    enabled: Boolean(address),
    select: (job): JobReportRef => {
      const input = address!.kind === "inputs" ? job.inputs[address!.name] : undefined;
      return { ...address!, job: jobTitle(job), ...(input ? { file: inputFileName(input) } : {}) };
    },
  });
}
