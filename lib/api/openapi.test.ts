import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serviceOpenApi } from "./openapi";
import { operations } from "./operations";

async function routeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : Promise.resolve(entry.name === "route.ts" ? [dir] : []))),
  );
  return nested.flat();
}

describe("the OpenAPI document", () => {
  const document = serviceOpenApi() as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    components: { schemas: Record<string, unknown> };
  };

  it("lists every API route of app/ with its method (and nothing else)", async () => {
    const apiRoutes = (await routeFiles("app"))
      .map((dir) => `/${path.relative("app", dir)}`.replace(/\[(\w+)\]/g, "{$1}"))
      // The document itself, and the dashboard's own upload relay (not part of the service API).
      .filter((route) => route !== "/openapi.json" && route !== "/upload");
    expect(Object.keys(document.paths).sort()).toEqual([...new Set(apiRoutes)].sort());
    expect(operations.every((o) => document.paths[o.path]?.[o.method.toLowerCase()])).toBe(true);
  });

  it("derives request bodies from the validating zod schemas (unknown fields refused, limits written)", () => {
    const body = document.paths["/watermarking/v1.0/measurement/watermarks"]!.post!.requestBody!.content["application/json"]!
      .schema as { $ref: string };
    expect(body.$ref).toBe("#/components/schemas/WatermarkCreateRequest");
    const create = document.components.schemas.WatermarkCreateRequest as {
      additionalProperties: boolean;
      properties: Record<string, { minimum?: number; maximum?: number }>;
    };
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.sid).toMatchObject({ minimum: 1, maximum: 65535 });
  });

  it("names the probe object and says that $diagnostics is an addition to the specification", () => {
    const probe = document.components.schemas.ContainerProbe as { properties: Record<string, { description?: string }> };
    expect(probe.properties.$diagnostics!.description).toMatch(/addition/);
    expect(document.openapi).toBe("3.1.0");
  });
});
