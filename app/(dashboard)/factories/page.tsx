import { currentUser } from "@/lib/dashboard/session";
import { FactoryManager } from "@/components/factories/factory-manager";
import { AreaGate } from "@/components/session/area-gate";
import { roleMayUse } from "@/lib/keys/roles";

export const metadata = { title: "Factories · Broadmark" };

export default async function FactoriesPage() {
  const user = await currentUser();
  return (
    <AreaGate area="jobs">
      <h1 className="mb-4 text-2xl font-semibold">Factories</h1>
      <FactoryManager mayCreate={Boolean(user && roleMayUse(user.role, "admin"))} />
    </AreaGate>
  );
}
