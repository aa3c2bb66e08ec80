// The service API's HTTP router: every operation of the table at its `operation.path`, plus the OpenAPI
// document. Hono was chosen by measurement (a static GET at the speed of a bare node:http server, where
// Fastify with Web Request/Response conversion ran at a quarter of it), and because its handlers take and
// return the Web Request/Response that operations already speak. The Node adapter streams request bodies.
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { Problem } from "../http/problem";
import { httpRequestDuration, secondsSince } from "../metrics/metrics";
import { routeHandler } from "../http/operation";
import { serviceOpenApi } from "./openapi";
import { operations } from "./operations";

/** What the Node adapter hands each request besides the Request itself. */
type NodeBindings = { incoming?: { socket: { remoteAddress?: string } } };

function buildRouter(): Hono<{ Bindings: NodeBindings }> {
  const router = new Hono<{ Bindings: NodeBindings }>();
  // The document is public (it grants nothing) and fixed for the life of the process.
  const document = JSON.stringify(serviceOpenApi());
  router.get(OPENAPI_PATH, () => new Response(document, { headers: { "content-type": "application/json" } }));
  for (const operation of operations) {
    const handle = routeHandler(operation);
    const name = `${operation.method} ${operation.path}`;
    router.on(operation.method, honoPath(operation.path), async (c) => {
      const started = process.hrtime.bigint();
      const response = await handle(c.req.raw, { params: c.req.param(), clientAddress: c.env?.incoming?.socket.remoteAddress });
      // Until the response head: a streamed body (a result file) is the client's pace, not the service's.
      httpRequestDuration.observe({ operation: name, status: String(response.status) }, secondsSince(started));
      return response;
    });
  }
  // A known path asked with another method; registered after every method so that it only catches the rest.
  for (const [path, methods] of allowedMethods()) {
    router.all(honoPath(path), () =>
      new Problem(405, "method_not_allowed", `${path} answers ${methods.join(", ")}`, {}, { allow: methods.join(", ") }).toResponse(),
    );
  }
  router.notFound((c) => new Problem(404, "not_found", `no API operation at ${new URL(c.req.url).pathname}`).toResponse());
  return router;
}

const OPENAPI_PATH = "/openapi.json";

/** `{watermark_id}` (OpenAPI) → `:watermark_id` (router). */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

function allowedMethods(): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const { path, method } of operations) methods.set(path, [...(methods.get(path) ?? []), method]);
  return methods;
}

export const apiRouter = buildRouter();

/** The router as a node:http request listener (request bodies stay streams). */
export const apiRequestListener = getRequestListener((request, env: NodeBindings) => apiRouter.fetch(request, env));

// The first path segments the API owns; everything else belongs to the dashboard.
const API_ROOTS = new Set([OPENAPI_PATH, ...operations.map((operation) => `/${operation.path.split("/")[1]}`)]);

/** Whether a request target (path and query) belongs to the API rather than to the dashboard. */
export function isApiPath(target: string): boolean {
  const end = target.slice(1).search(/[/?]/);
  return API_ROOTS.has(end < 0 ? target : target.slice(0, end + 1));
}
