// Structured logs on stderr. API keys never reach a log line: only key ids and names do.
import pino from "pino";
import { setting } from "../config/settings";

export const log = pino(
  { level: setting("LOG_LEVEL") ?? (process.env.NODE_ENV === "test" ? "silent" : "info"), base: undefined },
  pino.destination(2),
);
