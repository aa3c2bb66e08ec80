// The browser's uploads: streamed on to the service API with the session's key, which stays in its
// httpOnly cookie (page scripts never see it). Answers the settled action shape the dashboard reads.
import { settle } from "@/lib/client/problem";
import { signedInClient } from "@/lib/dashboard/session";

export async function POST(request: Request) {
  // The cookie is SameSite=Strict already; refusing other sites' fetches outright costs nothing.
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin")
    return Response.json({ error: "cross-site uploads are refused" }, { status: 403 });
  const name = new URL(request.url).searchParams.get("name") ?? "upload";
  const length = Number(request.headers.get("content-length") ?? "NaN");
  const result = await settle(async () => {
    const client = await signedInClient();
    return client.uploads.create(
      name,
      request.body ?? new ReadableStream(),
      Number.isFinite(length) ? length : undefined,
    );
  });
  return Response.json(result, { status: result.ok ? 201 : result.problem.status });
}
