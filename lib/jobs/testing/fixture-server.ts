// A local HTTP server for job tests: serves fixtures/media/files with range support (through `send`),
// also slowly under /slow/ (to catch workers mid-job), plus a redirect to any URL and an HTML page. It listens on 127.0.0.2, which the tests
// allow with PROBE_URL_ALLOW while the rest of loopback stays refused.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import send from "send";

export const FIXTURES = path.resolve("fixtures/media/files");

export interface FixtureServer {
  url(file: string): string;
  slowUrl(file: string): string;
  /** Holds every slow response until the returned release is called (to catch a job mid-run, surely). */
  holdSlow(): () => void;
  redirectUrl(target: string): string;
  close(): Promise<void>;
}

export async function startFixtureServer(host = "127.0.0.2"): Promise<FixtureServer> {
  let held = Promise.resolve();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fixture");
    if (url.pathname === "/redirect") {
      response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
    } else if (url.pathname === "/error-page.html") {
      response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><html><body>Not here</body></html>");
    } else if (url.pathname.startsWith("/slow/")) {
      void held.then(() => setTimeout(() => send(request, decodeURIComponent(url.pathname.slice(5)), { root: FIXTURES }).pipe(response), 40));
    } else {
      send(request, decodeURIComponent(url.pathname), { root: FIXTURES }).pipe(response);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: (file) => `${base}/${encodeURIComponent(file)}`,
    slowUrl: (file) => `${base}/slow/${encodeURIComponent(file)}`,
    holdSlow: () => {
      let release!: () => void;
      held = new Promise((resolve) => (release = resolve));
      return release;
    },
    redirectUrl: (target) => `${base}/redirect?to=${encodeURIComponent(target)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
