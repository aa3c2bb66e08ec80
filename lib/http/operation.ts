// One wrapper for every operation: key authentication, role check, rate limit, body and parameter
// parsing with zod, and problem+json errors. Operations are also the source of the OpenAPI document.
import { z } from "zod";
import { OUTAGE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, noteDatabaseOutage } from "../db/availability";
import { authenticate, cachedActor } from "../keys/keys";
import { roleMayUse, type Actor, type Area } from "../keys/roles";
import { log } from "../log/logger";
import { readStructuredBody } from "./body";
import { Problem } from "./problem";
import {
  enforceRateLimit,
  logAuthFailure,
  refundAuthAttempt,
  refundingAttempt,
  refuseIfAuthFailuresExhausted,
  reserveAuthAttempt,
} from "./rate-limit";
import { validationProblem } from "./validation";

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

interface OperationInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The caller; anonymous for "signed-url" and "public" operations. */
  actor: Actor;
  request: Request;
  clientAddress?: string;
}

export interface Operation<P = unknown, Q = unknown, B = unknown> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** The path as OpenAPI writes it, e.g. /watermarking/v1.0/measurement/watermarks/{watermark_id}. */
  path: string;
  summary: string;
  description?: string;
  /**
   * Who may call it: the roles of an area, anyone holding a URL the service signed, or anyone at all
   * ("public": probes for load balancers and monitoring, which check their own credential if any).
   */
  area: Area | "signed-url" | "public";
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Whether the body may also be sent as YAML (text/yaml), e.g. a job with a composition. */
  acceptsYaml?: boolean;
  /** A body the handler streams itself (documented only), e.g. an upload. */
  rawBody?: { contentType: string; description: string };
  /** Response schemas by status, for the OpenAPI document (errors are added for every operation). */
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
  handler(input: OperationInput<P, Q, B>): Promise<Reply | Response>;
}

export function defineOperation<P, Q, B>(operation: Operation<P, Q, B>): Operation<P, Q, B> {
  return operation;
}

/** What the router knows of a request besides the Request: the path parameters and the peer's address. */
export interface RouteContext {
  params: Record<string, string>;
  /**
   * The peer address of the connection, from the server's socket (never from a header), for the
   * failed-authentication limit; undefined when called in-process, and then every such caller counts as
   * one address ("unknown").
   */
  clientAddress?: string;
}

/** The HTTP handler of an operation (lib/api/router.ts mounts it at operation.path). */
export function routeHandler<P, Q, B>(operation: Operation<P, Q, B>) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    try {
      const { area } = operation;
      const keyless = area === "signed-url" || area === "public";
      const actor = keyless ? ANONYMOUS : await authenticateRequest(request, context.clientAddress ?? "unknown");
      if (!keyless) {
        await enforceRateLimit(actor.keyId);
        if (!roleMayUse(actor.role, area)) {
          throw new Problem(403, "forbidden", `the ${actor.role} role may not ${operation.summary.toLowerCase()}`);
        }
      }
      const params = parse(operation.params, context.params, "path");
      const query = operation.query
        ? parse(operation.query, Object.fromEntries(new URL(request.url).searchParams), "query")
        : (undefined as Q);
      const body = operation.body
        ? parse(operation.body, await readStructuredBody(request, operation.acceptsYaml), "body")
        : (undefined as B);
      const reply = await operation.handler({
        params,
        query,
        body,
        actor,
        request,
        clientAddress: context.clientAddress,
      });
      if (reply instanceof Response) return reply;
      return Response.json(reply.body ?? null, { status: reply.status, headers: reply.headers });
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** Signed URLs are their own credential (the handler checks the signature); public operations need none. */
const ANONYMOUS: Actor = { keyId: "", name: "anonymous", role: "qa" };

async function authenticateRequest(request: Request, clientAddress: string): Promise<Actor> {
  refuseIfAuthFailuresExhausted(clientAddress);
  const key = request.headers.get("x-api-key");
  const cached = key ? cachedActor(key) : undefined;
  if (cached) return cached;
  await reserveAuthAttempt(clientAddress);
  const outcome = key ? await authenticate(key).catch(refundingAttempt(clientAddress)) : undefined;
  if (outcome && !("refused" in outcome)) {
    refundAuthAttempt(clientAddress);
    return outcome;
  }
  if (outcome?.refused === "expired") {
    logAuthFailure(clientAddress, "expired key");
    throw new Problem(401, "key_expired", "the API key has expired: ask an admin for a new one");
  }
  logAuthFailure(clientAddress, key ? "unknown or revoked key" : "no key");
  throw new Problem(
    401,
    "unauthorized",
    key ? "the API key is unknown or revoked" : "send your API key in the X-Api-Key header",
  );
}

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, where: "body" | "query" | "path"): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value);
  if (!result.success) throw validationProblem(result.error, where);
  return result.data;
}

function errorResponse(error: unknown): Response {
  if (error instanceof Problem) return error.toResponse();
  if (isDatabaseUnavailable(error)) {
    noteDatabaseOutage(error);
    const retryAfter = { "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS) };
    return new Problem(
      503,
      "service_unavailable",
      "the database is unavailable; retry shortly",
      {},
      retryAfter,
    ).toResponse();
  }
  log.error({ err: error }, "unhandled error");
  return new Problem(
    500,
    "internal_error",
    "the service failed to handle this request; it has been logged",
  ).toResponse();
}
