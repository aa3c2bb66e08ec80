"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { Role } from "@/lib/keys/roles";
import { navigationFor } from "@/lib/dashboard/navigation-items";

export function NavLinks({ role }: { role: Role }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {navigationFor(role).map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={current ? "page" : undefined}
                className="rounded px-1 py-0.5 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:font-semibold aria-[current=page]:underline"
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
