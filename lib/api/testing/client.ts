// Calls the real Next.js route handlers (app/**/route.ts) in-process, as an HTTP client would.
import { createKey } from "../../keys/keys";
import type { Role } from "../../keys/roles";
import { operations } from "../operations";

export interface CallOptions {
  key?: string;
  body?: unknown;
  /** A raw body sent as is (with `contentType`): malformed input, uploads. */
  rawBody?: string | Uint8Array | ReadableStream<Uint8Array>;
  contentType?: string;
  headers?: Record<string, string>;
  /** The peer address the server would see (the failed-authentication limit counts per address). */
  clientAddress?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test assertions read any field
}

type RouteModule = Record<string, (request: Request, context: { params: Promise<Record<string, string>>; clientAddress?: string }) => Promise<Response>>;

const routes = operations.map((operation) => ({
  method: operation.method,
  pattern: new RegExp(`^${operation.path.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}$`),
  file: `../../../app${operation.path.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`,
}));

export async function call(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(pathAndQuery, "http://broadmark.test");
  const match = routes
    .map((route) => ({ route, found: route.pattern.exec(url.pathname) }))
    .find(({ route, found }) => found && route.method === method);
  if (!match?.found) throw new Error(`no route for ${method} ${url.pathname}`);
  const routeModule = (await import(/* @vite-ignore */ match.route.file)) as RouteModule;
  const headers = new Headers(options.headers);
  if (options.key !== undefined) headers.set("x-api-key", options.key);
  let body: CallOptions["rawBody"];
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    if (options.contentType) headers.set("content-type", options.contentType);
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", options.contentType ?? "application/json");
  }
  const request = new Request(url, { method, headers, body: body as BodyInit | undefined, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) });
  const response = await routeModule[method]!(request, {
    params: Promise.resolve({ ...match.found.groups }),
    ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

let counter = 0;
/** A fresh key of the given role. */
export async function keyFor(role: Role): Promise<string> {
  return (await createKey(`${role} ${++counter}`, role)).key;
}

/** A valid watermark creation body; pass overrides to vary it. */
export function watermarkBody(overrides: Record<string, unknown> = {}) {
  return { type: "Linear", name: "Evening news", sid: 1234, sid_check_digits: "AB", csid: "0x1ABCD", csid_check_digits: "7Q", ...overrides };
}

/** A random (sid, csid) code (one in 2^31), so tests never collide with each other's reservations. */
export function uniqueCode(): { sid: number; csid: string } {
  const [sid, csid] = crypto.getRandomValues(new Uint16Array(2));
  return { sid: 1 + (sid! % 32000), csid: `0x2${csid!.toString(16).padStart(4, "0")}` };
}
