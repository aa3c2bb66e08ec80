// Whether a failed request means the service is not answering (as opposed to a refusal): the browser
// could not reach the dashboard's server (a server action's fetch failed), or the dashboard's server could
// not reach the API or its database. Those are worth retrying; a refusal is not.
import { ApiProblem } from "@/lib/client/problem";

/** The problem codes of a service that is away for now (lib/client/http.ts, lib/http/operation.ts). */
const AWAY_CODES = new Set(["service_unreachable", "service_unavailable"]);

export function isServiceAway(error: unknown): boolean {
  if (error instanceof ApiProblem) return AWAY_CODES.has(error.code);
  // fetch's own failure ("Failed to fetch" in Chromium, "NetworkError…" in Firefox, "Load failed" in Safari).
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** Backoff between retries while the service is away: 1 s, 2 s, 4 s… up to 30 s. */
export const awayRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
