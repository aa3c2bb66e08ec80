import { WebhookManager } from "@/components/admin/webhook-manager";
import { AreaGate } from "@/components/session/area-gate";

export const metadata = { title: "Webhooks · Broadmark" };

export default function WebhooksPage() {
  return (
    <AreaGate area="admin">
      <h1 className="mb-4 text-2xl font-semibold">Webhooks</h1>
      <WebhookManager />
    </AreaGate>
  );
}
