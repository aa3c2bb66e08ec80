// The orderly stop of a long-running command on SIGTERM or SIGINT: the caller stops taking work, lets
// what is in flight finish within BROADMARK_SHUTDOWN_GRACE_SECONDS, and stops the database last.
import type { Server } from "node:http";
import { log } from "../log/logger";

/** Resolves with the first SIGTERM or SIGINT; later ones are logged and otherwise ignored (the stop is under way). */
export function stopRequested(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let received = false;
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.on(signal, () => {
        if (received) return log.info({ signal }, "already shutting down");
        received = true;
        resolve(signal);
      });
    }
  });
}

/**
 * Closes the listener (new connections are refused), lets requests in flight finish and answers each of
 * them with `Connection: close`; idle keep-alive connections are closed at once. Connections still busy
 * when the grace period ends are cut.
 */
export async function closeServer(server: Server, graceSeconds: number): Promise<void> {
  // Before the application's listener, so that the header is set before anything is written.
  server.prependListener("request", (_request, response) => response.setHeader("connection", "close"));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => {
    log.warn("requests still running at the end of the shutdown grace period are cut");
    server.closeAllConnections();
  }, graceSeconds * 1000);
  await closed;
  clearTimeout(timer);
}
