import { CompareReports } from "@/components/probe/compare-reports";
import { CompareJobReports } from "@/components/jobs/compare-job-reports";

export const metadata = { title: "Compare reports · Broadmark" };

/** Two local files, or two reports of jobs (`?first=…&second=…`, as "Compare with…" on a job's report links). */
export default async function ComparePage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const { first, second } = await searchParams;
  const ofJobs = first !== undefined || second !== undefined;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Compare two probe reports</h1>
      {!ofJobs && <CompareReports />}
      <CompareJobReports />
    </div>
  );
}
