// The OpenAPI document is public: it describes the API, it grants nothing.
import { serviceOpenApi } from "@/lib/api/openapi";

export const dynamic = "force-static";

export function GET(): Response {
  return Response.json(serviceOpenApi());
}
