import { ScheduleImporter } from "@/components/schedules/schedule-importer";
import { AreaGate } from "@/components/session/area-gate";

export const metadata = { title: "Import schedule · Broadmark" };

export default function ImportPage() {
  return (
    <AreaGate area="watermarking">
      <h1 className="mb-4 text-2xl font-semibold">Import schedule</h1>
      <ScheduleImporter />
    </AreaGate>
  );
}
