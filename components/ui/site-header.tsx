import Link from "next/link";
import { signOut } from "@/lib/dashboard/actions/session";
import type { WhoAmI } from "@/lib/key-management/schemas";
import { NavLinks } from "./nav-links";
import { secondaryButtonClass } from "./styles";
import type { Theme } from "./theme";
import { ThemeSelect } from "./theme-select";

export function SiteHeader({ user, theme }: { user: WhoAmI; theme: Theme }) {
  return (
    <header className="border-b border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="text-lg font-semibold">
          Broadmark
        </Link>
        <NavLinks role={user.role} />
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <span className="text-sm" data-testid="signed-in-as">
            {user.name} · <span className="font-medium">{user.role}</span>
          </span>
          <ThemeSelect initial={theme} />
          <form action={signOut}>
            <button type="submit" className={secondaryButtonClass}>
              Sign out
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
