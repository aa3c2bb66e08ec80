import { JobsBoard } from "@/components/jobs/jobs-board";
import { AreaGate } from "@/components/session/area-gate";

export const metadata = { title: "Jobs · Broadmark" };

export default async function JobsPage({ searchParams }: { searchParams: Promise<{ factory?: string }> }) {
  const { factory } = await searchParams;
  return (
    <AreaGate area="jobs">
      <h1 className="mb-4 text-2xl font-semibold">Probe jobs</h1>
      <JobsBoard factoryId={typeof factory === "string" ? factory : undefined} />
    </AreaGate>
  );
}
