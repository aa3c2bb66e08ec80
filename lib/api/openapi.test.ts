import { describe, expect, it } from "vitest";
import { serviceOpenApi } from "./openapi";
import { operations } from "./operations";

describe("the OpenAPI document", () => {
  const document = serviceOpenApi() as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    components: { schemas: Record<string, unknown> };
  };

  it("lists every operation of the table with its method (and nothing else)", () => {
    const listed = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(operations.map((o) => `${o.method} ${o.path}`).sort());
  });

  it("derives request bodies from the validating zod schemas (unknown fields refused, limits written)", () => {
    const body = document.paths["/watermarking/v1.0/measurement/watermarks"]!.post!.requestBody!.content[
      "application/json"
    ]!.schema as { $ref: string };
    expect(body.$ref).toBe("#/components/schemas/WatermarkCreateRequest");
    const create = document.components.schemas.WatermarkCreateRequest as {
      additionalProperties: boolean;
      properties: Record<string, { minimum?: number; maximum?: number }>;
    };
    expect(create.additionalProperties).toBe(false);
    expect(create.properties.sid).toMatchObject({ minimum: 1, maximum: 65535 });
  });

  it("names the probe object and says that $diagnostics is an addition to the specification", () => {
    const probe = document.components.schemas.ContainerProbe as {
      properties: Record<string, { description?: string }>;
    };
    expect(probe.properties.$diagnostics!.description).toMatch(/addition/);
    expect(document.openapi).toBe("3.1.0");
  });

  it("documents the analysis objects of the container and its streams, and the job input's analysis option", () => {
    const schemas = document.components.schemas as Record<
      string,
      { properties: Record<string, { $ref?: string; anyOf?: unknown[] }> }
    >;
    expect(schemas.ContainerProbe!.properties.analysis).toMatchObject({
      $ref: "#/components/schemas/ContainerAnalysis",
    });
    expect(Object.keys(schemas.StreamAnalysis!.properties)).toEqual([
      "gop",
      "captions",
      "subtitle_pages",
      "loudness",
      "bitrate",
    ]);
    expect(Object.keys(schemas.ContainerAnalysis!.properties)).toEqual(
      expect.arrayContaining(["scte35", "scte104", "anc_data", "edit_units"]),
    );
    const submit = JSON.stringify(schemas.JobSubmitRequest);
    expect(submit).toContain('"analysis"');
    expect(submit).toContain('"loudness"');
  });

  it("documents delivery specs: the job input's spec and the result's delivery_check", () => {
    const schemas = document.components.schemas as Record<string, { properties: Record<string, { $ref?: string }> }>;
    expect(schemas.ContainerProbe!.properties.delivery_check).toMatchObject({
      $ref: "#/components/schemas/DeliveryCheck",
    });
    expect(Object.keys(schemas.DeliverySpec!.properties)).toEqual([
      "name",
      "description",
      "container",
      "duration",
      "timecode",
      "video",
      "audio",
      "loudness",
      "captions",
      "scte35",
    ]);
    expect(JSON.stringify(schemas.JobSubmitRequest)).toContain('"$ref":"#/components/schemas/DeliverySpec"');
  });
});
