// Whether an error means "the database cannot be reached right now" (stopped, restarting, failing over,
// refusing connections), and the one log line at each end of such an outage. The API answers those
// requests 503 service_unavailable with Retry-After instead of 500, and logs the outage once.
import { log } from "../log/logger";
import { pool } from "./client";

// Socket errors, SQLSTATE class 08 (connection exception), 57P01-57P03 (the server is shutting down,
// crashed or not yet accepting connections) and 53300 (too many connections): PostgreSQL's errcodes
// appendix lists them; they name no fault of the request.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|not queryable|can't reach database server|server closed the connection/i;

/** Looks through an error and what it wraps (cause, Prisma's driver adapter error, aggregated errors). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== "object" || error === null) return false;
  const fields = error as Record<string, unknown>;
  for (const key of ["code", "originalCode"]) {
    const code = fields[key];
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  }
  if (fields.kind === "DatabaseNotReachable" || fields.kind === "ConnectionClosed") return true;
  if (typeof fields.message === "string" && UNAVAILABLE_MESSAGES.test(fields.message)) return true;
  const nested = [
    fields.cause,
    fields.meta,
    fields.driverAdapterError,
    ...(Array.isArray(fields.errors) ? fields.errors : []),
  ];
  return nested.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

const RECHECK_MS = 1000;
let outageSince: number | undefined;

/**
 * Records that the database was found unavailable: the first time logs the outage's start and checks the
 * database every second until it answers, then logs its end; calls in between log nothing.
 */
export function noteDatabaseOutage(error: unknown): void {
  if (outageSince !== undefined) return;
  outageSince = Date.now();
  log.error({ err: error }, "database unavailable: requests that need it are answered 503 until it answers again");
  const check = () =>
    pool()
      .query("SELECT 1")
      .then(
        () => {
          log.info({ outageSeconds: (Date.now() - outageSince!) / 1000 }, "database available again");
          outageSince = undefined;
        },
        () => void setTimeout(check, RECHECK_MS).unref(),
      );
  setTimeout(check, RECHECK_MS).unref();
}

/** Seconds a client should wait before retrying during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
