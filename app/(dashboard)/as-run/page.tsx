import { AsRunReports } from "@/components/schedules/as-run-reports";
import { AreaGate } from "@/components/session/area-gate";

export const metadata = { title: "As run · Broadmark" };

export default function AsRunPage() {
  return (
    <AreaGate area="watermarking">
      <h1 className="mb-4 text-2xl font-semibold">As run</h1>
      <AsRunReports />
    </AreaGate>
  );
}
