// One request to the service API: X-Api-Key, JSON in, zod-validated JSON out, problems as ApiProblem.
import type { z } from "zod";
import { ApiProblem, problem, problemFromBody } from "./problem";

export interface Transport {
  baseUrl: string;
  key?: string;
  fetch?: typeof fetch;
}

export async function request<T>(
  transport: Transport,
  method: "GET" | "POST",
  path: string,
  schema: z.ZodType<T>,
  options: { query?: object; body?: unknown } = {},
): Promise<T> {
  const url = new URL(path, transport.baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { accept: "application/json" };
  if (transport.key) headers["x-api-key"] = transport.key;
  // The spec sends revocations with a JSON content type even without a body.
  if (method === "POST") headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await (transport.fetch ?? fetch)(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      cache: "no-store",
    });
  } catch (error) {
    throw problem(503, "service_unreachable", `the service at ${url.origin} did not answer: ${(error as Error).message}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) throw new ApiProblem(problemFromBody(response.status, json));
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw problem(502, "invalid_response", `the service's answer to ${method} ${path} does not match the API: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}
