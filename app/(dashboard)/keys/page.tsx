import { KeyManager } from "@/components/admin/key-manager";
import { AreaGate } from "@/components/session/area-gate";

export const metadata = { title: "API keys · Broadmark" };

export default function KeysPage() {
  return (
    <AreaGate area="admin">
      <h1 className="mb-4 text-2xl font-semibold">API keys</h1>
      <KeyManager />
    </AreaGate>
  );
}
