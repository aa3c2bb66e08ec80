// The service-wide settings (data directory, database, listen address, keys, rate limit), read through
// the one settings schema (settings.ts). Settings that belong to one module are read there.
import path from "node:path";
import { setting } from "./settings";

export function dataDir(): string {
  return path.resolve(/* turbopackIgnore: true */ setting("BROADMARK_DATA_DIR"));
}

export function externalDatabaseUrl(): string | undefined {
  return setting("DATABASE_URL");
}

export function databaseUrl(): string {
  const url = setting("DATABASE_URL");
  if (!url) throw new Error("DATABASE_URL is not set: start the service with `broadmark start`, which provides it");
  return url;
}

/** `<per-second>:<burst>`; `0` turns rate limiting off. */
export function rateLimitSetting(): string {
  return setting("BROADMARK_RATE_LIMIT");
}

/** `<per-second>:<burst>` failed authentications per client address; `0` turns the limit off. */
export function authFailureLimitSetting(): string {
  return setting("BROADMARK_AUTH_FAILURE_LIMIT");
}

export function adminKeyFromEnv(): string | undefined {
  return setting("BROADMARK_ADMIN_KEY");
}

export function listenAddress(): { host: string; port: number } {
  return { host: setting("HOST"), port: setting("PORT") };
}

/** Where the dashboard finds the service API: another deployment, or by default this server. */
export function apiBaseUrl(): string {
  const { host, port } = listenAddress();
  return setting("BROADMARK_API_URL") ?? `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;
}

/** How long a stopping process lets in-flight requests and running jobs finish (BROADMARK_SHUTDOWN_GRACE_SECONDS). */
export function shutdownGraceSeconds(): number {
  return setting("BROADMARK_SHUTDOWN_GRACE_SECONDS");
}

/** The port `broadmark worker` serves /metrics, /healthz and /readyz on (BROADMARK_WORKER_METRICS_PORT); undefined: none. */
export function workerMetricsPort(): number | undefined {
  const port = setting("BROADMARK_WORKER_METRICS_PORT");
  return port === 0 ? undefined : port;
}
