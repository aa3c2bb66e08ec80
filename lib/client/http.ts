// One request to the service API: X-Api-Key, JSON in, zod-validated JSON out, problems as ApiProblem.
import type { z } from "zod";
import { ApiProblem, problem, problemFromBody } from "./problem";

export interface Transport {
  baseUrl: string;
  key?: string;
  fetch?: typeof fetch;
}

interface RequestOptions {
  query?: object;
  /** A JSON body (serialized here), or raw bytes streamed as application/octet-stream. */
  body?: unknown;
  raw?: { stream: ReadableStream<Uint8Array> | string; length?: number; contentType?: string };
  /** "manual" keeps a 302's Location for the caller instead of following it. */
  redirect?: RequestRedirect;
}

function urlOf(transport: Transport, path: string, query: object = {}): URL {
  const url = new URL(path, transport.baseUrl);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(name, String(value));
  }
  return url;
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";

async function send(transport: Transport, method: Method, path: string, options: RequestOptions): Promise<Response> {
  const url = urlOf(transport, path, options.query);
  const headers: Record<string, string> = { accept: "application/json" };
  if (transport.key) headers["x-api-key"] = transport.key;
  // The spec sends revocations with a JSON content type even without a body.
  if (method === "POST" || method === "PUT")
    headers["content-type"] = options.raw
      ? (options.raw.contentType ?? "application/octet-stream")
      : "application/json";
  if (options.raw?.length !== undefined) headers["content-length"] = String(options.raw.length);
  const body = options.raw ? options.raw.stream : options.body === undefined ? undefined : JSON.stringify(options.body);
  try {
    return await (transport.fetch ?? fetch)(url, {
      method,
      headers,
      body,
      cache: "no-store",
      redirect: options.redirect ?? "follow",
      // A streamed body must say so (fetch's half-duplex rule); harmless for the others.
      ...(options.raw ? { duplex: "half" } : {}),
    } as RequestInit);
  } catch (error) {
    throw problem(
      503,
      "service_unreachable",
      `the service at ${url.origin} did not answer: ${(error as Error).message}`,
    );
  }
}

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export async function request<T>(
  transport: Transport,
  method: Method,
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(transport, method, path, options);
  const json = await jsonOf(response);
  if (!response.ok) throw new ApiProblem(problemFromBody(response.status, json));
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw problem(
      502,
      "invalid_response",
      `the service's answer to ${method} ${path} does not match the API: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

/** A GET answered with text (e.g. a CSV export) rather than JSON. */
export async function requestText(transport: Transport, path: string, query?: object): Promise<string> {
  const response = await send(transport, "GET", path, { query });
  if (!response.ok) throw new ApiProblem(problemFromBody(response.status, await jsonOf(response)));
  return response.text();
}

/**
 * A result behind a 302: the redirect is taken by hand so that the key is never sent to the signed URL
 * (which may be another host, S3). The JSON is answered as the service sent it once the schema accepts
 * it: probe objects carry format-specific fields beyond the schema's, which parsing would strip.
 */
export async function followResult<T>(transport: Transport, path: string, schema: z.ZodType<T>): Promise<T> {
  const location = await redirectLocation(transport, path);
  const response = await send({ ...transport, key: undefined, baseUrl: location }, "GET", location, {});
  const json = await jsonOf(response);
  if (!response.ok) throw new ApiProblem(problemFromBody(response.status, json));
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw problem(
      502,
      "invalid_response",
      `the result of ${path} is not a probe object: ${parsed.error.issues[0]?.message}`,
    );
  return json as T;
}

/** The absolute, signed URL a 302 answer points at (the URL grants access by itself, no key needed). */
export async function redirectLocation(transport: Transport, path: string): Promise<string> {
  const response = await send(transport, "GET", path, { redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status === 302 && location) return new URL(location, urlOf(transport, path)).toString();
  throw new ApiProblem(problemFromBody(response.status, await jsonOf(response)));
}
