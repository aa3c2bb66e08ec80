// The audit log's CSV export for the dashboard: the API's export with the session's key (which stays in
// its httpOnly cookie), under the filters of the page's query string.
import { AuditFilterQuery } from "@/lib/key-management/schemas";
import { settle } from "@/lib/client/problem";
import { signedInClient } from "@/lib/dashboard/session";

export async function GET(request: Request) {
  const filters = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = AuditFilterQuery.safeParse(filters);
  if (!parsed.success) return new Response(`invalid filter: ${parsed.error.issues[0]?.message}`, { status: 400 });
  const result = await settle(async () => (await signedInClient()).auditCsv(parsed.data));
  if (!result.ok) return new Response(result.problem.detail, { status: result.problem.status });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(result.data, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-${day}.csv"`,
    },
  });
}
