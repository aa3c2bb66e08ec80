// Builds a Hono router from operations: each at its `operation.path` with routeHandler, timed into the
// request histogram, with 405 for a known path asked with another method and 404 problem+json for the rest.
// Hono was chosen by measurement (a static GET at the speed of a bare node:http server, where Fastify with
// Web Request/Response conversion ran at a quarter of it), and because its handlers take and return the Web
// Request/Response that operations already speak. The Node adapter streams request bodies.
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { Problem } from "../http/problem";
import { httpRequestDuration, secondsSince } from "../metrics/metrics";
import { routeHandler, type Operation } from "../http/operation";

/** What the Node adapter hands each request besides the Request itself. */
type NodeBindings = { incoming?: { socket: { remoteAddress?: string } } };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of operations of every parameter type
type AnyOperation = Operation<any, any, any>;

/** A router of these operations (the service's whole table, or the few a worker's monitoring port serves). */
export function buildRouter(
  operations: readonly AnyOperation[],
  extra?: (router: Hono<{ Bindings: NodeBindings }>) => void,
): Hono<{ Bindings: NodeBindings }> {
  const router = new Hono<{ Bindings: NodeBindings }>();
  extra?.(router);
  for (const operation of operations) {
    const handle = routeHandler(operation);
    const name = `${operation.method} ${operation.path}`;
    router.on(operation.method, honoPath(operation.path), async (c) => {
      const started = process.hrtime.bigint();
      const response = await handle(c.req.raw, {
        params: c.req.param(),
        clientAddress: c.env?.incoming?.socket.remoteAddress,
      });
      // Until the response head: a streamed body (a result file) is the client's pace, not the service's.
      httpRequestDuration.observe({ operation: name, status: String(response.status) }, secondsSince(started));
      return response;
    });
  }
  // A known path asked with another method; registered after every method so that it only catches the rest.
  for (const [path, methods] of allowedMethods(operations)) {
    router.all(honoPath(path), () =>
      new Problem(
        405,
        "method_not_allowed",
        `${path} answers ${methods.join(", ")}`,
        {},
        { allow: methods.join(", ") },
      ).toResponse(),
    );
  }
  router.notFound((c) =>
    new Problem(404, "not_found", `no API operation at ${new URL(c.req.url).pathname}`).toResponse(),
  );
  return router;
}

/** `{watermark_id}` (OpenAPI) → `:watermark_id` (router). */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

function allowedMethods(operations: readonly { path: string; method: string }[]): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const { path, method } of operations) methods.set(path, [...(methods.get(path) ?? []), method]);
  return methods;
}

/** A router as a node:http request listener (request bodies stay streams). */
export const requestListener = (router: Hono<{ Bindings: NodeBindings }>) =>
  getRequestListener((request, env: NodeBindings) => router.fetch(request, env));
