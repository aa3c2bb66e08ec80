// Structured logs on stderr. API keys never reach a log line: only key ids and names do.
import pino from "pino";

export const log = pino(
  { level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"), base: undefined },
  pino.destination(2),
);
