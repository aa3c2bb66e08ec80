// A page of another deployment (built from other code) calling a server action: its action may be gone
// or mean something else now. Answer as Next.js answers an action it does not know (404 with its
// "action not found" header), which the page turns into "Broadmark was updated — reload to continue".
import type { IncomingMessage, ServerResponse } from "node:http";

/** Whether the request was refused as coming from a page of another deployment than `deploymentId`. */
export function refusedAsOtherDeployment(
  request: IncomingMessage,
  response: ServerResponse,
  deploymentId: string | undefined,
): boolean {
  const pageDeployment = request.headers["x-deployment-id"];
  if (
    !deploymentId ||
    !request.headers["next-action"] ||
    typeof pageDeployment !== "string" ||
    pageDeployment === deploymentId
  )
    return false;
  response.writeHead(404, {
    "content-type": "text/plain; charset=utf-8",
    "x-nextjs-action-not-found": "1",
    "cache-control": "no-store",
  });
  response.end("Server Action unavailable: this page is from an earlier deployment.");
  return true;
}
