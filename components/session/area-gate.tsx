import type { ReactNode } from "react";
import { currentUser } from "@/app/session";
import { problem } from "@/lib/client/problem";
import { roleMayUse, type Area } from "@/lib/keys/roles";
import { ProblemAlert } from "@/components/ui/status";

/** Renders a page only for roles whose API area allows it (the API refuses the rest anyway). */
export async function AreaGate({ area, children }: { area: Area; children: ReactNode }) {
  const user = await currentUser();
  if (user && roleMayUse(user.role, area)) return children;
  return <ProblemAlert problem={problem(403, "forbidden", `the ${user?.role ?? "anonymous"} role may not use this page`)} />;
}
