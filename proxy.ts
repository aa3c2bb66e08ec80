// Tells the dashboard layout which page was asked for, so that sign-in can return to it.
import { NextResponse, type NextRequest } from "next/server";
import { REQUESTED_PAGE_HEADER } from "./lib/dashboard/requested-page";

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PAGE_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

// Dashboard pages only: the API's routes and uploads pass untouched (and unbuffered).
export const config = {
  matcher: [
    "/watermarks/:path*",
    "/calendar",
    "/jobs/:path*",
    "/factories",
    "/probe/:path*",
    "/audit",
    "/keys",
    "/webhooks",
    "/specs",
  ],
};
