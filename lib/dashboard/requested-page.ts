// Sign-in returns to the page first asked for. Only a path on this site is honoured, so a crafted
// link cannot send a freshly signed-in user elsewhere (open redirect).
export const REQUESTED_PAGE_HEADER = "x-broadmark-requested-page";

export function returnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return undefined;
  return value;
}

export function signInPath(requested: string | null | undefined): string {
  const path = returnPath(requested);
  return path ? `/sign-in?next=${encodeURIComponent(path)}` : "/sign-in";
}
