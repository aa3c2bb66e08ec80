// The queue library's messages go to the service's structured log, at its levels.
import { Logger, type LogLevel } from "graphile-worker";
import { log } from "../log/logger";

const LEVELS: Record<string, "error" | "warn" | "info" | "debug"> = { error: "error", warning: "warn", info: "info", debug: "debug" };

export const queueLogger = new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
  log[LEVELS[level] ?? "info"]({ queue: scope, ...(meta ? { meta } : {}) }, message);
});
