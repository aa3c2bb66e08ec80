// The OpenAPI 3.1 document, generated from the same zod schemas that validate requests and shape
// responses. Schemas carrying a `.meta({ id })` become named components.
import { z } from "zod";
import type { Operation } from "./operation";
import { ProblemBody } from "./problem";

type JsonSchema = Record<string, unknown>;

export interface ApiInfo {
  title: string;
  version: string;
  description: string;
}

export function openApiDocument(
  operations: readonly Operation[],
  info: ApiInfo,
  /** Named schemas listed even where no operation uses them yet. */
  extraSchemas: readonly z.ZodType[] = [],
): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
    const {
      $defs,
      $schema: _dialect,
      ...rest
    } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    for (const [name, definition] of Object.entries($defs ?? {}))
      components[name] ??= rewriteRefs(definition) as JsonSchema;
    return rewriteRefs(rest) as JsonSchema;
  };
  for (const schema of extraSchemas) toSchema(schema, "output");
  const problem = { "application/problem+json": { schema: toSchema(ProblemBody, "output") } };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const parameters = [
      ...objectParameters(operation.params, "path", toSchema),
      ...objectParameters(operation.query, "query", toSchema),
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      responses[status] = {
        description: response.description,
        ...(response.schema
          ? {
              content: {
                [response.contentType ?? "application/json"]: { schema: toSchema(response.schema, "output") },
              },
            }
          : response.contentType
            ? { content: { [response.contentType]: { schema: { type: "string" } } } }
            : {}),
      };
    }
    responses.default = { description: "An error (RFC 9457 problem details with a stable `code`)", content: problem };
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method.toLowerCase()] = {
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      tags: [operation.area],
      security: operation.area === "signed-url" || operation.area === "public" ? [] : [{ apiKey: [] }],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: !operation.body.safeParse(undefined).success,
              content: { "application/json": { schema: toSchema(operation.body, "input") } },
            },
          }
        : operation.rawBody
          ? {
              requestBody: {
                required: true,
                description: operation.rawBody.description,
                content: { [operation.rawBody.contentType]: { schema: { type: "string", format: "binary" } } },
              },
            }
          : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info,
    paths,
    components: {
      schemas: components,
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "X-Api-Key" } },
    },
  };
}

function objectParameters(
  schema: z.ZodType | undefined,
  location: "path" | "query",
  toSchema: (schema: z.ZodType, io: "input") => JsonSchema,
) {
  if (!schema) return [];
  const json = toSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    ...(typeof property.description === "string" ? { description: property.description } : {}),
    schema: property,
  }));
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string"
        ? inner.replace("#/$defs/", "#/components/schemas/")
        : rewriteRefs(inner),
    ]),
  );
}
