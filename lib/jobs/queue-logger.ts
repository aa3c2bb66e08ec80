// The queue library's messages go to the service's structured log, at its levels. Its pooled and
// listening connections report every connection the database drops (a restart, a failover, the embedded
// database stopping at shutdown) with the whole client object: those are one warning line with the
// error's code and message, and nothing above debug once this process is stopping its worker.
import { Logger, type LogLevel } from "graphile-worker";
import { log } from "../log/logger";

const LEVELS: Record<string, "error" | "warn" | "info" | "debug"> = {
  error: "error",
  warning: "warn",
  info: "info",
  debug: "debug",
};
const CONNECTION_MESSAGE = /client generated error|notify listener|UNLISTEN/;

let stopping = false;

/** From now on the database going away under the queue is expected (the process is stopping). */
export function queueStopping(): void {
  stopping = true;
}

export const queueLogger = new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
  if (CONNECTION_MESSAGE.test(message)) {
    const error = (meta as { error?: { code?: string } } | undefined)?.error;
    log[stopping ? "debug" : "warn"]({ queue: scope, code: error?.code }, message);
    return;
  }
  log[LEVELS[level] ?? "info"]({ queue: scope, ...(meta ? { meta } : {}) }, message);
});
