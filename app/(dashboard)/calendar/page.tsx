import { Suspense } from "react";
import { CalendarView } from "@/components/calendar/calendar-view";
import { AreaGate } from "@/components/session/area-gate";
import { Loading } from "@/components/ui/status";
import { currentUser } from "@/lib/dashboard/session";

export const metadata = { title: "Slot calendar · Broadmark" };

export default async function CalendarPage() {
  const user = await currentUser();
  return (
    <AreaGate area="watermarking">
      <h1 className="mb-4 text-2xl font-semibold">Slot calendar</h1>
      <Suspense fallback={<Loading what="the calendar" />}>
        <CalendarView keyId={user?.key_id ?? ""} />
      </Suspense>
    </AreaGate>
  );
}
