// Calls the API's router (the one `broadmark start` serves) as an HTTP client would: in-process by default,
// over real HTTP on 127.0.0.1 once a suite calls serveOverHttp().
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { createKey } from "../../keys/keys";
import type { Role } from "../../keys/roles";
import { apiRequestListener, apiRouter } from "../router";

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

/** Where requests go: the router in this process, or a listening server's origin. */
let origin: string | undefined;

/** Serves the router on a free port of 127.0.0.1 for the rest of the suite; returns the stop function. */
export async function serveOverHttp(): Promise<() => Promise<void>> {
  const server = createServer(apiRequestListener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async () => {
    origin = undefined;
    await new Promise((resolve) => server.close(resolve));
  };
}

/** Serves the router over HTTP for the whole suite: registers the suite's first beforeAll and its afterAll. */
export function serveSuiteOverHttp(): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    stop = await serveOverHttp();
  });
  afterAll(() => stop?.());
}

/** One request to the API, answered by the router. */
export async function send(request: Request, clientAddress?: string): Promise<Response> {
  if (!origin)
    return apiRouter.fetch(request, clientAddress ? { incoming: { socket: { remoteAddress: clientAddress } } } : {});
  const url = new URL(request.url);
  return fetch(new URL(url.pathname + url.search, origin), {
    method: request.method,
    headers: request.headers,
    body: request.body ? await request.arrayBuffer() : undefined,
    redirect: "manual",
  });
}

export async function call(method: string, pathAndQuery: string, options: CallOptions = {}): Promise<CallResult> {
  const url = new URL(pathAndQuery, "http://broadmark.test");
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
  const request = new Request(url, {
    method,
    headers,
    body: body as BodyInit | undefined,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
  const response = await send(request, options.clientAddress);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? jsonOrText(text) : null };
}

/** A JSON answer parsed; any other (CSV, iCalendar) as its text. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let counter = 0;
/** A fresh key of the given role. */
export async function keyFor(role: Role): Promise<string> {
  return (await createKey(`${role} ${++counter}`, role)).key;
}

/** A valid watermark creation body; pass overrides to vary it. */
export function watermarkBody(overrides: Record<string, unknown> = {}) {
  return {
    type: "Linear",
    name: "Evening news",
    sid: 1234,
    sid_check_digits: "AB",
    csid: "0x1ABCD",
    csid_check_digits: "7Q",
    ...overrides,
  };
}

/** A random (sid, csid) code (one in 2^31), so tests never collide with each other's reservations. */
export function uniqueCode(): { sid: number; csid: string } {
  const [sid, csid] = crypto.getRandomValues(new Uint16Array(2));
  return { sid: 1 + (sid! % 32000), csid: `0x2${csid!.toString(16).padStart(4, "0")}` };
}
