import Link from "next/link";
import type { ReactNode } from "react";
import { currentUser } from "@/lib/dashboard/session";
import { problem } from "@/lib/client/problem";
import { roleMayUse, type Area } from "@/lib/keys/roles";
import { navigationFor } from "@/lib/dashboard/navigation-items";
import { ProblemAlert } from "@/components/ui/status";
import { linkClass } from "@/components/ui/styles";

/** Renders a page only for roles whose API area allows it (the API refuses the rest anyway). */
export async function AreaGate({ area, children }: { area: Area; children: ReactNode }) {
  const user = await currentUser();
  if (user && roleMayUse(user.role, area)) return children;
  const role = user?.role ?? "anonymous";
  return (
    <section aria-labelledby="refusal-heading" className="max-w-2xl space-y-4">
      <h1 id="refusal-heading" className="text-2xl font-semibold">
        Not available to the {role} role
      </h1>
      <ProblemAlert problem={problem(403, "forbidden", `the ${role} role may not use this page`)} />
      {user && (
        <nav aria-labelledby="allowed-heading">
          <h2 id="allowed-heading" className="text-lg font-semibold">
            Pages your role may use
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {navigationFor(user.role).map((item) => (
              <li key={item.href}>
                <Link className={linkClass} href={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
