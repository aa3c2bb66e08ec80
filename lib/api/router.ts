// The service API's HTTP router: every operation of the table at its `operation.path` (lib/api/routing.ts),
// plus the OpenAPI document.
import { buildRouter, requestListener } from "./routing";
import { serviceOpenApi } from "./openapi";
import { operations } from "./operations";

const OPENAPI_PATH = "/openapi.json";

export const apiRouter = buildRouter(operations, (router) => {
  // The document is public (it grants nothing) and fixed for the life of the process.
  const document = JSON.stringify(serviceOpenApi());
  router.get(OPENAPI_PATH, () => new Response(document, { headers: { "content-type": "application/json" } }));
});

export const apiRequestListener = requestListener(apiRouter);

// The first path segments the API owns; everything else belongs to the dashboard.
const API_ROOTS = new Set([OPENAPI_PATH, ...operations.map((operation) => `/${operation.path.split("/")[1]}`)]);

/** Whether a request target (path and query) belongs to the API rather than to the dashboard. */
export function isApiPath(target: string): boolean {
  const end = target.slice(1).search(/[/?]/);
  return API_ROOTS.has(end < 0 ? target : target.slice(0, end + 1));
}
