import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/ui/site-header";
import { Providers } from "@/components/ui/providers";
import { parseTheme, THEME_COOKIE } from "@/components/ui/theme";
import { REQUESTED_PAGE_HEADER, signInPath } from "@/lib/dashboard/requested-page";
import { currentUser } from "@/lib/dashboard/session";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  if (!user) redirect(signInPath((await headers()).get(REQUESTED_PAGE_HEADER)));
  const theme = parseTheme((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <SiteHeader user={user} theme={theme} />
      <Providers>
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          {children}
        </main>
      </Providers>
    </>
  );
}
