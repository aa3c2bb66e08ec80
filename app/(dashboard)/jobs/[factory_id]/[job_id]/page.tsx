import Link from "next/link";
import { JobDetail } from "@/components/jobs/job-detail";
import { AreaGate } from "@/components/session/area-gate";
import { linkClass } from "@/components/ui/styles";

export const metadata = { title: "Job · Broadmark" };

export default async function JobPage({ params }: { params: Promise<{ factory_id: string; job_id: string }> }) {
  const { factory_id, job_id } = await params;
  return (
    <AreaGate area="jobs">
      <p className="mb-3 text-sm">
        <Link className={linkClass} href={`/jobs?factory=${encodeURIComponent(factory_id)}`}>
          ← All jobs
        </Link>
      </p>
      <JobDetail factoryId={factory_id} jobId={job_id} />
    </AreaGate>
  );
}
