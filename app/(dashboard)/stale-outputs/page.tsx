import { StaleOutputs } from "@/components/jobs/stale-outputs";
import { AreaGate } from "@/components/session/area-gate";

export const metadata = { title: "To render again · Broadmark" };

export default function StaleOutputsPage() {
  return (
    <AreaGate area="jobs">
      <h1 className="mb-2 text-2xl font-semibold">To render again</h1>
      <p className="mb-4 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Watermarked outputs of composition jobs whose reservation was revoked or moved: their timestamps no longer match
        a reserved slot.
      </p>
      <StaleOutputs />
    </AreaGate>
  );
}
