import { AuditLog } from "@/components/admin/audit-log";
import { AreaGate } from "@/components/session/area-gate";

export const metadata = { title: "Audit log · Broadmark" };

export default function AuditPage() {
  return (
    <AreaGate area="admin">
      <h1 className="mb-4 text-2xl font-semibold">Audit log</h1>
      <AuditLog />
    </AreaGate>
  );
}
