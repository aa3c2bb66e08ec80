import { currentUser } from "@/lib/dashboard/session";
import { SpecManager } from "@/components/specs/spec-manager";
import { AreaGate } from "@/components/session/area-gate";
import { roleMayUse } from "@/lib/keys/roles";

export const metadata = { title: "Delivery specs · Broadmark" };

export default async function SpecsPage() {
  const user = await currentUser();
  return (
    <AreaGate area="jobs">
      <h1 className="mb-4 text-2xl font-semibold">Delivery specs</h1>
      <SpecManager mayWrite={Boolean(user && roleMayUse(user.role, "admin"))} />
    </AreaGate>
  );
}
